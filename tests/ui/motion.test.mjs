// Unit tests of the move's timeline (ui/game/motion.js): the steps of a move in order, their
// durations by speed, none when off or under reduced motion, a human's move against an AI's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { timeline, stepAt, ease, BASE, SCALE } from '../../ui/game/motion.js';

const SEATS = [
  { name: 'Ada', kind: 'human' },
  { name: 'Bot', kind: 'ai', level: 'normal' },
];

/** A view of game 'g' at `turn` with `log` (the events so far) and what else is given. */
function view(turn, log, more = {}) {
  return { id: 'g', turn, log, seats: SEATS, board: [], current: 0, current_is_ai: false, finished: false, hand: null, choosing_source: false, hand_source: { from: 'deck' }, ...more };
}

const placed = (player, x, y, tile = 'CRR', rot = 90) => ({ event: 'tile_placed', player, tile, x, y, rot });
const figure = (player, at = 'N', feature = 'city') => ({ event: 'figure_placed', player, figure: 'meeple', at, feature });
const scored = (players, points, cells = [{ x: 1, y: 0 }], more = {}) => ({ event: 'scored', feature: 'city', cells, players, points, final_scoring: false, occasion: 'completed', ...more });
const back = (player, x, y) => ({ event: 'figure_returned', player, figure: 'meeple', x, y });
const kinds = (tl) => tl.steps.map((s) => s.kind);

// The AI (seat 1) lays a tile with a figure that completes a city with one of Ada's followers
// and its own: both score, both figures go home; then Ada draws her next tile.
const before = view(4, [placed(0, 0, 0)], {
  current: 1,
  current_is_ai: true,
  board: [{ x: 0, y: 0, tile: 'C', rot: 0, figures: [{ player: 0, kind: 'meeple', at: 'E', feature: 'city', feat: 0 }], features: [] }],
});
const aiMove = [placed(1, 1, 0), figure(1, 'W'), scored([0, 1], 4, [{ x: 0, y: 0 }, { x: 1, y: 0 }]), back(0, 0, 0), back(1, 1, 0)];
const after = view(5, [...before.log, ...aiMove], { current: 0, hand: 'RR' });

test("an AI's move: the tile travels, its figure drops in, points rise, figures fly home, then the next tile is drawn", () => {
  const tl = timeline(before, after, { speed: 'normal' });
  assert.deepEqual(kinds(tl), ['tile', 'figure', 'score', 'score', 'return', 'return', 'draw']);
  const [tile, fig, s0, s1, r0, r1, draw] = tl.steps;
  assert.equal(tile.start, 0);
  assert.deepEqual([tile.x, tile.y, tile.rot, tile.tile, tile.player], [1, 0, 90, 'CRR', 1]);
  assert.equal(fig.start, tile.start + tile.dur, 'the figure drops once the tile has settled');
  assert.deepEqual([fig.x, fig.y, fig.at, fig.feature, fig.figure], [1, 0, 'W', 'city', 'meeple']);
  assert.equal(s0.start, fig.start + fig.dur, 'points rise after the figure');
  assert.deepEqual([s0.player, s1.player], [0, 1], 'one rising score per scorer');
  assert.ok(s1.start > s0.start, 'side by side scores rise a little apart');
  assert.deepEqual(s0.cells, [{ x: 0, y: 0 }, { x: 1, y: 0 }]);
  assert.ok(r0.start > s0.start && r0.start < s0.start + s0.dur, 'figures fly home while the points rise');
  assert.equal(draw.start, Math.max(...[s0, s1, r0, r1].map((s) => s.start + s.dur)), 'the next tile is drawn after it all');
  assert.equal(tl.total, draw.start + draw.dur);
  assert.equal(tl.shown, draw.start, 'the move is shown once the next tile starts its way');
  for (const s of tl.steps) assert.ok(s.dur >= 150 && s.dur <= 300, `${s.kind}: ${s.dur} ms is within 150–300 ms at the normal speed`);
  // Steps are in start order.
  for (let i = 1; i < tl.steps.length; i++) assert.ok(tl.steps[i].start >= tl.steps[i - 1].start);
});

test('a returned figure says where it stood: its feature on the tile before, or the placing of this move', () => {
  const tl = timeline(before, after, { speed: 'normal' });
  const [r0, r1] = tl.steps.filter((s) => s.kind === 'return');
  assert.deepEqual([r0.player, r0.x, r0.y, r0.feat, r0.at, r0.feature], [0, 0, 0, 0, 'E', 'city'], "Ada's follower stood on the tile before");
  assert.deepEqual([r1.player, r1.x, r1.y, r1.feat, r1.at, r1.feature], [1, 1, 0, null, 'W', 'city'], "the AI's came and went with this move");
});

test('the view follows an action off screen: the camera moves first', () => {
  const tl = timeline(before, after, { speed: 'normal', onScreen: (x, y) => !(x === 1 && y === 0) });
  assert.deepEqual(kinds(tl).slice(0, 2), ['camera', 'tile']);
  const [cam, tile] = tl.steps;
  assert.deepEqual([cam.x, cam.y, cam.start], [1, 0, 0]);
  assert.equal(tile.start, cam.dur);
  assert.equal(tl.steady, cam.dur, 'the view is at rest (the player may act) once the camera has moved');
  const still = timeline(before, after, { speed: 'normal', onScreen: () => true });
  assert.equal(still.steps[0].kind, 'tile', 'on screen: no camera move');
  assert.equal(still.steady, 0, 'on screen: the player may act at once');
});

test('durations scale with the speed setting', () => {
  const normal = timeline(before, after, { speed: 'normal' });
  const slow = timeline(before, after, { speed: 'slow' });
  const fast = timeline(before, after, { speed: 'fast' });
  assert.deepEqual(kinds(slow), kinds(normal));
  assert.deepEqual(kinds(fast), kinds(normal));
  normal.steps.forEach((s, i) => {
    assert.equal(s.dur, BASE[s.kind]);
    assert.equal(slow.steps[i].dur, Math.round(BASE[s.kind] * SCALE.slow));
    assert.ok(fast.steps[i].dur < s.dur && s.dur < slow.steps[i].dur);
  });
  assert.ok(fast.total < normal.total && normal.total < slow.total);
  assert.deepEqual(kinds(timeline(before, after, {})), kinds(normal), 'no speed given: normal');
});

test('off (instant) or reduced motion: no steps, the end state at once', () => {
  assert.deepEqual(timeline(before, after, { speed: 'instant' }), { steps: [], total: 0, shown: 0, steady: 0 });
  assert.deepEqual(timeline(before, after, { speed: 'slow', reduced: true }), { steps: [], total: 0, shown: 0, steady: 0 });
});

test("a human's move: no travel and no drop for their own tile and figure, but their scoring rises and figures fly home", () => {
  const prev = view(2, [placed(1, 0, 0)], { current: 0, hand: 'CRR' });
  const next = view(3, [...prev.log, placed(0, 1, 0), figure(0, 'E', 'road'), scored([0], 3), back(0, 1, 0)], { current: 1, current_is_ai: true });
  const tl = timeline(prev, next, { speed: 'normal', onScreen: () => false });
  assert.deepEqual(kinds(tl), ['score', 'return'], 'no camera either: the player laid it where they looked');
  assert.equal(tl.steps[0].start, 0);
  assert.deepEqual([tl.steps[1].at, tl.steps[1].feature], ['E', 'road']);
});

test('a quiet move: only the travel and the drop; a move scoring nothing to nobody raises nothing', () => {
  const prev = view(1, [], { current: 1, current_is_ai: true });
  const next = view(2, [placed(1, 2, 2), scored([], 0)], { current: 1, current_is_ai: true });
  assert.deepEqual(kinds(timeline(prev, next, { speed: 'fast' })), ['tile'], "an AI's next turn: nothing drawn into the hand");
});

test('the final scoring is left to the end screen', () => {
  const prev = view(70, [], { current: 1, current_is_ai: true });
  const next = view(71, [placed(1, 0, 1), scored([0], 5, [], { final_scoring: true, occasion: 'final' }), { event: 'game_over', scores: [5, 0] }], { finished: true });
  assert.deepEqual(kinds(timeline(prev, next, { speed: 'normal' })), ['tile']);
});

test('the abbot recalled flies home', () => {
  const prev = view(8, [], { board: [{ x: 3, y: 3, tile: 'M', rot: 0, figures: [{ player: 0, kind: 'abbot', at: 'C', feature: 'monastery', feat: 0 }] }], hand: 'RR' });
  const next = view(9, [placed(0, 4, 4), { event: 'abbot_recalled', player: 0, x: 3, y: 3 }, scored([0], 6, [{ x: 3, y: 3 }], { feature: 'monastery', occasion: 'recalled' })], { current: 1, current_is_ai: true });
  const tl = timeline(prev, next, { speed: 'normal' });
  assert.deepEqual(kinds(tl), ['score', 'return']);
  assert.deepEqual([tl.steps[1].figure, tl.steps[1].feat, tl.steps[1].x], ['abbot', 0, 3]);
});

test('the drawn tile slides into the hand only when newly drawn from the deck', () => {
  const prev = view(3, [], { current: 0, hand: 'CRR' });
  assert.deepEqual(kinds(timeline(prev, { ...prev }, {})), [], 'the same tile still in hand (a refused move)');
  const taken = view(3, [], { current: 0, hand: 'CRR', hand_source: { from: 'stack', index: 1 } });
  assert.deepEqual(kinds(timeline(view(3, [], { choosing_source: true }), taken, {})), [], 'taken from a stack: it is on the board already');
  const drawn = view(3, [], { current: 0, hand: 'CRR' });
  const tl = timeline(view(3, [], { choosing_source: true }), drawn, {});
  assert.deepEqual(kinds(tl), ['draw']);
  assert.deepEqual([tl.steps[0].tile, tl.steps[0].player, tl.steps[0].start], ['CRR', 0, 0]);
});

test('nothing to show: a first view, another game, an undo', () => {
  assert.deepEqual(timeline(null, after, {}).steps, []);
  assert.deepEqual(timeline({ ...before, id: 'other' }, after, {}).steps, []);
  assert.deepEqual(timeline(after, before, {}).steps, [], 'an undo goes back at once');
});

test('stepAt: before, running with its progress, done', () => {
  const s = { start: 100, dur: 200 };
  assert.deepEqual(stepAt(s, 50), { phase: 'before', p: 0 });
  assert.deepEqual(stepAt(s, 200), { phase: 'running', p: 0.5 });
  assert.deepEqual(stepAt(s, 300), { phase: 'done', p: 1 });
  for (const f of Object.values(ease)) {
    assert.ok(Math.abs(f(0)) < 1e-9 && Math.abs(f(1) - 1) < 1e-9);
  }
  assert.ok(ease.settle(0.8) > 1, 'a laid tile goes a little past and settles back');
});
