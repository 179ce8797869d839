// The game review's figures for the page, pure (no DOM): the labels in their order, a loss and
// a luck as the page writes them, and the graph's series and scale. Every number is the
// backend's (src-tauri/src/review.rs, the engine's review); nothing is judged here.

/** The labels of a move, best first (the backend's `labels` counts are in this order). */
export const LABELS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

/** A number of points with one decimal (−0 is 0). */
export const tenth = (x) => {
  const r = Math.round(x * 10) / 10;
  return r === 0 ? 0 : r;
};

/** The graph's series: for each seat, its judged moves' expected score difference after the
 * move played (`{ n, v }`, `n` the move's number); the luck of each draw (`{ n, luck, player }`);
 * the y axis's half range (a multiple of 5, at least 10) and the luck's (at least 2); and the
 * key moments as points on the lines. */
export function reviewSeries(moves, seats, total, keyMoments = []) {
  const lines = [];
  for (let p = 0; p < seats; p++) lines.push(moves.filter((m) => m.player === p).map((m) => ({ n: m.number, v: m.value })));
  const luck = moves.filter((m) => Number.isFinite(m.luck)).map((m) => ({ n: m.number, luck: m.luck, player: m.player }));
  const top = Math.max(10, ...moves.map((m) => Math.abs(m.value)));
  const range = Math.ceil(top / 5) * 5;
  const luckRange = Math.max(2, ...luck.map((l) => Math.abs(l.luck)));
  const keys = keyMoments
    .map((n) => moves.find((m) => m.number === n))
    .filter(Boolean)
    .map((m) => ({ n: m.number, v: m.value, player: m.player }));
  return { lines, luck, range, luckRange, total: Math.max(1, total), keys };
}

/** The y axis's steps from −range to range: five lines, the middle one 0. */
export function graphSteps(range) {
  const half = range / 2;
  return [-range, -half, 0, half, range];
}

/** How far the analysis has gone: the last move judged (0 before the first). */
export const judgedUpTo = (rv) => (rv.moves.length ? rv.moves[rv.moves.length - 1].number : 0);
