// The replay viewer: a saved game, finished or not, shown move by move. The backend replays
// the record (`replay_open`, `replay_at`: the engine's own replay of the first k moves), so the
// board, the scores and the log at each step are what the game showed then; this screen only
// draws them: the board (a second ui/board.js on its own canvas), the move counter (a live
// region), what the move was, the scores, the log up to it, and the controls — start, back,
// play / pause at a speed, forward, end, a slider to any move, and the keys (← → Home End Space,
// Esc closes). Close goes back to where the viewer was opened from (the saved games, or the end
// of the game). Export writes the game's record file where the player chooses.

import { call, errorMessage } from '../ipc.js';
import { $, el } from '../dom.js';
import { S, applyTagged } from '../strings.js';
import { num, onLanguage, t } from '../i18n.js';
import { Board } from '../board.js';
import { moduleFor, modeTitle } from '../modes/index.js';
import { isShown, show, whenLeft } from '../nav.js';
import { seatMark } from '../seatmark.js';
import { describeTile } from '../game/describe.js';
import { eventWords, logParts, modeText } from '../game/logtext.js';
import { boardState, derive } from '../game/viewmodel.js';
import { describePlayers } from './saved.js';

/** Milliseconds between moves while playing, by speed. */
export const SPEEDS = { slow: 1600, normal: 800, fast: 250 };

/** The words of the move shown (`rv.at`), a sentence each: who laid which tile where, then its
 * figures and scores in the log's words (the final scoring is left to the log: "Game over" says it); at
 * move 0 the start. `m`: `{ mode, catalog, name(p) }`. Pure. */
export function moveWords(rv, m) {
  if (rv.at === 0) return t('ui-replay-at-start');
  const out = [];
  for (const e of rv.view.log) {
    if (e.turn !== rv.at || e.event === 'game_over' || e.final_scoring) continue;
    // Every move's tile has its line in the log's words ("Ada laid a road curve at (2, −1)").
    const text =
      e.event === 'tile_placed' && e.text === undefined
        ? S.placedAt(m.name(e.player), e.x, e.y, describeTile(e.tile, m.catalog.get(e.tile), e.rot, m.mode.words))
        : eventWords(e, m);
    if (text) out.push(text);
  }
  if (rv.view.finished) out.push(S.gameOver);
  return sentences(out);
}

/** Parts of a text as sentences: each ends with a full stop unless it has its own ending. */
export function sentences(parts) {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (/[.!?…]$/.test(p) ? p : `${p}.`))
    .join(' ');
}

/** The move a key asks for from `at` of `moves` (null: not a replay key). */
export function keyTarget(key, at, moves) {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, at - 1);
    case 'ArrowRight':
      return Math.min(moves, at + 1);
    case 'Home':
      return 0;
    case 'End':
      return moves;
    default:
      return null;
  }
}

class Replay {
  constructor(ctx) {
    this.ctx = ctx;
    this.rv = null; // the replay view shown
    this.mode = null;
    this.catalog = new Map();
    this.from = 'saved'; // the screen Close goes back to
    this.token = 0; // the latest request: an older answer is dropped
    this.asked = null; // the move asked for last while its answer is on its way
    this.timer = 0; // the play timer (0: paused)
    this.board = new Board($('replay-board'), { onCell: () => false, onOption: () => {} });
    // A new size (a phone turned, a window resized) shows the whole board again.
    let size = '';
    new ResizeObserver(([entry]) => {
      const now = `${Math.round(entry.contentRect.width)}x${Math.round(entry.contentRect.height)}`;
      if (now === size) return;
      size = now;
      if (this.rv && isShown('replay')) requestAnimationFrame(() => this.board.fit());
    }).observe($('replay-board'));
  }

  /** Open the saved game `id` after move `at` (the end when left out), from screen `from`. */
  async open(id, from, at) {
    this.pause();
    this.from = from;
    const token = ++this.token;
    let rv;
    try {
      rv = await call('replay_open', at === undefined ? { id } : { id, at });
    } catch (e) {
      return errorMessage(e);
    }
    if (token !== this.token) return '';
    this.asked = null;
    this.mode = moduleFor(rv.view.mode);
    this.catalog = new Map((this.ctx.info.catalogs[rv.view.mode] || []).map((k) => [k.name, k]));
    $('replay-status').textContent = '';
    $('replay-error').textContent = '';
    show('replay');
    this.board.resize();
    this.draw(rv);
    this.board.fit();
    return '';
  }

  /** The move shown, or the one asked for while it is on its way: steps count from it, so that
   * three quick clicks on Back go three moves back, not one. */
  target() {
    return this.asked ?? (this.rv ? this.rv.at : 0);
  }

  /** Show move `at` (kept within the game). */
  async go(at) {
    if (!this.rv) return;
    const k = Math.max(0, Math.min(this.rv.moves, at));
    // A jump (the slider, first, last) shows a board of another size: fit it. A step keeps the
    // player's zoom (draw brings a tile laid off screen into view).
    const jump = Math.abs(k - this.target()) > 1;
    this.asked = k;
    const token = ++this.token;
    try {
      const rv = await call('replay_at', { at: k });
      if (token === this.token) this.asked = null;
      if (token === this.token && isShown('replay')) {
        this.draw(rv);
        if (jump) this.board.fit();
      }
    } catch (e) {
      if (token === this.token) this.asked = null;
      this.pause();
      $('replay-error').textContent = errorMessage(e);
    }
  }

  name(p) {
    const seat = this.rv && this.rv.view.seats[p];
    return seat ? seat.name : S.player(p);
  }

  colours() {
    return this.ctx.colours(this.rv ? this.rv.view.seats : []);
  }

  draw(rv) {
    this.rv = rv;
    const v = rv.view;
    const m = { mode: this.mode, catalog: this.catalog, name: (p) => this.name(p) };
    $('replay-title').textContent = t('ui-labelled', { label: t('ui-replay-title'), value: t('ui-labelled', { label: modeTitle(v.mode), value: describePlayers({ players: v.seats }) }) });
    const counter = t('ui-replay-counter', { at: rv.at, moves: rv.moves });
    const words = moveWords(rv, m);
    $('replay-counter').textContent = counter;
    $('replay-move').textContent = words;
    // The board as the game showed it then: the game's own board state, without a turn's.
    this.board.render(boardState(derive(v, this.mode, this.catalog), this.colours()));
    this.board.label(`${t('ui-replay-board')}: ${counter}. ${words}`);
    // A tile laid off screen brings the whole board into view.
    if (v.turn > 0 && v.last != null && !this.board.allVisible([v.board[v.last]])) this.board.fit();
    const slider = $('replay-slider');
    slider.max = String(rv.moves);
    slider.value = String(rv.at);
    slider.setAttribute('aria-valuetext', counter);
    $('btn-replay-first').disabled = rv.at === 0;
    $('btn-replay-back').disabled = rv.at === 0;
    $('btn-replay-forward').disabled = rv.at === rv.moves;
    $('btn-replay-last').disabled = rv.at === rv.moves;
    this.renderPlayers(v);
    this.renderLog(v, m);
    this.renderPlay();
  }

  renderPlayers(v) {
    const colours = this.colours();
    const mover = v.last_move ? v.last_move.player : -1;
    $('replay-players').replaceChildren(
      ...v.players.map((p, i) =>
        el(
          'tr',
          { class: i === mover ? 'current' : '', dataset: { player: i } },
          el('td', {}, seatMark(i, colours[i]), ' ', this.name(i), v.seats[i].kind === 'ai' ? el('span', { class: 'supply' }, S.aiLevel(v.seats[i].level)) : null),
          el('td', { class: 'score' }, num(p.score)),
        ),
      ),
    );
  }

  /** The log up to the move shown, newest first (as the game's panel shows it). */
  renderLog(v, m) {
    const items = v.log
      .slice()
      .reverse()
      .map((e) => {
        const p = logParts(e, m);
        if (p) return el('li', { class: p.final ? 'final' : '' }, p.prefix, p.pts ? el('span', { class: 'pts' }, p.pts) : null, p.rest);
        const text = modeText(e, m);
        return text ? el('li', { class: 'taken' }, `${e.label || S.turn(e.turn)} · ${text}`) : null;
      })
      .filter(Boolean);
    $('replay-log').replaceChildren(...items.slice(0, 300));
  }

  playing() {
    return this.timer !== 0;
  }

  renderPlay() {
    const b = $('btn-replay-play');
    const on = this.playing();
    b.textContent = on ? `❚❚ ${t('ui-replay-pause')}` : `▶ ${t('ui-replay-play')}`;
    b.setAttribute('aria-pressed', String(on));
    // While playing, the counter is not read out at every move.
    $('replay-counter').setAttribute('aria-live', on ? 'off' : 'polite');
  }

  /** Play from the move shown (from the start when at the end), one move per tick. */
  async play() {
    if (!this.rv || this.playing()) return;
    const speed = () => SPEEDS[$('replay-speed').value] || SPEEDS.normal;
    this.timer = -1; // playing, before the first tick is set
    this.renderPlay();
    if (this.rv.at === this.rv.moves) await this.go(0);
    const tick = async () => {
      if (!this.playing()) return;
      if (!this.rv || this.rv.at >= this.rv.moves) {
        this.pause();
        return;
      }
      await this.go(this.rv.at + 1);
      if (this.playing()) this.timer = setTimeout(tick, speed());
    };
    if (this.playing()) this.timer = setTimeout(tick, speed());
  }

  pause() {
    if (this.timer > 0) clearTimeout(this.timer);
    this.timer = 0;
    if (this.rv) this.renderPlay();
  }

  toggle() {
    if (this.playing()) this.pause();
    else this.play();
  }

  /** Back to where the viewer was opened from; the backend forgets the record. */
  close() {
    this.pause();
    this.token++;
    call('replay_close').catch(() => {});
    show(this.from);
    if (this.from === 'game' && !$('end').classList.contains('hidden')) $('btn-end-replay').focus();
  }

  async exportGame() {
    if (!this.rv) return;
    $('replay-status').textContent = '';
    $('replay-error').textContent = '';
    try {
      const path = await exportRecord(this.rv.view.id);
      if (path) $('replay-status').textContent = t('ui-exported', { path });
    } catch (e) {
      $('replay-error').textContent = errorMessage(e);
    }
  }

  key(e) {
    const tag = e.target && e.target.tagName;
    if (['INPUT', 'SELECT', 'TEXTAREA'].includes(tag)) return false;
    if (e.ctrlKey || e.altKey || e.metaKey) return false;
    if (e.key === 'Escape') {
      this.close();
      return true;
    }
    if (e.key === ' ' && tag !== 'BUTTON') {
      this.toggle();
      return true;
    }
    if (e.key === '+' || e.key === '=') this.board.zoom(1.25);
    else if (e.key === '-') this.board.zoom(0.8);
    else if (e.key === 'f' || e.key === 'F') this.board.fit();
    if ('+=-fF'.includes(e.key)) return true;
    if (!this.rv) return false;
    const to = keyTarget(e.key, this.target(), this.rv.moves);
    if (to === null) return false;
    this.pause();
    this.go(to);
    return true;
  }
}

/** Export the saved game `id`: the backend asks where (the Save dialog) and writes its record
 * file; resolves to where it went, or null if the player cancelled. */
export function exportRecord(id) {
  return call('export_game', { id });
}


let replay = null;

/** Wire the replay screen; `ctx` is the app's (`info`, `colours(seats)`). Returns
 * `open(id, from, at?)`, which resolves to '' or an error's words. */
export function initReplay(ctx) {
  replay = new Replay(ctx);
  const r = replay;
  // Every element of the page marked with a catalog id (the other screens' too).
  applyTagged(document);
  onLanguage(() => {
    applyTagged(document);
    // The log and the move's words anew in the new language.
    if (isShown('replay') && r.rv) r.go(r.rv.at);
  });
  whenLeft('replay', () => r.pause());
  $('btn-replay-close').addEventListener('click', () => r.close());
  $('btn-replay-export').addEventListener('click', () => r.exportGame());
  // Closing the review comes back to the viewer, as it was.
  $('btn-replay-review').addEventListener('click', async () => {
    if (!r.rv) return;
    r.pause();
    const why = await ctx.openReview(r.rv.view.id, 'replay');
    if (why) $('replay-error').textContent = why;
  });
  $('btn-replay-first').addEventListener('click', () => (r.pause(), r.go(0)));
  $('btn-replay-back').addEventListener('click', () => (r.pause(), r.go(r.target() - 1)));
  $('btn-replay-forward').addEventListener('click', () => (r.pause(), r.go(r.target() + 1)));
  $('btn-replay-last').addEventListener('click', () => (r.pause(), r.go(r.rv.moves)));
  $('btn-replay-play').addEventListener('click', () => r.toggle());
  $('replay-slider').addEventListener('input', () => (r.pause(), r.go(Number($('replay-slider').value))));
  $('replay-speed').addEventListener('change', () => {
    if (r.playing()) (r.pause(), r.play());
  });
  $('btn-replay-zoom-in').addEventListener('click', () => r.board.zoom(1.25));
  $('btn-replay-zoom-out').addEventListener('click', () => r.board.zoom(0.8));
  $('btn-replay-fit').addEventListener('click', () => r.board.fit());
  document.addEventListener('keydown', (e) => {
    if (isShown('replay') && r.key(e)) e.preventDefault();
  });
  return (id, from, at) => r.open(id, from, at);
}

/** For the end-to-end tests (read-only): the replay view shown. */
export const replayShown = () => (replay ? replay.rv : null);
