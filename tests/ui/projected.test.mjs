// The score rows' projected final score and the end chart's lines (ui/game/scores.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chartSeries, chartSteps, showsProjection } from '../../ui/game/scores.js';

const view = (finished, projected = [52, 30]) => ({
  finished,
  players: [{ score: 37, projected: projected[0] }, { score: 20, projected: projected[1] }],
});

test('the projection is shown while the game is played, when the setting is on', () => {
  assert.equal(showsProjection(view(false), true), true);
  assert.equal(showsProjection(view(false), false), false, 'switched off in Settings');
  assert.equal(showsProjection(view(true), true), false, 'at the end it is the score');
  assert.equal(showsProjection(view(false, [52, undefined]), true), false, 'a view without it');
  assert.equal(showsProjection({ finished: false, players: [] }, true), false);
  assert.equal(showsProjection(null, true), false);
});

test('the chart has a score line and a projected line per player, scaled to the larger', () => {
  const scores = [[0, 0], [2, 0], [2, 4], [14, 9]];
  const projected = [[0, 0], [5, 0], [6, 4], [14, 9]];
  const s = chartSeries(scores, projected, 2);
  assert.equal(s.moves, 4);
  assert.deepEqual(s.lines[0], { score: [0, 2, 2, 14], projected: [0, 5, 6, 14] });
  assert.deepEqual(s.lines[1], { score: [0, 0, 4, 9], projected: [0, 0, 4, 9] });
  assert.equal(s.max, 14);
  // A projection above every score raises the scale.
  assert.equal(chartSeries([[0], [3]], [[0], [40]], 1).max, 40);
  // At least 10, so an empty game still has an axis.
  assert.equal(chartSeries([[0, 0]], [[0, 0]], 2).max, 10);
});

test('a history without projections (an older view) draws the scores alone', () => {
  const s = chartSeries([[0, 0], [3, 1]], undefined, 2);
  assert.deepEqual(s.lines.map((l) => l.projected), [[], []]);
  assert.deepEqual(chartSeries([[0, 0], [3, 1]], [[0, 0]], 2).lines[0].projected, [], 'lengths differ');
});

test('the y axis steps are round', () => {
  assert.deepEqual(chartSteps(10), [0, 10]);
  assert.deepEqual(chartSteps(107), [0, 30, 60, 90]);
  assert.deepEqual(chartSteps(45), [0, 10, 20, 30, 40]);
});
