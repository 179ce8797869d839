// Unit tests of the review screen's pure parts (ui/game/reviewgraph.js, ui/game/momentboards.js):
// the graph's series and scale from the backend's judged moves, the labels' order (the
// backend's counts follow it), a number of points as the page writes it, how far the analysis
// has gone, and the camera that shows the move played and the better move side by side.
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LABELS, graphSteps, judgedUpTo, reviewSeries, tenth } from '../../ui/game/reviewgraph.js';
import { closeOn } from '../../ui/game/momentboards.js';

const mv = (number, player, value, luck) => ({ number, player, value, luck, loss: 0, label: 'best' });

test('the graph has a line per seat, the luck of each draw and a round scale', () => {
  const moves = [mv(1, 0, -3.2, null), mv(2, 1, 4.1, 1.5), mv(3, 0, -12.4, -2.5), mv(4, 1, 13, undefined)];
  const s = reviewSeries(moves, 2, 10, [3]);
  assert.deepEqual(s.lines, [
    [{ n: 1, v: -3.2 }, { n: 3, v: -12.4 }],
    [{ n: 2, v: 4.1 }, { n: 4, v: 13 }],
  ]);
  assert.deepEqual(s.luck, [{ n: 2, luck: 1.5, player: 1 }, { n: 3, luck: -2.5, player: 0 }]);
  assert.equal(s.range, 15, 'the largest difference, up to a multiple of 5');
  assert.equal(s.luckRange, 2.5);
  assert.equal(s.total, 10);
  assert.deepEqual(s.keys, [{ n: 3, v: -12.4, player: 0 }]);
  // Nothing judged yet: an empty graph with the least scale.
  const empty = reviewSeries([], 3, 0);
  assert.deepEqual(empty.lines, [[], [], []]);
  assert.equal(empty.range, 10);
  assert.equal(empty.total, 1);
  assert.deepEqual(graphSteps(20), [-20, -10, 0, 10, 20]);
});

test('labels, points and progress as the page writes them', () => {
  assert.deepEqual(LABELS, ['best', 'good', 'inaccuracy', 'mistake', 'blunder']);
  assert.equal(tenth(4.26), 4.3);
  assert.equal(tenth(-0.04), 0);
  assert.ok(Object.is(tenth(-0.04), 0), 'no −0');
  assert.equal(judgedUpTo({ moves: [] }), 0);
  assert.equal(judgedUpTo({ moves: [mv(1, 0, 0), mv(2, 1, 0)] }), 2);
});

test('both boards look at the two moves in the middle, close enough to read', () => {
  // One square: four squares across, centred on it.
  assert.deepEqual(closeOn([{ x: 2, y: -1 }], 400, 300), { x: 2.5, y: -0.5, scale: 100 });
  // Two squares far apart: both in view with a square around them.
  const c = closeOn([{ x: 0, y: 0 }, { x: 6, y: 1 }], 300, 300);
  assert.deepEqual([c.x, c.y], [3.5, 1]);
  assert.ok(c.scale * 9 <= 300 + 1e-9, 'nine squares across fit');
  // Tall rather than wide: the height decides.
  const tall = closeOn([{ x: 0, y: 0 }, { x: 0, y: 8 }], 400, 200);
  assert.ok(tall.scale * 11 <= 200 + 1e-9);
});

test('the coach looks at a human move against the AI and notes it from the threshold', async () => {
  const { coachesMove, worthANote, THRESHOLDS } = await import('../../ui/game/coach.js');
  const seats = [{ kind: 'human' }, { kind: 'ai', level: 'hard' }];
  const on = { coach: true, coachThreshold: 2 };
  const view = (player, s = seats) => ({ seats: s, turn: 5, last_move: { player } });
  assert.equal(coachesMove(view(0), on), true);
  assert.equal(coachesMove(view(1), on), false, "the AI's move");
  assert.equal(coachesMove(view(0), { ...on, coach: false }), false, 'off');
  assert.equal(coachesMove(view(0, [{ kind: 'human' }, { kind: 'human' }]), on), false, 'hot seat');
  assert.equal(coachesMove({ seats, turn: 0 }, on), false, 'no move yet');
  assert.equal(worthANote(2, 2), true);
  assert.equal(worthANote(1.9, 2), false);
  assert.equal(worthANote(1.2, 1), true);
  assert.ok(THRESHOLDS.includes(2));
});
