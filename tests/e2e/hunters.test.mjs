// End-to-end test of Hunters & Gatherers in the real app (harness.mjs; run by
// `cargo xtask e2e`): a hot-seat game started from the new-game screen, played through the UI
// (cells clicked, figure options chosen in the panel) toward forests that a tile completes,
// until a completed forest with gold earns a bonus tile; the bonus turn is announced and played
// by the same player, and the game resumes after a restart.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test hunters.test.mjs
// E2E_SHOTS=dir saves screenshots of each step.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from './webdriver.mjs';
import { useApp } from './harness.mjs';

// With this seed, laying each tile where a gatherer would complete a forest (else on the first
// glowing cell) earns a bonus tile within a few moves.
const SEED = 4;

const app = useApp({ prefix: 'hunters-' });
const shot = app.shot;
let s;
const saved = {};

const phase = () => s.exec(() => window.tessera.phase);
const view = () => s.exec(() => window.tessera.view);

/** Lay the tile in hand where a gatherer completes a forest (and put the gatherer there), else
 * on the first glowing cell with no figure. Clicks the cell, confirms, then picks the option in
 * the panel. Returns what was chosen. */
async function placeTowardForest() {
  const target = await s.exec(() => {
    const t = window.tessera;
    const ps = t.view.placements;
    let pick = null;
    for (const p of ps) {
      const i = p.options.findIndex((o) => o.completes && o.feature === 'forest');
      if (i >= 0) {
        pick = { p, option: i };
        break;
      }
    }
    pick = pick || { p: ps[0], option: 0 };
    t.preferRotation(pick.p.rot);
    const [x, y] = t.board.cellInView(pick.p.x, pick.p.y);
    return { x, y, cell: [pick.p.x, pick.p.y], option: pick.option };
  });
  await s.clickAt(target.x, target.y);
  await waitFor('the cell selected', () => s.exec(() => window.tessera.selected));
  await s.click('#btn-confirm');
  if ((await phase()) === 'figure') {
    if (target.option > 0) await s.click(`#options button[data-option="${target.option}"]`);
    else await s.click('#btn-skip');
  }
  return target;
}

test('Hunters & Gatherers: a gold forest completed, the bonus tile announced and played', async () => {
  s = await app.launch();
  await s.click('#btn-new');
  await s.click('#modes input[value="hunters-gatherers"]');
  await s.exec((seed) => {
    const kind = document.querySelector('#seats select[aria-label="Player 2 kind"]');
    kind.value = 'human';
    kind.dispatchEvent(new Event('change'));
    document.getElementById('opt-seed').value = String(seed);
  }, SEED);
  await shot('01-new-game');
  await s.click('#btn-start');
  await waitFor('the first turn', async () => (await phase()) === 'place', 20000);
  const v0 = await view();
  assert.equal(v0.mode, 'hunters-gatherers');
  assert.equal(v0.board[0].tile, 'HG-START');
  assert.equal(v0.players[0].followers, 5);
  assert.equal(v0.players[0].huts, 2);
  assert.equal(v0.hunters.bonus_left, 12);
  await shot('02-start');

  let bonus = null;
  for (let i = 0; i < 30 && !bonus; i++) {
    await waitFor('the tile in hand', async () => (await phase()) === 'place');
    const turn = (await view()).turn;
    await placeTowardForest();
    await waitFor('the move', async () => (await view()).turn > turn);
    const v = await view();
    if (v.hunters.bonus_turn) bonus = v;
  }
  assert.ok(bonus, 'a bonus turn came up');
  const forest = bonus.log.filter((e) => e.event === 'scored' && e.feature === 'forest').pop();
  assert.ok(forest, 'a forest was scored');
  assert.deepEqual(bonus.hand_source, { from: 'bonus' });
  assert.equal(bonus.last_move.player, bonus.current, 'the same player plays again');
  const taken = bonus.log.filter((e) => e.event === 'tile_taken').pop();
  assert.deepEqual(taken.source, { from: 'bonus' });
  assert.equal(taken.tile, bonus.hand);
  assert.match(bonus.hand, /^HB\d\d$/);
  assert.equal(bonus.hunters.bonus_left, 11);
  // Announced where the player looks: the log and the panel's status.
  assert.match(await s.text('#log'), /bonus/i);
  // At 1280 × 800 the remaining tiles (nearly all one of a kind) are grouped by their sides, so
  // the log stays in the window: several lines of it, the newest among them, without scrolling.
  const panel = await s.exec(() => {
    const box = (e) => e && e.getBoundingClientRect();
    const log = box(document.getElementById('log'));
    const newest = box(document.querySelector('#log li'));
    return {
      w: innerWidth,
      h: innerHeight,
      log: { top: Math.round(log.top), bottom: Math.round(log.bottom) },
      newest: newest && { top: Math.round(newest.top), bottom: Math.round(newest.bottom) },
      scrolled: document.querySelector('#game .panel').scrollTop,
      shown: document.querySelectorAll('#remaining .rt').length,
      kinds: window.tessera.view.remaining.filter(([, n]) => n > 0).length,
    };
  });
  assert.deepEqual([panel.w, panel.h], [1280, 800]);
  assert.ok(panel.kinds > 30 && panel.shown < 25, `the remaining tiles grouped: ${JSON.stringify(panel)}`);
  assert.ok(panel.scrolled === 0 && panel.log.bottom <= panel.h && panel.log.bottom - panel.log.top >= 80, `the log in the window: ${JSON.stringify(panel)}`);
  assert.ok(panel.newest && panel.newest.top >= panel.log.top && panel.newest.bottom <= panel.h, `the newest log line in view: ${JSON.stringify(panel)}`);
  await shot('03-bonus-turn');

  // The bonus tile is played like any tile; then the other player draws from the land stack.
  await waitFor('the bonus tile in hand', async () => (await phase()) === 'place');
  await placeTowardForest();
  await waitFor('the bonus move', async () => (await view()).turn > bonus.turn);
  const v = await view();
  assert.equal(v.board.some((b) => b.tile === bonus.hand), true, 'the bonus tile is on the board');
  assert.notDeepEqual(v.hand_source, { from: 'bonus' });
  assert.equal(v.last_move.player, bonus.current);
  await shot('04-bonus-played');
  Object.assign(saved, { id: v.id, turn: v.turn, tiles: v.board.length, scores: v.players.map((p) => p.score) });
  await app.quit();
  s = null;
});

test('a Hunters & Gatherers game resumes after a restart', async () => {
  assert.ok(saved.id, 'the first test saved a game');
  s = await app.launch();
  await waitFor('Continue enabled', () => s.exec(() => !document.getElementById('btn-continue').disabled));
  await s.click('#btn-continue');
  await waitFor('the game', async () => (await phase()) === 'place');
  const v = await view();
  assert.equal(v.id, saved.id);
  assert.equal(v.turn, saved.turn);
  assert.equal(v.board.length, saved.tiles);
  assert.deepEqual(v.players.map((p) => p.score), saved.scores);
  await shot('05-resumed');
});
