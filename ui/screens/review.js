// The game review: a saved game, finished or not, judged move by move by the expert AI's search
// (the backend's `review_open`, on every core in the background). While it runs, a progress bar
// (Stop, Resume) and the results as they come, polled (`review_status`); once made, it is kept
// with the save and opens at once. The screen shows each player's accuracy, labels, points lost
// and luck; a graph of each player's expected final score difference after each of their moves,
// the luck of each draw below it; the key moments (the largest losses) and every move, each a
// button that shows the board after the move played beside the board after the better move, with
// why in one line (`review_moment`), and "Try again from here" (`review_try_again`: a new saved
// game at that position with the same tiles to come, opened). Esc or Close goes back to where it
// was opened from (the end of a game, the saved games, the replay viewer), stopping the analysis
// (what it judged is kept).

import { call, errorMessage } from '../ipc.js';
import { $, el } from '../dom.js';
import { S, applyTagged } from '../strings.js';
import { num, onLanguage, t } from '../i18n.js';
import { moduleFor, modeTitle } from '../modes/index.js';
import { isShown, show, whenLeft } from '../nav.js';
import { drawSeatMark, seatMark } from '../seatmark.js';
import { keepFocus } from '../a11y.js';
import { MomentBoards } from '../game/momentboards.js';
import { describePlayers } from './saved.js';
import { LABELS, graphSteps, judgedUpTo, reviewSeries, tenth } from '../game/reviewgraph.js';

/** Milliseconds between two looks at a running analysis. */
const POLL_MS = 250;

const labelWord = (label) => t(`ui-review-label-${label}`);
const signed = (x) => (tenth(x) > 0 ? `+${num(tenth(x))}` : num(tenth(x)));

class Review {
  constructor(ctx) {
    this.ctx = ctx;
    this.rv = null; // the review shown
    this.moment = null; // the move shown beside its better move
    this.from = 'saved';
    this.token = 0; // the latest open: an older answer is dropped
    this.timer = 0;
    this.phase = null; // the phase last said in the live region
    this.boards = new MomentBoards($('review-played'), $('review-better'));
  }

  name(p) {
    const seat = this.rv && this.rv.seats[p];
    return seat ? seat.name : S.player(p);
  }

  colours() {
    return this.ctx.colours(this.rv ? this.rv.seats : []);
  }

  /** Review the saved game `id`, from screen `from`; resolves to '' or an error's words. */
  async open(id, from) {
    this.stopPolling();
    const token = ++this.token;
    let rv;
    try {
      rv = await call('review_open', { id });
    } catch (e) {
      return errorMessage(e);
    }
    if (token !== this.token) return '';
    this.from = from;
    this.rv = null;
    this.moment = null;
    this.asked = null;
    this.auto = true; // the largest loss shown until the player chooses
    this.phase = null;
    this.mode = moduleFor(rv.mode);
    this.catalog = new Map((this.ctx.info.catalogs[rv.mode] || []).map((k) => [k.name, k]));
    $('review-moves').replaceChildren();
    $('review-error').textContent = '';
    show('review');
    this.showMoment(null);
    this.draw(rv);
    this.poll();
    return '';
  }

  poll() {
    this.stopPolling();
    if (!this.rv || this.rv.phase !== 'running') return;
    const token = this.token;
    this.timer = setTimeout(async () => {
      this.timer = 0;
      try {
        const rv = await call('review_status');
        if (token !== this.token || !isShown('review')) return;
        this.draw(rv);
      } catch (e) {
        $('review-error').textContent = errorMessage(e);
        return;
      }
      this.poll();
    }, POLL_MS);
  }

  stopPolling() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = 0;
  }

  draw(rv) {
    this.rv = rv;
    $('review-title').textContent = t('ui-labelled', {
      label: t('ui-review-title'),
      value: t('ui-labelled', { label: modeTitle(rv.mode), value: describePlayers({ players: rv.seats }) }),
    });
    this.renderProgress();
    this.renderSummary();
    this.renderGraph();
    this.renderMoments();
    this.renderMoves();
    // The largest loss so far is shown as soon as there is one, until the player chooses a move.
    const worst = rv.key_moments[0];
    if (this.auto && worst !== undefined && worst !== this.asked) this.choose(worst, false);
  }

  renderProgress() {
    const rv = this.rv;
    const at = judgedUpTo(rv);
    const bar = $('review-progress');
    bar.max = Math.max(1, rv.total);
    bar.value = rv.phase === 'done' ? bar.max : at;
    const words = {
      running: t('ui-review-running', { at, moves: rv.total }),
      done: t('ui-review-done'),
      stopped: t('ui-review-stopped', { at, moves: rv.total }),
      failed: t('ui-review-failed', { reason: rv.error || '' }),
    }[rv.phase];
    $('review-count').textContent = words;
    // The live region speaks when the phase changes, not at every move judged.
    if (this.phase !== rv.phase) {
      this.phase = rv.phase;
      $('review-state').textContent = words;
    }
    $('review-running').classList.toggle('done', rv.phase === 'done');
    $('btn-review-stop').hidden = rv.phase !== 'running';
    $('btn-review-resume').hidden = rv.phase !== 'stopped';
  }

  renderSummary() {
    const rv = this.rv;
    const colours = this.colours();
    const head = el('tr', {}, el('th', {}, S.players), el('th', {}, t('ui-review-accuracy')), ...LABELS.map((l) => el('th', { class: `label-${l}` }, labelWord(l))), el('th', {}, t('ui-review-lost')), el('th', {}, t('ui-review-luck')));
    const rows = rv.players.map((p, i) =>
      el(
        'tr',
        { class: rv.focus === i ? 'focus' : '', dataset: { player: i } },
        el('td', {}, seatMark(i, colours[i]), ' ', this.name(i)),
        el('td', { class: 'accuracy' }, p.accuracy == null ? '–' : num(Math.round(p.accuracy))),
        ...p.labels.map((n, k) => el('td', { class: `label-${LABELS[k]}` }, num(n))),
        el('td', {}, num(tenth(p.lost))),
        el('td', {}, signed(p.luck)),
      ),
    );
    $('review-summary').replaceChildren(head, ...rows);
  }

  renderGraph() {
    const rv = this.rv;
    drawGraph($('review-graph'), reviewSeries(rv.moves, rv.seats.length, rv.total, rv.key_moments), this.colours());
  }

  /** The key moments' buttons, rebuilt only when they changed (the focus kept). */
  renderMoments() {
    const rv = this.rv;
    const key = rv.key_moments.join(',');
    if (this.momentsKey === key && $('review-moments').childElementCount) return;
    this.momentsKey = key;
    const box = $('review-moments');
    keepFocus(box, () => {
      if (!rv.key_moments.length) {
        box.replaceChildren(el('li', { class: 'small' }, rv.phase === 'running' ? '…' : t('ui-review-no-moments')));
        return;
      }
      box.replaceChildren(
        ...rv.key_moments.map((n) => {
          const m = rv.moves.find((x) => x.number === n);
          return el('li', {}, this.moveButton(m, 'moment'));
        }),
      );
    });
  }

  /** Every move judged, appended as they come (a button each: the list is never rebuilt under
   * the player's focus). */
  renderMoves() {
    const list = $('review-moves');
    const have = list.childElementCount;
    if (have > this.rv.moves.length) list.replaceChildren();
    const fresh = this.rv.moves.slice(list.childElementCount).map((m) => el('li', {}, this.moveButton(m, 'move')));
    if (fresh.length) list.append(...fresh);
  }

  moveButton(m, cls) {
    const colours = this.colours();
    const b = el(
      'button',
      { class: `${cls} label-${m.label}`, dataset: { number: m.number, label: m.label } },
      seatMark(m.player, colours[m.player]),
      ' ',
      t('ui-review-move-row', { number: m.number, player: this.name(m.player), label: labelWord(m.label) }),
      m.loss >= 0.05 ? el('span', { class: 'loss' }, ` −${num(tenth(m.loss))}`) : null,
    );
    b.addEventListener('click', () => {
      this.auto = false;
      this.choose(m.number, true);
    });
    return b;
  }

  /** Show move `number` beside its better move; `chosen`: the player asked for it. */
  async choose(number, chosen) {
    this.asked = number;
    const token = this.token;
    let moment;
    try {
      moment = await call('review_moment', { number });
    } catch (e) {
      $('review-error').textContent = errorMessage(e);
      return;
    }
    if (token !== this.token || this.asked !== number || !isShown('review')) return;
    $('review-error').textContent = '';
    this.showMoment(moment);
    for (const b of document.querySelectorAll('#review button[data-number]')) b.setAttribute('aria-current', String(Number(b.dataset.number) === number));
    // On a phone the move shown heads the page: back to the top to see it (no scrollIntoView,
    // which would scroll the page itself under the top bar).
    if (chosen) document.querySelector('#review .review-body').scrollTop = 0;
  }

  showMoment(moment) {
    this.moment = moment;
    const box = $('review-moment');
    box.classList.toggle('empty', !moment);
    $('btn-review-try').disabled = !moment;
    if (!moment) {
      this.asked = null;
      $('review-moment-title').textContent = t('ui-review-pick');
      $('review-moment-loss').textContent = '';
      $('review-reason').textContent = '';
      $('review-better-box').hidden = false;
      $('review-same').hidden = true;
      return;
    }
    const m = moment.reviewed;
    $('review-moment-title').textContent = t('ui-review-moment-title', { number: m.number, player: this.name(m.player), label: labelWord(m.label) });
    $('review-moment-loss').textContent = t('ui-review-moment-loss', { points: num(tenth(m.loss)) });
    $('review-reason').textContent = moment.reason || '';
    $('review-better-box').hidden = !moment.better;
    $('review-same').hidden = !!moment.better;
    this.boards.show(moment, { mode: this.mode, catalog: this.catalog, colours: this.colours(), title: $('review-moment-title').textContent });
  }

  async stop() {
    try {
      this.draw(await call('review_stop'));
    } catch (e) {
      $('review-error').textContent = errorMessage(e);
    }
    this.stopPolling();
  }

  async resume() {
    if (!this.rv) return;
    try {
      this.draw(await call('review_open', { id: this.rv.id }));
      this.poll();
    } catch (e) {
      $('review-error').textContent = errorMessage(e);
    }
  }

  async tryAgain() {
    if (!this.moment) return;
    try {
      const view = await call('review_try_again', { number: this.moment.reviewed.number });
      this.leave();
      this.ctx.enterGame(view);
    } catch (e) {
      $('review-error').textContent = errorMessage(e);
    }
  }

  /** Stop looking (and the analysis, which keeps what it judged). */
  leave() {
    this.stopPolling();
    this.token++;
    if (this.rv && this.rv.phase === 'running') call('review_stop').catch(() => {});
  }

  close() {
    this.leave();
    show(this.from);
    if (this.from === 'game' && !$('end').classList.contains('hidden')) $('btn-end-review').focus();
  }

  reword() {
    if (!this.rv || !isShown('review')) return;
    this.phase = null;
    $('review-moves').replaceChildren();
    this.momentsKey = null;
    this.draw(this.rv);
    if (this.moment) this.choose(this.moment.reviewed.number, false);
  }
}

/** The graph: each seat's expected score difference after each of its moves (a line in its
 * colour, its shape at the end), the key moments ringed, the zero line (ahead above it), and the
 * luck of each draw as bars in a band below. */
function drawGraph(c, s, colours) {
  const ctx = c.getContext('2d');
  const W = c.width;
  const H = c.height;
  ctx.clearRect(0, 0, W, H);
  const band = 44; // the luck's band at the bottom
  const left = 34;
  const top = 8;
  const bottom = H - band - 14;
  const x = (n) => left + ((W - left - 12) * (n - 0.5)) / s.total;
  const y = (v) => top + ((bottom - top) * (s.range - v)) / (2 * s.range);
  ctx.font = '11px sans-serif';
  ctx.lineWidth = 1;
  for (const v of graphSteps(s.range)) {
    ctx.strokeStyle = v === 0 ? '#8c8675' : '#d9d1bd';
    ctx.beginPath();
    ctx.moveTo(left, y(v));
    ctx.lineTo(W - 8, y(v));
    ctx.stroke();
    ctx.fillStyle = '#6d6a5f';
    ctx.fillText(v > 0 ? `+${num(v)}` : num(v), 2, y(v) + 4);
  }
  s.lines.forEach((line, p) => {
    if (!line.length) return;
    ctx.strokeStyle = colours[p];
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    line.forEach((pt, i) => (i ? ctx.lineTo(x(pt.n), y(pt.v)) : ctx.moveTo(x(pt.n), y(pt.v))));
    ctx.stroke();
    const end = line[line.length - 1];
    drawSeatMark(ctx, x(end.n), y(end.v), 6, p, colours[p]);
  });
  for (const k of s.keys) {
    ctx.strokeStyle = '#b3261e';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x(k.n), y(k.v), 8, 0, Math.PI * 2);
    ctx.stroke();
  }
  // The luck: a bar per draw from the band's middle, up for a good draw.
  const mid = H - band / 2 - 4;
  ctx.strokeStyle = '#d9d1bd';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(left, mid);
  ctx.lineTo(W - 8, mid);
  ctx.stroke();
  ctx.fillStyle = '#6d6a5f';
  ctx.fillText(t('ui-review-luck'), 2, mid + 4);
  const bw = Math.max(1.5, (W - left - 12) / s.total - 1.5);
  for (const l of s.luck) {
    const h = ((band / 2 - 2) * l.luck) / s.luckRange;
    ctx.fillStyle = colours[l.player];
    ctx.fillRect(x(l.n) - bw / 2, Math.min(mid, mid - h), bw, Math.max(1, Math.abs(h)));
  }
}


let review = null;

/** Wire the review screen; `ctx` is the app's (`info`, `colours(seats)`, `enterGame(view)`).
 * Returns `open(id, from)`, which resolves to '' or an error's words. */
export function initReview(ctx) {
  review = new Review(ctx);
  const r = review;
  applyTagged($('review'));
  onLanguage(() => {
    applyTagged($('review'));
    r.reword();
  });
  whenLeft('review', () => r.leave());
  $('btn-review-close').addEventListener('click', () => r.close());
  $('btn-review-stop').addEventListener('click', () => r.stop());
  $('btn-review-resume').addEventListener('click', () => r.resume());
  $('btn-review-try').addEventListener('click', () => r.tryAgain());
  document.addEventListener('keydown', (e) => {
    if (!isShown('review') || e.key !== 'Escape' || e.ctrlKey || e.altKey || e.metaKey) return;
    e.preventDefault();
    r.close();
  });
  return (id, from) => r.open(id, from);
}

/** For the end-to-end tests (read-only): the review shown and the move shown beside it. */
export const reviewShown = () => (review ? { review: review.rv, moment: review.moment } : null);
