// The end-of-game screen: the winner, each player's points by feature kind (the kinds the
// mode module lists) and total, and a chart of the scores over the game, each player's projected
// final score after each move beside it (dashed, with a legend). It is a modal dialog:
// while it is shown the game behind it is inert and the focus is on its main button, so a
// keyboard user can leave it (Main menu, See the board, or Esc) without hunting for it.

import { $, el } from '../dom.js';
import { S } from '../strings.js';
import { num, t } from '../i18n.js';
import { drawSeatMark, seatMark } from '../seatmark.js';
import { chartSeries, chartSteps } from './scores.js';
import { closeSheets } from './sheet.js';

/** What the dialog makes inert while it is shown. */
const BEHIND = ['.topbar', '.game-body'];
const setInert = (on) => {
  for (const sel of BEHIND) for (const e of document.querySelectorAll(`#game ${sel}`)) e.inert = on;
};

/** The names of the players with the best score (more than one: a shared win). */
export function winners(scores, name) {
  const best = Math.max(...scores);
  return scores.map((s, i) => (s === best ? name(i) : null)).filter((n) => n !== null);
}

export class EndScreen {
  hide() {
    const was = !$('end').classList.contains('hidden');
    $('end').classList.add('hidden');
    setInert(false);
    if (was && $('end').contains(document.activeElement)) $('board').focus({ preventScroll: true });
  }

  shown() {
    return !$('end').classList.contains('hidden');
  }

  /** `m`: `{ view, mode, colours, name(p) }`. */
  show(m) {
    this.fill(m);
    $('end-error').textContent = '';
    // A sheet open at the end would keep parts of the game inert after the dialog.
    closeSheets();
    $('end').classList.remove('hidden');
    setInert(true);
    $('btn-end-menu').focus({ preventScroll: true });
  }

  /** Word the dialog anew where it is (after a change of language), the focus left alone. */
  reword(m) {
    if (this.shown()) this.fill(m);
  }

  /** The dialog's content: the title, the table and the chart. */
  fill(m) {
    const v = m.view;
    const scores = v.players.map((p) => p.score);
    const best = Math.max(...scores);
    $('end-title').textContent = `${S.gameOver} — ${S.winner(winners(scores, m.name))}`;
    // The backend's kinds in its order (app_info's modes), each column named by the mode.
    const kinds = m.kinds;
    $('end-table').replaceChildren(
      el('tr', {}, el('th', {}, S.players), ...kinds.map((k) => el('th', {}, m.mode.words.breakdown(k))), el('th', {}, S.total)),
      ...v.players.map((p, i) =>
        el(
          'tr',
          { class: p.score === best ? 'winner' : '' },
          el('td', {}, seatMark(i, m.colours[i]), ' ', m.name(i)),
          ...kinds.map((k) => el('td', {}, num((v.breakdown[i] && v.breakdown[i][k]) || 0))),
          el('td', {}, num(p.score)),
        ),
      ),
    );
    const series = chartSeries(v.score_history, v.projected_history, v.players.length);
    drawChart($('chart'), series, m.colours);
    legend($('chart-legend'), series.lines.some((l) => l.projected.length > 0));
    $('chart').setAttribute('aria-label', S.chartLabel(v.players.map((p, i) => S.scoreOf(m.name(i), p.score))));
    // A tutorial's closing words; its game is not saved, so it has no replay nor review.
    $('end-note').textContent = m.note || '';
    $('end-note').classList.toggle('hidden', !m.note);
    $('btn-end-replay').classList.toggle('hidden', !!m.practice);
    $('btn-end-review').classList.toggle('hidden', !!m.practice);
  }
}

/** The chart's legend: a solid line for the scores, a dashed one for the projections. */
function legend(box, projected) {
  const item = (cls, id) => el('span', { class: 'legend-item' }, el('span', { class: `legend-line ${cls}`, 'aria-hidden': 'true' }), t(id));
  box.replaceChildren(item('solid', 'ui-chart-scored'), projected ? item('dashed', 'ui-chart-projected') : null);
}

/** The scores after each move as solid lines and the projected final scores as dashed lines in
 * the seat's colour, the seat's shape where they end (both end at the final score). */
function drawChart(c, series, colours) {
  const ctx = c.getContext('2d');
  const W = c.width;
  const H = c.height;
  ctx.clearRect(0, 0, W, H);
  const { lines, max, moves } = series;
  const pad = 30;
  const x = (i) => pad + ((W - pad - 10) * i) / Math.max(1, moves - 1);
  const y = (s) => H - pad + 10 - ((H - pad - 10) * s) / max;
  ctx.strokeStyle = '#d9d1bd';
  ctx.fillStyle = '#6d6a5f';
  ctx.font = '11px sans-serif';
  ctx.lineWidth = 1;
  ctx.setLineDash([]);
  for (const s of chartSteps(max)) {
    ctx.beginPath();
    ctx.moveTo(pad, y(s));
    ctx.lineTo(W - 10, y(s));
    ctx.stroke();
    ctx.fillText(num(s), 4, y(s) + 4);
  }
  // The axis's name in the bottom right corner (moved left as far as a longer word needs).
  const axis = S.turnsAxis;
  ctx.fillText(axis, Math.min(W - 60, W - 4 - ctx.measureText(axis).width), H - 4);
  const path = (values) => {
    ctx.beginPath();
    values.forEach((s, i) => (i ? ctx.lineTo(x(i), y(s)) : ctx.moveTo(x(i), y(s))));
  };
  // The projections first, thinner and dashed, under the scores.
  lines.forEach((l, p) => {
    if (!l.projected.length) return;
    path(l.projected);
    ctx.strokeStyle = colours[p];
    ctx.lineWidth = 1.5;
    ctx.setLineDash([6, 4]);
    ctx.stroke();
  });
  ctx.setLineDash([]);
  lines.forEach((l, p) => {
    path(l.score);
    ctx.strokeStyle = colours[p];
    ctx.lineWidth = 2.5;
    ctx.stroke();
    // The seat's shape at the line's end, so the lines differ by more than colour.
    const last = l.score.length - 1;
    if (last >= 0) drawSeatMark(ctx, x(last), y(l.score[last]), 6, p, colours[p]);
  });
}
