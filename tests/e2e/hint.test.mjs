// End-to-end test of the hint in the real app (harness.mjs): in a Classic game
// against the AI, the Hint button shows the normal AI's move with its reason, selects its place
// and rotation and, at the figure step, its figure spot; the move played is marked in the log;
// on the next turn the H key on the board asks again.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test hint.test.mjs
// E2E_SHOTS=dir saves screenshots.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from './webdriver.mjs';
import { press } from './screens.mjs';
import { useApp } from './harness.mjs';
import { inPage, newClassic } from './inpage.mjs';

const app = useApp();
const shot = app.shot;
let s;

/** The hint the backend gives now (asking again changes nothing but the mark to come). */
const backendHint = () => inPage(s, `return invoke('hint');`);

const phase = () => s.exec(() => window.tessera.phase);

test('the hint shows the normal AI move with its reason, and the move is marked in the log', { timeout: 180000 }, async () => {
  s = await app.launch();
  await inPage(s, `${newClassic(12)} window.tessera.enterGame(v);`);
  await waitFor('the first turn', async () => (await phase()) === 'place', 20000);
  assert.equal(await s.exec(() => document.getElementById('hint-reason').classList.contains('hidden')), true);

  await press(s, '#btn-hint');
  await waitFor('the reason', () => s.exec(() => !document.getElementById('hint-reason').classList.contains('hidden')));
  const reason = await s.text('#hint-reason');
  assert.match(reason, /^Hint: Lay it on the marked place/);
  const h = await backendHint();
  assert.ok(h.mv, JSON.stringify(h));
  assert.deepEqual(await s.exec(() => window.tessera.selected), { x: h.mv.x, y: h.mv.y, rot: h.mv.rot });
  // The screen reader hears it too.
  await waitFor('the announcement', () => s.exec(() => document.getElementById('announce').textContent.includes('Hint:')));
  await shot('hint-desktop');
  await s.setWindow(360, 640);
  await shot('hint-phone');
  await s.setWindow(1280, 800);

  await press(s, '#btn-confirm');
  if ((await phase()) === 'figure') {
    // The hinted figure spot is the one chosen first.
    const chosen = await s.exec(() => {
      const b = document.querySelector('#options button.chosen');
      return b ? [...document.querySelectorAll('#options button')].indexOf(b) : -1;
    });
    const want = await s.exec((f) => {
      const v = window.tessera.view;
      const sel = window.tessera.selected;
      const p = v.placements.find((p) => p.x === sel.x && p.y === sel.y && p.rot === sel.rot);
      return p.options.findIndex((o) => (f ? o.action === 'place' && o.figure === f.kind && o.at === f.at : o.action === 'none'));
    }, h.mv.figure || null);
    assert.equal(chosen, want);
    await press(s, '#btn-confirm');
  }
  await waitFor('the marked move in the log', () => s.exec(() => document.getElementById('log').textContent.includes('Ada played with a hint')), 20000);
  const first = await s.exec((x, y) => window.tessera.view.board.some((t) => t.x === x && t.y === y), h.mv.x, h.mv.y);
  assert.ok(first, 'the hinted place holds the tile');
  assert.equal(await s.exec(() => document.getElementById('hint-reason').classList.contains('hidden')), true, 'the reason goes with the turn');

  // Next turn: H on the board asks again.
  await waitFor('the next turn', async () => (await phase()) === 'place', 30000);
  await s.exec(() => document.getElementById('board').focus());
  await s.key('h');
  await waitFor('the reason again', () => s.exec(() => !document.getElementById('hint-reason').classList.contains('hidden')));
  assert.ok(await s.exec(() => window.tessera.selected), 'a place is selected');
});
