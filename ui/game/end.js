// The end-of-game screen: the winner, each player's points by feature kind (the kinds the
// mode module lists) and total, and a chart of the scores over the game. It is a modal dialog:
// while it is shown the game behind it is inert and the focus is on its main button, so a
// keyboard user can leave it (Main menu, See the board, or Esc) without hunting for it.

import { $, el } from '../dom.js';
import { S } from '../strings.js';
import { num } from '../i18n.js';
import { drawSeatMark, seatMark } from '../seatmark.js';
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
    const kinds = m.mode.breakdownKinds;
    $('end-table').replaceChildren(
      el('tr', {}, el('th', {}, S.players), ...kinds.map((k) => el('th', {}, m.mode.words.feature[k])), el('th', {}, S.total)),
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
    drawChart($('chart'), v.score_history, v.players.length, m.colours);
    $('chart').setAttribute('aria-label', S.chartLabel(v.players.map((p, i) => S.scoreOf(m.name(i), p.score))));
  }
}

function drawChart(c, hist, players, colours) {
  const ctx = c.getContext('2d');
  const W = c.width;
  const H = c.height;
  ctx.clearRect(0, 0, W, H);
  const max = Math.max(10, ...hist.flat());
  const pad = 30;
  const x = (i) => pad + ((W - pad - 10) * i) / Math.max(1, hist.length - 1);
  const y = (s) => H - pad + 10 - ((H - pad - 10) * s) / max;
  ctx.strokeStyle = '#d9d1bd';
  ctx.fillStyle = '#6d6a5f';
  ctx.font = '11px sans-serif';
  for (let s = 0; s <= max; s += Math.ceil(max / 5 / 10) * 10) {
    ctx.beginPath();
    ctx.moveTo(pad, y(s));
    ctx.lineTo(W - 10, y(s));
    ctx.stroke();
    ctx.fillText(num(s), 4, y(s) + 4);
  }
  // The axis's name in the bottom right corner (moved left as far as a longer word needs).
  const axis = S.turnsAxis;
  ctx.fillText(axis, Math.min(W - 60, W - 4 - ctx.measureText(axis).width), H - 4);
  for (let p = 0; p < players; p++) {
    ctx.beginPath();
    hist.forEach((row, i) => (i ? ctx.lineTo(x(i), y(row[p])) : ctx.moveTo(x(i), y(row[p]))));
    ctx.strokeStyle = colours[p];
    ctx.lineWidth = 2.5;
    ctx.stroke();
    // The seat's shape at the line's end, so the lines differ by more than colour.
    const last = hist.length - 1;
    if (last >= 0) drawSeatMark(ctx, x(last), y(hist[last][p]), 6, p, colours[p]);
  }
}
