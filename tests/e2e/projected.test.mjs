// End-to-end test of the projected final score in the real app (harness.mjs): in a Classic game
// against the AI, some 20 moves in, each score row shows the backend's projection ("4 → 17",
// named in words for its tooltip and screen readers) in a right-aligned column, on the desktop
// panel and on the phone dock's chips (360 × 640, 844 × 390); switched off in Settings it is
// gone (and stays off after a restart), switched on it is back; at the end the chart's legend
// names the projected lines and the last projection is the final score.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test projected.test.mjs
// E2E_SHOTS=dir saves screenshots.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor, sleep } from './webdriver.mjs';
import { useApp } from './harness.mjs';
import { inPage, newClassic, playOn } from './inpage.mjs';

const app = useApp();
const shot = app.shot;
let s;

const phase = () => s.exec(() => window.tessera.phase);

/** What the score rows show: per row, the score, the projection (null without one), its words
 * and the boxes of both numbers. */
const rows = () =>
  s.exec(() =>
    [...document.querySelectorAll('#players tr')].map((tr) => {
      const score = tr.querySelector('td.score');
      const proj = tr.querySelector('td.projected');
      const box = (e) => {
        if (!e) return null;
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      };
      const digits = (e) => Number(e.textContent.replace(/[^\d]/g, ''));
      return {
        score: digits(score),
        projected: proj ? digits(proj) : null,
        text: proj ? proj.textContent : null,
        label: proj ? proj.getAttribute('aria-label') : null,
        title: proj ? proj.getAttribute('title') : null,
        scoreBox: box(score),
        projBox: box(proj),
        name: tr.querySelector('.who-name').textContent.trim(),
        nameFits: (() => {
          const n = tr.querySelector('.who-name');
          return n.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(n).fontSize);
        })(),
      };
    }),
  );

/** The backend's projection of the open game. */
const backend = () => inPage(s, `const v = await invoke('current_game'); return v.players.map((p) => p.projected);`);

/** The rows show the backend's projection, beside each score, in one column. */
async function checkShown(where, width = 1280) {
  const want = await backend();
  const r = await rows();
  assert.equal(r.length, want.length, where);
  const view = await s.exec(() => window.tessera.view.players.map((p) => p.score));
  r.forEach((row, i) => {
    assert.equal(row.score, view[i], `${where}: row ${i}'s score`);
    assert.equal(row.projected, want[i], `${where}: row ${i} shows the backend's projection`);
    assert.match(row.text, /^→ \d+$/, where);
    assert.ok(row.label.includes(row.name) && row.label.includes(String(want[i])) && /projected final score/.test(row.label), `${where}: ${row.label}`);
    assert.equal(row.title, row.label, `${where}: the tooltip says the same`);
    assert.ok(row.projBox.left >= row.scoreBox.right - 1, `${where}: the projection is right of the score`);
    assert.ok(row.projBox.right <= width + 1, `${where}: in the window`);
    assert.ok(row.nameFits, `${where}: the name stays on one line`);
  });
  // The numbers line up: the scores' right edges are one column, and the projections'.
  const rights = (k) => new Set(r.map((row) => Math.round(row[k].right)));
  if (where === 'desktop') {
    assert.equal(rights('scoreBox').size, 1, 'the scores end in one column');
    assert.equal(rights('projBox').size, 1, 'the projections end in one column');
  }
  return r;
}

const noProjection = async (where) => {
  const r = await rows();
  assert.ok(r.length > 0);
  assert.ok(r.every((row) => row.projected === null), `${where}: no projection shown`);
};

/** Settings → the projection checkbox set to `on` → back to the game by Continue. */
async function switchTo(on) {
  await s.click('#btn-menu');
  await s.click('#btn-settings');
  const was = await s.exec(() => document.getElementById('set-projected').checked);
  if (was !== on) await s.click('#set-projected');
  await waitFor('the setting applied', () => s.exec((on) => window.tessera.settings.showProjected === on, on));
  await shot(`projected-settings-${on ? 'on' : 'off'}`);
  await s.click('#settings .back');
  await s.click('#btn-continue');
  await waitFor('the game again', async () => ['place', 'figure'].includes(await phase()), 20000);
}

test('each score row shows the backend projection, and Settings switches it off and on', { timeout: 240000 }, async () => {
  s = await app.launch();
  await inPage(s, `${newClassic(31)} ${playOn('v.turn >= 20 && !v.current_is_ai && v.players.some((p) => p.projected > p.score)')} window.tessera.enterGame(v);`);
  await waitFor('the human turn', async () => (await phase()) === 'place', 20000);
  assert.equal(await s.exec(() => window.tessera.settings.showProjected), true, 'on by default');
  const r = await checkShown('desktop');
  assert.ok(r.some((row) => row.projected > row.score), 'some feature or field counts at the end');
  await shot('projected-desktop');

  for (const [w, h] of [[360, 640], [844, 390]]) {
    await s.setWindow(w, h);
    await sleep(300);
    await checkShown(`${w}x${h}`, w);
    await shot(`projected-${w}x${h}`);
  }
  await s.setWindow(1280, 800);
  await sleep(200);

  await switchTo(false);
  await noProjection('switched off');
  await shot('projected-off');
  // Kept through a restart (the store), like every setting.
  await sleep(400);
  await app.quit();
  s = await app.launch();
  assert.equal(await s.exec(() => window.tessera.settings.showProjected), false, 'still off after a restart');
  await s.click('#btn-continue');
  await waitFor('the game again', async () => (await phase()) === 'place', 20000);
  await noProjection('after a restart');

  await switchTo(true);
  await checkShown('desktop');
});

test('the end chart has a projected line per player, ending at the final score', { timeout: 240000 }, async () => {
  const end = await inPage(s, `let v = await invoke('current_game'); ${playOn('false', 400)} window.tessera.enterGame(v);
    return { final: v.players.map((p) => p.score), projected: v.projected_history, scores: v.score_history };`);
  assert.equal(end.projected.length, end.scores.length, 'a projection after every move');
  assert.deepEqual(end.projected.at(-1), end.final, 'the last projection is the final score');
  assert.ok(end.projected.every((row, k) => row.every((p, i) => p >= end.scores[k][i])), 'never below the score');
  await waitFor('the end dialog', () => s.exec(() => !document.getElementById('end').classList.contains('hidden')), 20000);
  const legend = await s.exec(() => [...document.querySelectorAll('#chart-legend .legend-item')].map((e) => e.textContent.trim()));
  assert.deepEqual(legend, ['Score', 'Projected final score']);
  await noProjection('at the end');
  await shot('projected-end');
});
