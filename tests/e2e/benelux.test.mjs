// End-to-end test of Benelux in the real app (harness.mjs; run by `cargo xtask e2e`): a hot-seat
// game started from the new-game screen, played through the UI until a player collects a map chip, then that player takes a face-up island tile (clicked on the map, put back,
// taken again from the panel) and places it; the game is resumed after a restart.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test benelux.test.mjs
// E2E_SHOTS=dir saves screenshots of each step.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from './webdriver.mjs';
import { useApp } from './harness.mjs';

const SEED = 7;

const app = useApp({ prefix: 'benelux-' });
const shot = app.shot;
let s;
const saved = {};

const phase = () => s.exec(() => window.tessera.phase);
const view = () => s.exec(() => window.tessera.view);

/** Lay the tile in hand by clicking its cell and confirming (no figure): on a chip if it can,
 * else as near a chip as it can. Returns the placement chosen. */
async function placeTowardChip() {
  const target = await s.exec(() => {
    const t = window.tessera;
    const chips = t.view.benelux.chips;
    const dist = (p) => Math.min(...chips.map((c) => Math.abs(c.x - p.x) + Math.abs(c.y - p.y)));
    const p = t.view.placements.slice().sort((a, b) => dist(a) - dist(b))[0];
    t.preferRotation(p.rot);
    const [x, y] = t.board.cellInView(p.x, p.y);
    return { x, y, cell: [p.x, p.y], onChip: dist(p) === 0 };
  });
  await s.clickAt(target.x, target.y);
  await waitFor('the cell selected', () => s.exec(() => window.tessera.selected));
  await s.click('#btn-confirm');
  if ((await phase()) === 'figure') await s.click('#btn-skip');
  return target;
}

test('Benelux: the map, a chip collected, an island tile taken, put back, taken and placed', async () => {
  s = await app.launch();
  await s.click('#btn-new');
  await s.click('#modes input[value="benelux"]');
  await s.waitFind('#opt-start-1');
  // Hot seat: the second seat becomes human; a fixed seed.
  await s.exec((seed) => {
    const kind = document.querySelector('#seats select[aria-label="Player 2 kind"]');
    kind.value = 'human';
    kind.dispatchEvent(new Event('change'));
    document.getElementById('opt-seed').value = String(seed);
  }, SEED);
  await shot('01-new-game');
  await s.click('#btn-start');
  await waitFor('the first turn', async () => ['place', 'source'].includes(await phase()), 20000);

  // The whole map is in view, with the start tiles on Meppel and Charleroi.
  const start = await s.exec(() => {
    const t = window.tessera;
    const v = t.view;
    const corners = [t.board.cellToClient(0, 0), t.board.cellToClient(v.map.width - 1, v.map.height - 1)];
    const r = document.getElementById('board').getBoundingClientRect();
    const inside = corners.every(([x, y]) => x > r.left && x < r.right && y > r.top && y < r.bottom);
    const starts = v.map.squares.filter((q) => q.kind === 'start');
    const used = starts.filter((q) => v.board.some((b) => b.x === q.x && b.y === q.y)).map((q) => q.of);
    return { inside, used, chips: v.benelux.chips.length, islands: v.benelux.islands.length, mode: v.mode };
  });
  assert.equal(start.inside, true, 'the map fits the board');
  assert.deepEqual(start.used.sort(), ['charleroi', 'meppel']);
  assert.equal(start.chips, 20);
  assert.equal(start.islands, 3);
  await shot('02-map');

  // Play toward the chips until someone collects one.
  let collector = null;
  for (let i = 0; i < 16 && collector === null; i++) {
    await waitFor('a human turn', async () => ['place', 'source'].includes(await phase()));
    if ((await phase()) === 'source') await s.click('#sources button[data-source="deck"]');
    await waitFor('the tile in hand', async () => (await phase()) === 'place');
    const turn = (await view()).turn;
    await placeTowardChip();
    await waitFor('the move', async () => (await view()).turn > turn);
    const v = await view();
    const scored = v.log.find((e) => e.event === 'scored' && e.feature === 'chip');
    if (scored) collector = scored.players[0];
  }
  assert.notEqual(collector, null, 'a chip was collected');
  const v1 = await view();
  const chipEvent = v1.log.find((e) => e.event === 'scored' && e.feature === 'chip');
  assert.equal(chipEvent.occasion, 'collected');
  assert.equal(chipEvent.cells.length, 1);
  assert.equal(v1.benelux.chips.length, 19, 'the chip left the board');
  const held = v1.benelux.held[collector];
  assert.equal(held.length, 1);
  assert.equal(held[0].value, chipEvent.points);
  // The player's chip is shown face up, with its value, beside their score.
  assert.equal(await s.text(`#players tr[data-player="${collector}"] .chip`), String(held[0].value));
  assert.match(await s.text('#log'), new RegExp(`map chip collected: ${held[0].value}`));
  await shot('03-chip-collected');

  // Until the collector's turn: the other player draws.
  while ((await view()).current !== collector) {
    if ((await phase()) === 'source') await s.click('#sources button[data-source="deck"]');
    await waitFor('the tile in hand', async () => (await phase()) === 'place');
    const turn = (await view()).turn;
    await placeTowardChip();
    await waitFor('the move', async () => (await view()).turn > turn);
  }
  await waitFor('the choice of source', async () => (await phase()) === 'source');
  const choosing = await view();
  const colour = held[0].colour;
  const island = choosing.benelux.islands.find((i) => i.colour === colour);
  const offered = choosing.sources.filter((x) => x.from === 'stack').map((x) => x.index);
  assert.ok(offered.length >= 1, 'an island stack is offered');
  assert.ok(offered.every((i) => island.stacks.some((st) => st.index === i)), 'only stacks of the chip’s colour');
  const buttons = await s.exec(() => [...document.querySelectorAll('#sources button')].map((b) => [b.dataset.source, b.textContent]));
  assert.deepEqual(buttons.map((b) => b[0]), ['deck', ...offered.map((i) => `stack-${i}`)]);
  // The tile on offer is named by what it shows (never by its catalog code).
  assert.match(buttons[1][1], /^Take from the .* island.*: [a-z][a-z -]+ \(gives up a .* chip\)$/);
  await shot('04-choose-source');

  // Take it by clicking the island on the map, put it back, then take it from the panel.
  const stack = island.stacks.find((st) => st.index === offered[0]);
  const at = await s.exec((x, y) => window.tessera.board.cellToClient(x, y), stack.x, stack.y);
  // A hint asked first (it chooses its source in the panel); once the island tile is taken,
  // the hint line says to place it or put it back, and a hint to draw face down is gone.
  await s.click('#btn-hint');
  await waitFor('the hint', () => s.exec(() => !document.getElementById('hint-reason').classList.contains('hidden')));
  const hinted = await s.exec(() => document.querySelector('#sources button.chosen').dataset.source);
  await s.clickAt(at[0], at[1]);
  await waitFor('the island tile in hand', async () => (await phase()) === 'place');
  const line = await s.exec(() => ({ hint: document.getElementById('hint').textContent, reason: !document.getElementById('hint-reason').classList.contains('hidden') }));
  assert.match(line.hint, /place the tile\. .*Or put it back \(Esc\) and choose again\.$/);
  if (hinted === 'deck') assert.equal(line.reason, false, 'the hint to draw face down is gone once an island tile is taken');
  let v2 = await view();
  assert.equal(v2.hand, stack.top);
  assert.deepEqual(v2.hand_source, { from: 'stack', index: stack.index });
  assert.equal(v2.can_put_back, true);
  await shot('05-island-tile-in-hand');
  await s.click('#btn-put-back');
  await waitFor('the choice again', async () => (await phase()) === 'source');
  assert.equal((await view()).benelux.held[collector].length, 1, 'putting back keeps the chip');
  await s.click(`#sources button[data-source="stack-${stack.index}"]`);
  await waitFor('the island tile in hand again', async () => (await phase()) === 'place');
  const turn = (await view()).turn;
  const placed = await placeTowardChip();
  await waitFor('the move', async () => (await view()).turn > turn);

  // The tile is on the board, the chip given up, the island's stack one tile shorter.
  const v3 = await view();
  const tile = v3.board.find((b) => b.x === placed.cell[0] && b.y === placed.cell[1]);
  assert.equal(tile.tile, stack.top);
  const taken = v3.log.find((e) => e.event === 'tile_taken');
  assert.ok(taken, 'a tile_taken event');
  assert.equal(taken.player, collector);
  assert.deepEqual(taken.source, { from: 'stack', index: stack.index });
  assert.equal(v3.benelux.spent[collector], 1);
  assert.equal(v3.benelux.held[collector].length - (placed.onChip ? 1 : 0), 0, 'the chip was given up');
  const after = v3.benelux.islands.find((i) => i.colour === colour).stacks.find((st) => st.index === stack.index);
  assert.equal(after.below, Math.max(0, stack.below - 1));
  assert.equal(after.top === null, stack.below === 0);
  assert.match(await s.text('#log'), /from the .* island \(gave up a .* chip\)/);
  await shot('06-island-tile-placed');
  Object.assign(saved, { id: v3.id, turn: v3.turn, benelux: v3.benelux, tiles: v3.board.length });
  await app.quit();
  s = null;
});

test('a Benelux game resumes with its map, chips and islands', async () => {
  assert.ok(saved.id, 'the first test saved a game');
  s = await app.launch();
  await waitFor('Continue enabled', () => s.exec(() => !document.getElementById('btn-continue').disabled));
  await s.click('#btn-continue');
  await waitFor('the game', async () => ['place', 'source'].includes(await phase()));
  const v = await view();
  assert.equal(v.id, saved.id);
  assert.equal(v.turn, saved.turn);
  assert.equal(v.board.length, saved.tiles);
  assert.deepEqual(v.benelux, saved.benelux);
  await shot('07-resumed');
});
