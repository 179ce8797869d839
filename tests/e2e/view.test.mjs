// End-to-end test of a board that keeps the player's work in view (ui/camera.js, board.js):
// `+` zooms around the tile being placed, a turn that begins with every glowing cell off screen
// moves the view to them without undoing the player's zoom, and on a phone the tile at the
// figure step stays whole above the dock with all its spots.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test view.test.mjs
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
const cam = () => s.exec(() => ({ ...window.tessera.board.cam }));
/** Whether some legal cell of the turn is wholly on the board canvas. */
const legalShown = () => s.exec(() => window.tessera.board.anyVisible(window.tessera.view.placements));
/** Page coordinates of the centre of legal cell `i` of the turn. */
const legalCell = (i) =>
  s.exec((i) => {
    const p = window.tessera.view.placements[i];
    return { x: p.x, y: p.y, at: window.tessera.board.cellToClient(p.x, p.y) };
  }, i);

test('zoom keeps the tile in hand, and a turn begins with its places in view', { timeout: 180000 }, async () => {
  s = await app.launch();
  await inPage(s, `${newClassic(21)} ${playOn('v.turn >= 8 && !v.current_is_ai')} window.tessera.enterGame(v);`);
  await waitFor('the player turn', async () => (await phase()) === 'place', 20000);
  await s.exec(() => document.getElementById('board').focus());

  // `+` zooms around the cell chosen, which stays where it was on screen.
  const c = await legalCell(0);
  await s.clickAt(...c.at);
  await waitFor('the cell chosen', async () => !!(await s.exec(() => window.tessera.selected)));
  await sleep(500); // a cell at the edge is first brought wholly into view
  const before = await s.exec((x, y) => window.tessera.board.cellToClient(x, y), c.x, c.y);
  const s0 = (await cam()).scale;
  await s.key('+');
  await s.key('+');
  const zoomed = (await cam()).scale;
  assert.ok(Math.abs(zoomed - s0 * 1.44) < 1e-6, `zoomed ${s0} → ${zoomed}`);
  const after = await s.exec((x, y) => window.tessera.board.cellToClient(x, y), c.x, c.y);
  assert.ok(Math.hypot(after[0] - before[0], after[1] - before[1]) < 1.5, `the cell moved from ${before} to ${after}`);
  await shot('view-zoomed');

  // The player drags the board far off: no glowing cell is left on screen.
  await s.exec(() => window.tessera.board.pan(-6000, 4000));
  assert.equal(await legalShown(), false, 'the glowing cells are off screen');
  // Undo starts the player's turn again (their move and the AI's answers are taken back):
  // the view moves to the places the tile fits, zooming out only as far as they need.
  await s.key('u');
  await waitFor('the places in view', legalShown, 5000);
  await waitFor('the camera at rest', async () => !(await s.exec(() => window.tessera.board.tween)), 5000);
  assert.equal(await phase(), 'place');
  assert.equal(await legalShown(), true);
  // Zoomed out no further than needed to show the places: closer than F (fit the whole board).
  const revealed = (await cam()).scale;
  assert.ok(revealed <= zoomed + 1e-6, `${zoomed} → ${revealed}`);
  await shot('view-revealed');
  await s.key('f');
  const fitted = (await cam()).scale;
  assert.ok(revealed > fitted + 1, `the player's zoom was dropped: revealed at ${revealed}, fitted ${fitted}`);
});

test('on a phone the tile at the figure step stays above the dock with all its spots', { timeout: 180000 }, async () => {
  await s.setWindow(360, 640);
  await sleep(400);
  // A place that takes a figure, brought to the canvas's lower edge as a player's drag would.
  const i = await s.exec(() => window.tessera.view.placements.findIndex((p) => p.options.filter((o) => o.action === 'place').length >= 2));
  assert.ok(i >= 0, 'a place with figure spots');
  const p = await legalCell(i);
  await s.exec((x, y) => {
    const b = window.tessera.board;
    const [sx, sy] = b.toScreen(x + 0.5, y + 1);
    b.pan(b.w / 2 - sx, b.h - sy - 2); // in the middle, its bottom two pixels above the edge
  }, p.x, p.y);
  await s.exec((i) => window.tessera.preferRotation(window.tessera.view.placements[i].rot), i);
  const pt = await s.exec((x, y) => window.tessera.board.cellToClient(x, y), p.x, p.y);
  await s.clickAt(...pt);
  await waitFor('the cell chosen', async () => !!(await s.exec(() => window.tessera.selected)));
  await s.exec(() => document.getElementById('board').focus());
  await s.key('\uE007'); // Enter: to the figure step, the dock grows with the spots
  await waitFor('the figure step', async () => (await phase()) === 'figure', 5000);
  await sleep(700);
  await shot('view-phone-figure');
  const fits = await s.exec(() => {
    const b = window.tessera.board;
    const sel = window.tessera.selected;
    const canvas = b.canvas.getBoundingClientRect();
    const dock = document.querySelector('#game .dock').getBoundingClientRect();
    const spots = b.state.figureOptions.map((o) => b.optionPoint(o)).filter(Boolean);
    const r = Math.max(9, b.cam.scale * 0.11);
    return {
      cell: b.anyVisible([sel]),
      spots: spots.every(([x, y]) => y + r <= b.h && y - r >= 0 && x - r >= 0 && x + r <= b.w),
      aboveDock: spots.every(([, y]) => canvas.top + y + r <= dock.top + 0.5),
      n: spots.length,
    };
  });
  assert.ok(fits.n >= 2, `spots shown: ${fits.n}`);
  assert.ok(fits.cell, 'the tile being placed is wholly on the board');
  assert.ok(fits.spots, 'every spot is on the board');
  assert.ok(fits.aboveDock, 'every spot is above the dock');
  await s.key('s');
  await s.setWindow(1280, 800);
});
