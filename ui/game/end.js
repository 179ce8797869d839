// The end-of-game screen: the winner, each player's points by feature kind (the kinds the
// mode module lists) and total, and a chart of the scores over the game.

import { $, el } from '../dom.js';
import { S } from '../strings.js';

/** The names of the players with the best score (more than one: a shared win). */
export function winners(scores, name) {
  const best = Math.max(...scores);
  return scores.map((s, i) => (s === best ? name(i) : null)).filter((n) => n !== null);
}

export class EndScreen {
  hide() {
    $('end').classList.add('hidden');
  }

  /** `m`: `{ view, mode, colours, name(p) }`. */
  show(m) {
    const v = m.view;
    const scores = v.players.map((p) => p.score);
    const best = Math.max(...scores);
    $('end-title').textContent = `${S.gameOver} — ${S.winner(winners(scores, m.name))}`;
    const kinds = m.mode.breakdownKinds;
    $('end-table').replaceChildren(
      el('tr', {}, el('th', {}, ''), ...kinds.map((k) => el('th', {}, m.mode.words.feature[k])), el('th', {}, S.total)),
      ...v.players.map((p, i) =>
        el(
          'tr',
          { class: p.score === best ? 'winner' : '' },
          el('td', {}, el('span', { class: 'dot', style: `display:inline-block;width:12px;height:12px;border-radius:50%;margin-right:6px;background:${m.colours[i]}` }), m.name(i)),
          ...kinds.map((k) => el('td', {}, String((v.breakdown[i] && v.breakdown[i][k]) || 0))),
          el('td', {}, String(p.score)),
        ),
      ),
    );
    drawChart($('chart'), v.score_history, v.players.length, m.colours);
    $('end').classList.remove('hidden');
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
    ctx.fillText(String(s), 4, y(s) + 4);
  }
  ctx.fillText(S.turnsAxis, W - 60, H - 4);
  for (let p = 0; p < players; p++) {
    ctx.beginPath();
    hist.forEach((row, i) => (i ? ctx.lineTo(x(i), y(row[p])) : ctx.moveTo(x(i), y(row[p]))));
    ctx.strokeStyle = colours[p];
    ctx.lineWidth = 2.5;
    ctx.stroke();
  }
}
