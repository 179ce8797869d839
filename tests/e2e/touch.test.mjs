// End-to-end test of the board's touch gestures in the real app, in a phone-sized window:
// tap a glowing cell (selected), tap it again (turned), pinch (zoom around the fingers'
// midpoint), pan with one finger, double tap (fit), long press on a placed tile (its details).
// WebKitGTK's driver turns WebDriver touch actions into mouse input, so the touches are
// PointerEvents of type 'touch' dispatched on the board canvas from a script.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test touch.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor, sleep } from './webdriver.mjs';
import { useApp } from './harness.mjs';

const app = useApp({ tmp: 'tessera-touch-' });
let s;

/**
 * Dispatch touches on the board in one script, so that their timing is the page's, not the
 * driver's round trips: `steps` are `[type, id, x, y]` in client pixels ('down', 'move', 'up').
 */
const touches = (steps) =>
  s.exec((steps) => {
    const c = document.getElementById('board');
    const down = new Set();
    for (const [type, id, x, y] of steps) {
      if (type === 'down') down.add(id);
      const init = {
        pointerType: 'touch',
        pointerId: id,
        clientX: x,
        clientY: y,
        bubbles: true,
        cancelable: true,
        isPrimary: id === 1,
        button: type === 'move' ? -1 : 0,
        buttons: type === 'up' ? 0 : 1,
      };
      if (type === 'up') down.delete(id);
      c.dispatchEvent(new PointerEvent(`pointer${type}`, init));
    }
  }, steps);
const tap = (x, y, id = 1) => touches([['down', id, x, y], ['up', id, x, y]]);

const phase = () => s.exec(() => window.tessera.phase);
const selected = () => s.exec(() => window.tessera.selected);
/** The board's camera, once a glide in flight (the view following the game) has ended. */
const cam = () =>
  s.exec(() => {
    window.tessera.board.settle();
    return { ...window.tessera.board.cam };
  });
/** The world point (in cells) under client point (x, y). */
const worldAt = (x, y) =>
  s.exec(
    (x, y) => {
      const b = window.tessera.board;
      const r = b.canvas.getBoundingClientRect();
      return b.toWorld(x - r.left, y - r.top);
    },
    x,
    y,
  );
/** The board canvas's box in client pixels and its centre. */
const boardBox = () =>
  s.exec(() => {
    const r = document.getElementById('board').getBoundingClientRect();
    return { left: r.left, top: r.top, w: r.width, h: r.height, cx: r.left + r.width / 2, cy: r.top + r.height / 2 };
  });
const near = (a, b, tol, what) => assert.ok(Math.abs(a - b) <= tol, `${what}: ${a} vs ${b}`);

/** Wait for the human's turn; a source to choose (a mode with stacks) is the deck. */
async function humanTurn() {
  await waitFor('the human turn', async () => ['place', 'source'].includes(await phase()), 30000);
  if ((await phase()) === 'source') {
    await s.exec(() => document.querySelector('#sources button[data-source="deck"]').click());
    await waitFor('the tile in hand', async () => (await phase()) === 'place');
  }
}

/** A glowing cell where the tile fits in more than one way when there is one, in client
 * pixels, with its rotations in the order a tap turns through them. */
const glowingCell = () =>
  s.exec(() => {
    const t = window.tessera;
    const by = new Map();
    for (const p of t.view.placements) {
      const k = `${p.x},${p.y}`;
      if (!by.has(k)) by.set(k, { x: p.x, y: p.y, rots: [] });
      if (!by.get(k).rots.includes(p.rot)) by.get(k).rots.push(p.rot);
    }
    const cells = [...by.values()];
    const c = cells.find((c) => c.rots.length > 1) || cells[0];
    const [x, y] = t.board.cellInView(c.x, c.y);
    return { ...c, rots: c.rots.sort((a, b) => a - b), cx: x, cy: y };
  });

/** Lay the selected tile with the Confirm button, skipping the figure. */
async function confirm() {
  await s.exec(() => document.getElementById('btn-confirm').click());
  await waitFor('the move', async () => (await phase()) !== 'place');
  if ((await phase()) === 'figure') await s.exec(() => document.getElementById('btn-skip').click());
  await waitFor('the move made', async () => (await phase()) !== 'figure');
}

/** Tap a glowing cell (selected), tap it again (turned to the next rotation that fits). */
async function tapToPlace() {
  const c = await glowingCell();
  await tap(c.cx, c.cy);
  const sel = await waitFor('a selected cell', selected);
  assert.deepEqual([sel.x, sel.y], [c.x, c.y], 'the tapped cell is selected');
  assert.ok(c.rots.includes(sel.rot));
  await sleep(50);
  await tap(c.cx, c.cy);
  const turned = await selected();
  assert.deepEqual([turned.x, turned.y], [c.x, c.y], 'still that cell');
  const next = c.rots[(c.rots.indexOf(sel.rot) + 1) % c.rots.length];
  assert.equal(turned.rot, next, 'tapped again: turned to the next rotation that fits');
  return c;
}

test('touch: tap, tap again, pinch, pan, double tap, long press', async () => {
  s = await app.launch(844, 390);
  await sleep(300);
  await s.exec(() => document.getElementById('btn-new').click());
  await s.waitFind('#seats .seat');
  await s.exec(() => document.getElementById('btn-start').click());

  // Two turns by taps.
  for (let i = 0; i < 2; i++) {
    await humanTurn();
    await tapToPlace();
    await confirm();
  }
  await humanTurn();
  assert.equal(await selected(), null);

  // Pinch: the fingers spread apart around a fixed midpoint; the scale doubles (within the
  // limits) and the world point under the midpoint stays under it; nothing is placed.
  const box = await boardBox();
  const m = { x: Math.round(box.cx), y: Math.round(box.cy) };
  const cam0 = await cam();
  const w0 = await worldAt(m.x, m.y);
  const steps = [['down', 1, m.x - 30, m.y], ['down', 2, m.x + 30, m.y]];
  for (let k = 1; k <= 6; k++) steps.push(['move', 2, m.x + 30 + 5 * k, m.y], ['move', 1, m.x - 30 - 5 * k, m.y]);
  steps.push(['up', 1, m.x - 60, m.y], ['up', 2, m.x + 60, m.y]);
  await touches(steps);
  const cam1 = await cam();
  near(cam1.scale, Math.min(260, cam0.scale * 2), 0.01, 'the pinch doubled the scale');
  const w1 = await worldAt(m.x, m.y);
  near(w1[0], w0[0], 0.02, 'the midpoint’s world x');
  near(w1[1], w0[1], 0.02, 'the midpoint’s world y');
  assert.equal(await selected(), null, 'a pinch places nothing');

  // Two fingers moving together (a little closer): the world point under the old midpoint is
  // now under the new one.
  const wa = await worldAt(m.x, m.y);
  await touches([
    ['down', 1, m.x - 40, m.y],
    ['down', 2, m.x + 40, m.y],
    ['move', 1, m.x - 40 + 30, m.y + 20],
    ['move', 2, m.x + 40 + 20, m.y + 20],
    ['up', 1, m.x - 10, m.y + 20],
    ['up', 2, m.x + 60, m.y + 20],
  ]);
  const cam2 = await cam();
  near(cam2.scale, cam1.scale * 0.875, 0.01, 'spread 80 → 70 px');
  const wb = await worldAt(m.x + 25, m.y + 20);
  near(wb[0], wa[0], 0.02, 'the moved midpoint’s world x');
  near(wb[1], wa[1], 0.02, 'the moved midpoint’s world y');
  assert.equal(await selected(), null);

  // One finger pans: the camera follows it exactly; nothing is placed.
  const cam3 = await cam();
  await touches([
    ['down', 1, m.x, m.y],
    ['move', 1, m.x + 4, m.y + 3],
    ['move', 1, m.x + 30, m.y + 20],
    ['move', 1, m.x + 60, m.y + 40],
    ['up', 1, m.x + 60, m.y + 40],
  ]);
  const cam4 = await cam();
  near(cam4.x, cam3.x - 60 / cam3.scale, 1e-6, 'panned x');
  near(cam4.y, cam3.y - 40 / cam3.scale, 1e-6, 'panned y');
  assert.equal(cam4.scale, cam3.scale);
  assert.equal(await selected(), null, 'a pan places nothing');

  // Double tap on a placed tile (no glowing cell): the board fits — the same camera as Fit.
  const startTile = await s.exec(() => {
    const t = window.tessera;
    const tile = t.view.board[0];
    return t.board.cellToClient(tile.x, tile.y);
  });
  await touches([
    ['down', 1, startTile[0], startTile[1]],
    ['up', 1, startTile[0], startTile[1]],
    ['down', 1, startTile[0] + 3, startTile[1] + 2],
    ['up', 1, startTile[0] + 3, startTile[1] + 2],
  ]);
  const fitted = await cam();
  assert.notDeepEqual(fitted, cam4, 'the double tap moved the camera');
  const fit = await s.exec(() => {
    window.tessera.board.fit();
    return { ...window.tessera.board.cam };
  });
  assert.deepEqual(fitted, fit, 'the double tap fits the board');
  assert.equal(await selected(), null, 'a double tap off the glowing cells places nothing');

  // Long press on a placed tile with something to tell: its details show near the finger and
  // stay after it lifts; the next touch hides them. They are the mouse hover's details.
  const held = await s.exec(() => {
    const t = window.tessera;
    const tile = t.view.board.find((b) => b.features.some((f) => f.kind !== 'field')) || t.view.board[0];
    return [...t.board.cellToClient(tile.x, tile.y), tile.x, tile.y];
  });
  await touches([['down', 1, held[0], held[1]]]);
  await sleep(250);
  assert.equal(await s.exec(() => document.getElementById('tip').classList.contains('hidden')), true, 'not yet');
  await sleep(500);
  const tip = await s.exec(() => {
    const e = document.getElementById('tip');
    return { hidden: e.classList.contains('hidden'), lines: e.children.length, text: e.textContent, parts: [...e.children].map((c) => c.textContent).sort() };
  });
  assert.equal(tip.hidden, false, 'the long press shows the details');
  assert.ok(tip.lines >= 1 && tip.text.trim().length > 0, 'the tile’s features');
  await touches([['up', 1, held[0], held[1]]]);
  assert.equal(await s.exec(() => document.getElementById('tip').classList.contains('hidden')), false, 'they stay after the finger lifts');
  assert.equal(await selected(), null, 'a long press places nothing');
  await tap(box.left + 5, box.top + 5);
  assert.equal(await s.exec(() => document.getElementById('tip').classList.contains('hidden')), true, 'the next touch hides them');
  // The same point of the same tile (the tap may have chosen a glowing cell at the edge, which
  // the view then brings wholly into view).
  const again = await s.exec((x, y) => window.tessera.board.cellToClient(x, y), held[2], held[3]);
  await s.moveTo(again[0], again[1]);
  await waitFor('the hover details', () => s.exec(() => !document.getElementById('tip').classList.contains('hidden')));
  // The same features (the one under the pointer comes first, and a point near a feature's
  // edge can land on its neighbour after the view moved by a pixel: the order may differ).
  // Only the feature under the point says how open it is (its open ends, sides or squares, and
  // whether it can still be completed): those words are left out of the comparison.
  const hovered = await s.exec(() => [...document.getElementById('tip').children].map((c) => c.textContent).sort());
  const bare = (parts) => parts.map((p) => p.replace(/ · (\d+ open ends?|can grow .*|\d+ empty squares? around)/, '').replace(/(can never be completed|about \d+% likely).*$/, '').trim()).sort();
  assert.deepEqual(bare(hovered), bare(tip.parts), 'the same details as the mouse hover');
  await s.moveTo(box.left + 2, box.top + 2);

  // And one more turn by taps after it all.
  await tapToPlace();
  await confirm();
  await humanTurn();
  assert.ok((await s.exec(() => window.tessera.view.turn)) >= 6, 'three turns each');
});
