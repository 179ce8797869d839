// The players' scores as the panel and the end chart show them, pure (no DOM): whether the
// projected final score goes beside each score, and the chart's lines and scale. The projection
// itself is the backend's (`players[i].projected`, `projected_history`: the engine's own final
// scoring run on a copy of the game), never worked out here.

/** Whether the projected final score is shown beside the scores: the setting is on, the game is
 * still being played (at the end it is the score) and the view carries a projection for every
 * player. */
export function showsProjection(view, setting) {
  return !!setting && !!view && !view.finished && Array.isArray(view.players) && view.players.length > 0
    && view.players.every((p) => Number.isFinite(p.projected));
}

/** The end chart's series: for each player, the scores after each move (`score`) and the
 * projected final scores after each move (`projected`, empty when the view has none), and the
 * largest value either reaches (at least 10), which the y axis runs to. */
export function chartSeries(scoreHistory, projectedHistory, players) {
  const hist = scoreHistory || [];
  const proj = projectedHistory && projectedHistory.length === hist.length ? projectedHistory : [];
  const lines = [];
  for (let p = 0; p < players; p++) {
    lines.push({ score: hist.map((row) => row[p] || 0), projected: proj.map((row) => row[p] || 0) });
  }
  const max = Math.max(10, ...lines.flatMap((l) => [...l.score, ...l.projected]));
  return { lines, max, moves: hist.length };
}

/** The y axis's steps: a round step (a multiple of 10) giving about five lines up to `max`. */
export function chartSteps(max) {
  const step = Math.ceil(max / 5 / 10) * 10;
  const out = [];
  for (let s = 0; s <= max; s += step) out.push(s);
  return out;
}
