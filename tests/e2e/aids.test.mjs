// End-to-end test of the board aids in the real app (harness.mjs; run by `cargo xtask e2e`): a
// saved hot-seat Classic game whose only tiles left are straight roads. The square north of the
// start tile (its city edge) is crossed out, the mouse over it says no tile fits, over the
// square west of it says 3 fit (with their picture); the start tile's city says it can never be
// completed; with one tile left for the other player the panel warns of the last turn; Settings
// turns the crosses off and on.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test aids.test.mjs
// E2E_SHOTS=dir saves screenshots of each step.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor, sleep, KEY } from './webdriver.mjs';
import { useApp } from './harness.mjs';
import { press, placeFirst } from './screens.mjs';

const app = useApp({ prefix: 'aids-' });
let s;

const phase = () => s.exec(() => window.tessera.phase);
const tip = () => s.exec(() => (document.getElementById('tip').classList.contains('hidden') ? '' : document.getElementById('tip').textContent));
const dead = () => s.exec(() => window.tessera.board.state.dead || []);

const pinned = () => s.exec(() => {
  const b = document.getElementById('tip-pin');
  return b && !b.classList.contains('hidden') ? b.textContent : '';
});
const focused = () => s.exec(() => (document.activeElement ? document.activeElement.id || document.activeElement.className : ''));

/** Touches on the board canvas, dispatched in the page (WebKitGTK's driver makes mouse input of
 * WebDriver's touches): `steps` are `[type, x, y]` in client pixels ('down', 'move', 'up'). */
const touches = (steps) =>
  s.exec((steps) => {
    const c = document.getElementById('board');
    for (const [type, x, y] of steps) {
      const init = { pointerType: 'touch', pointerId: 7, clientX: x, clientY: y, bubbles: true, cancelable: true, isPrimary: true, button: type === 'move' ? -1 : 0, buttons: type === 'up' ? 0 : 1 };
      c.dispatchEvent(new PointerEvent(`pointer${type}`, init));
    }
  }, steps);

/** Rules at hand, from the start tile's city at client point `city`: a click pins its details
 * with How it scores (a second click closes them); the link opens the rules at the paragraph
 * that scores cities, focused; Back returns to the game as it was (the same turn and camera);
 * the key I pins the last tile's details with the focus on the link, Esc closes them. At phone
 * size (only with screenshots: a resize moves the board) a tap pins them above the finger. */
async function rulesAtHand(city) {
  const before = await s.exec(() => ({ turn: window.tessera.view.turn, cam: { ...window.tessera.board.cam } }));
  await s.clickAt(city[0], city[1]);
  await waitFor('the pinned details', async () => /City/.test(await pinned()));
  assert.deepEqual(await s.exec(() => [...document.querySelectorAll('#tip-pin button')].map((b) => b.textContent)), ['How it scores']);
  assert.equal(await tip(), '', "the hover's details are not shown over them");
  await app.shot('pinned');
  // Clicks apart (two quick ones are a double click, which fits the board).
  await sleep(400);
  await s.clickAt(city[0], city[1]);
  await waitFor('a second click closes them', async () => (await pinned()) === '');
  await sleep(400);
  await s.clickAt(city[0], city[1]);
  await waitFor('pinned again', async () => /City/.test(await pinned()));

  await s.click('#tip-pin button.tip-rules');
  await waitFor('the rules at the paragraph that scores cities', async () => (await focused()) === 'rules-classic-scoring');
  assert.equal(await s.exec(() => !document.getElementById('rules').classList.contains('hidden') && document.getElementById('game').classList.contains('hidden')), true);
  assert.match(await s.text('#rules-classic-scoring'), /a city 2 per tile/);
  assert.equal(await s.exec(() => document.activeElement.classList.contains('rules-flash')), true, 'marked for a moment');
  await app.shot('rules-at-scoring');
  await s.click('#rules .back');
  await waitFor('back in the game', () => s.exec(() => !document.getElementById('game').classList.contains('hidden')));
  await waitFor('its turn as it was', async () => (await phase()) === 'place');
  const after = await s.exec(() => ({ turn: window.tessera.view.turn, cam: { ...window.tessera.board.cam } }));
  assert.deepEqual(after, before, 'the same turn, the board where it was');
  assert.equal(await pinned(), '', 'the details closed with the game left');

  // The keyboard: I on the board pins the last tile's details, the focus on their link.
  await s.exec(() => document.getElementById('board').focus());
  await s.key('i');
  await waitFor('the last tile\'s details by the key I', async () => /City/.test(await pinned()) && (await focused()) === 'tip-rules');
  await s.key(KEY.escape);
  await waitFor('Esc closes them, the focus back on the board', async () => (await pinned()) === '' && (await focused()) === 'board');
  assert.equal(await phase(), 'place');

  if (process.env.E2E_SHOTS) {
    await s.setWindow(360, 640);
    await sleep(500);
    // The start tile dragged down a little, so that there is room above the finger.
    await touches([['down', 180, 200], ...[1, 2, 3, 4, 5, 6].map((i) => ['move', 180, 200 + i * 25]), ['up', 180, 350]]);
    const [x, y] = await s.exec(() => {
      const start = window.tessera.view.board.find((t) => t.x === 0 && t.y === 0);
      return window.tessera.featureToClient(0, 0, start.features.find((f) => f.kind === 'city').feat);
    });
    await sleep(400); // not a double tap with the drag's end
    await touches([['down', x, y], ['up', x, y]]);
    await waitFor('pinned by a tap', async () => /City/.test(await pinned()));
    const box = await s.exec(() => {
      const r = document.getElementById('tip-pin').getBoundingClientRect();
      const b = document.querySelector('#tip-pin button').getBoundingClientRect();
      const w = document.querySelector('#game .board-wrap').getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, button: b.height, wrap: { left: w.left, right: w.right, top: w.top } };
    });
    await app.shot('pinned-phone');
    assert.ok(box.button >= 44, `a touch target of ${box.button}px`);
    assert.ok(box.bottom <= y, 'above the finger');
    assert.ok(box.left >= box.wrap.left && box.right <= box.wrap.right && box.top >= box.wrap.top, 'inside the board');
    await s.key(KEY.escape);
    await s.setWindow(1280, 800);
    await sleep(500);
  }
}

/** Hover the middle of board cell (x, y) and wait for the details to say `re`. */
async function hoverCell(x, y, re) {
  const [cx, cy] = await s.exec((x, y) => window.tessera.board.cellInView(x, y), x, y);
  await s.moveTo(cx, cy);
  await waitFor(`details matching ${re}`, async () => re.test(await tip()), 5000);
}

test('crosses on places no tile can fill, the tiles that fit a place, a doomed city, the last turn', { timeout: 240000 }, async () => {
  const record = {
    format: 3,
    mode: 'classic',
    options: {},
    players: [
      { name: 'Ada', kind: 'human' },
      { name: 'Bea', kind: 'human' },
    ],
    seed: 1,
    deck: ['U', 'U', 'U'],
    moves: [],
  };
  fs.mkdirSync(app.saves(), { recursive: true });
  fs.writeFileSync(path.join(app.saves(), 'roads-only.json'), JSON.stringify(record));
  s = await app.launch();
  await waitFor('Continue enabled', () => s.exec(() => !document.getElementById('btn-continue').disabled));
  await s.click('#btn-continue');
  await waitFor('the game', async () => (await phase()) === 'place', 20000);
  await waitFor('the cross north of the start tile', async () => JSON.stringify(await dead()) === JSON.stringify([{ x: 0, y: -1 }]));
  await app.shot('crossed');

  await hoverCell(0, -1, /No tile left fits here/);
  await hoverCell(-1, 0, /3 tiles left fit here/);
  assert.equal(await s.exec(() => document.querySelectorAll('#tip .tip-fits img').length), 1, 'one kind, drawn once');
  await app.shot('fits');

  // The start tile's city: its details say it can never be completed, and why.
  const city = await s.exec(() => {
    const start = window.tessera.view.board.find((t) => t.x === 0 && t.y === 0);
    const f = start.features.find((f) => f.kind === 'city');
    return window.tessera.featureToClient(0, 0, f.feat);
  });
  await s.moveTo(city[0], city[1]);
  await waitFor('the city can never be completed', async () => /can never be completed: no tile left fits at \(0,\s-1\)/.test(await tip()), 5000);
  await waitFor('the city outlined in the crosses\' colour', () => s.exec(() => window.tessera.outline.some((o) => o.kind === 'city' && o.never)));
  await app.shot('never');
  await rulesAtHand(city);
  await s.moveTo(2, 2);

  // No warning yet: 2 tiles are left for 2 players. One move later, Bea has the last turn.
  assert.equal(await s.exec(() => document.getElementById('warn-line').classList.contains('hidden')), true);
  await placeFirst(s);
  await waitFor('the figure step or the next turn', async () => (await phase()) !== 'place' || (await s.exec(() => window.tessera.view.turn)) === 1);
  if ((await phase()) === 'figure') await press(s, '#btn-skip');
  await waitFor("Bea's turn", async () => (await s.exec(() => window.tessera.view.turn)) === 1 && (await phase()) === 'place');
  await waitFor('the last-turn warning', () => s.exec(() => /Your last turn: 1 tile is left for the others/.test(document.getElementById('warn-line').textContent)));
  await app.shot('warned');
  if (process.env.E2E_SHOTS) {
    // A look at phone size too (only when taking screenshots: a resize moves the board).
    await s.setWindow(360, 640);
    await sleep(500);
    await app.shot('warned-phone');
    await s.setWindow(1280, 800);
    await sleep(500);
  }

  // Settings turns the crosses off, and on again.
  await press(s, '#btn-menu');
  await press(s, '#btn-settings');
  await s.exec(() => document.getElementById('set-dead-marks').click());
  await waitFor('the setting off', () => s.exec(() => window.tessera.settings.showDeadMarks === false));
  await waitFor('no crosses', async () => (await dead()).length === 0);
  await s.exec(() => document.getElementById('set-dead-marks').click());
  await waitFor('the setting on', () => s.exec(() => window.tessera.settings.showDeadMarks === true));
  await waitFor('the cross back', async () => (await dead()).length === 1);

  // Opened from the menu, the rules' Back goes to the menu again.
  await press(s, '#settings .back');
  await press(s, '#btn-rules');
  await press(s, '#rules .back');
  await waitFor('the menu', () => s.exec(() => !document.getElementById('menu').classList.contains('hidden')));
});
