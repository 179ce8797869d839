// The game controller: the one owner of a game's interaction state — the phase ('source' |
// 'place' | 'figure' | 'wait' | 'over'), the selection (cell, rotation, preferred rotation,
// keyboard cursor, figure option) — of taking a tile from a source (and putting it back), of
// the AI loop and of undo. It turns the backend's view plus that state into
// the board's state object and the panel's model; the board, the panel and the end screen only
// draw what they are given and report input back here.

import { call, errorMessage } from '../ipc.js';
import { S } from '../strings.js';
import { t } from '../i18n.js';
import { SPEED } from '../prefs.js';
import { moduleFor } from '../modes/index.js';
import { nearestLegal, nextRot, placementOf, rotFor } from '../select.js';
import { sourceKey } from './sources.js';
import { NO_CELLS, boardState, derive } from './viewmodel.js';
import { announce } from './announce.js';
import { boardLabel } from './describe.js';
import { deadCells, deadSaid, openCellAt, warnings } from './aids.js';
import { Outliner } from './outline-draw.js';
import { whenVisible } from '../visible.js';
import { reducedMotion } from '../a11y.js';
import { timeline } from './motion.js';
import { MotionPlayer } from './motionplay.js';
import { optionMatches } from './tutorial.js';
import { OnlineFeed, onlineCalls, othersToAct } from './online.js';

/** The commands of a game on this device (an online game's are in ./online.js). */
const localCalls = {
  take: (source) => call('take_tile', { source }),
  putBack: () => call('put_back'),
  play: (mv) => call('play_move', { mv }),
};

/** A pause of the AI's show; a hidden window holds it until it is seen again (no AI moves made
 * while nobody watches, and no timers spinning). */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms)).then(whenVisible);

export class GameController {
  /**
   * @param ctx `{ info, settings, colours(seats), rendered() }` of the app (`rendered`, optional:
   *   called after each render, e.g. to keep the keyboard focus on the page)
   * @param parts `{ board, panel, end, tip, announcer, coach, online }`: the board
   *   (ui/board.js), the side panel, the end-of-game screen, the hover details, the live region
   *   (ui/a11y.js), the coach and the online box (`render(view, model)`, ui/game/online.js);
   *   the last three optional (tests without a page)
   */
  constructor(ctx, { board, panel, end, tip, announcer, coach, online }) {
    this.ctx = ctx;
    this.coach = coach || { moved: () => {}, clear: () => {} }; // ui/game/coach.js
    this.board = board;
    this.panel = panel;
    this.end = end;
    this.tip = tip;
    this.announcer = announcer || { say: () => {} };
    this.onlineBox = online || { render: () => {} };
    this.spoken = null; // the last view announced
    this.pending = []; // sentences of AI moves not yet said (instant speed: said with the next turn)
    this.sourceIndex = 0; // the source chosen with the keyboard
    this.view = null;
    this.mode = null; // the mode module of the open game
    this.catalog = new Map();
    this.phase = 'none';
    this.selected = null; // { x, y, rot }
    this.prefRot = 0;
    this.cursor = null; // keyboard cell cursor
    this.optionIndex = 0;
    this.derivedView = null; // what the view shown gives (ui/game/viewmodel.js), worked out once per view
    this.error = '';
    this.aiToken = 0;
    this.aiRunning = false;
    this.shownTiles = null; // the board while an AI move is shown step by step (without motion)
    this.motion = new MotionPlayer(board); // a move's motion over the new state (ui/game/motion.js)
    this.outliner = new Outliner(); // whole features outlined: the pointer's, the hand's joins
    this.hint = null; // the hint asked this turn: { turn, source?, mv?, reason } (the `hint` command)
    this.feed = new OnlineFeed((v) => this.arrived(v)); // an online game's changes as they come
    this.ownCall = false; // one of the player's own commands is on its way
    this.tutorial = null; // a guided tutorial's run (ui/game/tutorialbox.js), or null
  }

  /** The commands the player's choices go to: the online host's, or this device's. */
  get calls() {
    return this.view && this.view.online ? onlineCalls : localCalls;
  }

  // ---------- views ----------

  /** Open a game view (new, resumed or opened) on the game screen. */
  enter(view) {
    // Another game than the tutorial's ends the tutorial.
    if (this.tutorial && this.tutorial.id !== view.id) this.tutorial.stop();
    this.mode = moduleFor(view.mode);
    const kinds = this.ctx.info.catalogs[view.mode] || [];
    this.catalog = new Map(kinds.map((t) => [t.name, t]));
    this.derivedView = null;
    this.end.hide();
    this.board.resize();
    this.prefRot = 0;
    this.spoken = null;
    this.pending = [];
    this.hint = null;
    this.coach.clear();
    this.motion.finish();
    this.setView(view);
    this.board.fit();
    if (view.online) this.feed.start(view.online.changes);
    else this.feed.stop();
  }

  /** A view the online host sent (another player's move, a seat taken, the connection lost
   * or back). A change of the game itself is shown with its motion, as an AI's move is; any
   * other only redraws what it changes, keeping the player's selection. */
  arrived(v) {
    const cur = this.view;
    if (!cur || !cur.online || v.online.code !== cur.online.code || v.online.changes <= cur.online.changes) return;
    const moved =
      v.turn !== cur.turn || v.hand !== cur.hand || v.finished !== cur.finished || v.choosing_source !== cur.choosing_source || v.online.my_turn !== cur.online.my_turn;
    if (!moved) {
      this.view = v;
      this.render();
      return;
    }
    // The player's own move is on its way: its answer shows it, and this after it if newer.
    if (this.ownCall) {
      this.later = v;
      return;
    }
    this.shown(cur, v);
  }

  /** The player's own command has answered: a change that came meanwhile is shown now. */
  ownCallDone() {
    this.ownCall = false;
    const v = this.later;
    this.later = null;
    if (v) this.arrived(v);
  }

  /** Leaving the game screen: an AI loop in flight stops at its next step. */
  leave() {
    this.feed.stop();
    this.aiToken++;
    this.pending = [];
    this.motion.finish();
  }

  /** Back on the game screen with no new view (from the rules, opened from a feature's
   * details, ui/game/details.js): what `leave` stopped goes on — an online game's feed, and an
   * AI's turn, taken up from the backend's game as it now stands (a move on its way when the
   * game was left may have been made); the player's own turn is as it was left, selection and
   * all. */
  async resume() {
    const v = this.view;
    if (!v) return;
    if (v.online) this.feed.start(v.online.changes);
    if (v.online || this.ownCall || this.phase !== 'wait') return this.render();
    let now;
    try {
      now = await call('current_game');
    } catch (e) {
      this.error = errorMessage(e);
      return this.render();
    }
    if (this.view !== v) return;
    this.aiRunning = false;
    this.setView(now);
  }

  /** Tell the screen reader what changed since the last view announced, as one message.
   * `settled`: the view waits for a player (whose turn it is is said too); otherwise an AI move
   * in the middle of the AI's turns, held back at instant speed so that a run of AI moves is
   * one message, not a burst. */
  announceView(v, settled, now = true) {
    if (v === this.spoken) return;
    const lines = announce(this.spoken, v, { mode: this.mode, catalog: this.catalog, name: (p) => this.name(p) }, settled);
    // Places that became impossible to fill, said as their crosses appear.
    const dead = this.deadMarks ? deadSaid(this.spoken, v) : '';
    if (dead) lines.push(dead);
    this.spoken = v;
    this.pending.push(...lines);
    if (!now && !settled) return;
    const text = this.pending.join('. ').replace(/\.\./g, '.');
    this.pending = [];
    this.announcer.say(text);
  }

  setView(v) {
    this.board.endCloseUp();
    this.view = v;
    this.selected = null;
    this.optionIndex = 0;
    this.sourceIndex = 0;
    this.cursor = null;
    this.error = '';
    if (this.hint && this.hint.turn !== v.turn) this.hint = null;
    this.announceView(v, true);
    if (v.finished) {
      this.phase = 'over';
      this.render();
      this.board.fit();
      this.end.show(this.endModel());
      if (this.tutorial) this.tutorial.completed();
    } else if (othersToAct(v)) {
      // Online, another player's turn (or seats still to be taken): their moves come by the feed.
      this.phase = 'wait';
      this.render();
    } else if (v.current_is_ai) {
      this.phase = 'wait';
      this.runAi();
    } else if (v.choosing_source) {
      this.phase = 'source';
      this.followHint();
      this.render();
    } else {
      this.phase = 'place';
      this.followHint();
      this.render();
      this.board.showTurn(v.placements);
    }
  }

  async runAi() {
    const token = ++this.aiToken;
    this.phase = 'wait';
    this.aiRunning = true;
    const speed = SPEED[this.ctx.settings.speed] || SPEED.normal;
    while (this.view.current_is_ai && !this.view.finished && token === this.aiToken) {
      await whenVisible(); // at the instant speed there is no pause to hold the loop
      if (token !== this.aiToken) return;
      this.render();
      const t0 = performance.now();
      let v;
      try {
        v = await call('ai_move');
      } catch (e) {
        if (token !== this.aiToken || (e && e.kind === 'stale')) return;
        // Stop here rather than retrying in a loop; Menu → Continue tries again.
        this.aiRunning = false;
        this.error = errorMessage(e);
        this.phase = 'none';
        this.render();
        return;
      }
      const left = speed.think - (performance.now() - t0);
      if (left > 0) await sleep(left);
      await this.motion.idle(); // the move before still rising
      if (token !== this.aiToken) return;
      // Step by step: the tile travels, then the figure drops in and the scores rise; without
      // motion (reduced, or instant) the tile first, then after a beat the figure and scores.
      const last = v.board[v.last];
      const tl = this.moveTimeline(this.view, v);
      if (!tl.steps.length && speed.pause && last && last.figures.length && !v.finished) {
        this.shownTiles = v.board.map((t, i) => (i === v.last ? { ...t, figures: [] } : t));
        this.board.render(this.boardState(v));
        this.board.keepInView(last, false);
        await sleep(speed.pause / 2);
        this.shownTiles = null;
        if (token !== this.aiToken) return;
      }
      this.view = v;
      this.announceView(v, v.finished || !v.current_is_ai, !!speed.pause);
      // No motion: the AI's tile comes into view at once, the player's zoom kept.
      if (!tl.steps.length && last) this.board.keepInView(last, false);
      this.render();
      const shown = this.motion.play(tl); // shown: the player's next tile may still be sliding in
      if (!v.finished && !v.current_is_ai) {
        // The player's turn: once the view has come to rest their controls are live, while the
        // move is still being shown (any click or key finishes it and does what it says at once;
        // a click lands where the player looks, the camera no longer moving).
        await this.motion.steady();
        if (token !== this.aiToken) return;
        this.aiRunning = false;
        this.setView(v);
        return;
      }
      await shown;
      if (token !== this.aiToken) return;
      // A beat between AI moves; none before the player's turn.
      if (speed.pause && v.current_is_ai) await sleep(tl.steps.length ? speed.pause / 2 : speed.pause);
    }
    if (token !== this.aiToken) return;
    this.aiRunning = false;
    this.setView(this.view);
  }

  /** The motion of going from view `prev` to `next` (ui/game/motion.js): by the speed
   * setting and the reduced-motion preference; the camera follows what happens off screen. */
  moveTimeline(prev, next) {
    return timeline(prev, next, { speed: this.ctx.settings.speed, reduced: reducedMotion(), onScreen: (x, y) => this.board.allVisible([{ x, y }]) });
  }

  /** Set view `v` after the player's own choice, then show its motion from `prev` (their
   * scoring rising, the next tile drawn); never waited for. */
  shown(prev, v) {
    this.setView(v);
    this.motion.play(this.moveTimeline(prev, v));
    // The motion's camera may follow a score off screen: once it rests, a turn that goes on
    // (a bonus tile, an island tile taken) shows its places again.
    this.motion.steady().then(() => {
      if (this.view === v && this.phase === 'place') this.board.showTurn(v.placements);
    });
  }

  // ---------- what the parts draw ----------

  name(p) {
    const seat = this.view && this.view.seats[p];
    return seat ? seat.name : S.player(p);
  }

  colours() {
    return this.ctx.colours(this.view ? this.view.seats : []);
  }

  placement() {
    return this.view ? placementOf(this.view.placements, this.selected) : null;
  }

  /** What view `v` gives the screens (ui/game/viewmodel.js): worked out once per view, and
   * again after a change of language (the sources' words). */
  derived(v = this.view) {
    if (!this.derivedView || this.derivedView.view !== v) this.derivedView = derive(v, this.mode, this.catalog);
    return this.derivedView;
  }

  /** Where the tile in hand fits: "x,y" → rotations (none without a view). */
  get legal() {
    if (!this.view) return NO_CELLS;
    const legal = this.derived().legal;
    return this.tutorial ? this.tutorial.legal(legal, this.view) : legal;
  }

  /** The board's state object (see ui/board.js): the view's, with what the turn shows. */
  boardState(v = this.view) {
    const d = this.derived(v);
    const placing = this.phase === 'place';
    const figure = this.phase === 'figure' ? this.placement() : null;
    const tiles = this.shownTiles || v.board;
    return boardState(d, this.colours(), {
      tiles,
      legal: placing ? this.legal : NO_CELLS,
      hand: placing || figure ? d.hand : null,
      prefRot: this.prefRot,
      selected: placing || figure ? this.selected : null,
      cursor: placing ? this.cursor : this.phase === 'source' ? this.sourceCell() : null,
      figureOptions: figure ? figure.options : null,
      optionIndex: figure ? this.optionIndex : -1,
      offered: this.phase === 'source' ? d.offered : NO_CELLS,
      lastSource: placing || figure ? d.takenHand : d.taken,
      outline: this.outliner.hook(tiles, this.catalog, this.mode, placing && d.hand ? { hand: d.hand, selected: this.selected } : null),
      // The crosses follow the view shown, not a move still arriving with its motion.
      dead: this.deadMarks && !this.shownTiles ? deadCells(v) : [],
      // The place a tutorial's step points at.
      pointAt: this.tutorial ? this.tutorial.cell() : null,
    });
  }

  /** Whether the places no tile can fill are marked (the setting; on unless turned off). */
  get deadMarks() {
    return this.ctx.settings.showDeadMarks !== false;
  }

  /** The side panel's model (see ui/game/panel.js). */
  panelModel() {
    const v = this.view;
    return {
      view: v,
      mode: this.mode,
      catalog: this.catalog,
      phase: this.phase,
      selected: this.selected,
      handRot: this.selected ? this.selected.rot : this.prefRot,
      options: this.phase === 'figure' ? this.placement().options : null,
      sources: this.phase === 'source' ? this.derived().sources : [],
      sourceIndex: this.sourceIndex,
      canPutBack: this.phase === 'place' && !!v.can_put_back,
      optionIndex: this.optionIndex,
      thinking: (this.aiRunning && v.current_is_ai && !v.finished) || (othersToAct(v) && v.online.started),
      aiRunning: this.aiRunning,
      error: this.error,
      colours: this.colours(),
      name: (p) => this.name(p),
      showRemaining: this.ctx.settings.showRemaining,
      showProjected: this.ctx.settings.showProjected,
      hint: this.hint && this.hint.turn === v.turn ? this.hint : null,
      warnings: warnings(v, this.mode),
      tutorial: !!this.tutorial,
    };
  }

  /** The end-of-game dialog's model (see ui/game/end.js): `kinds` the breakdown's columns,
   * the feature kinds the backend scores in this mode, in its order (app_info). */
  endModel() {
    const info = (this.ctx.info.modes || []).find((m) => m.id === this.view.mode);
    const kinds = (info && info.breakdown_kinds) || Object.keys(this.view.breakdown[0] || {});
    const note = this.tutorial ? this.tutorial.endText() : '';
    return { view: this.view, mode: this.mode, kinds, colours: this.colours(), name: (p) => this.name(p), note, practice: !!this.tutorial };
  }

  render() {
    if (!this.view) return;
    // A tutorial goes on past what the player has just done first, so that the board points
    // where the new step does.
    if (this.tutorial) this.tutorial.advance();
    this.board.render(this.boardState());
    this.panel.render(this.panelModel());
    this.board.label(this.boardText());
    this.onlineBox.render(this.view, {
      name: (p) => this.name(p),
      level: this.ctx.settings.level,
      error: (text) => {
        this.error = text;
        this.render();
      },
      changed: (v) => this.arrived(v),
    });
    if (this.tutorial) this.tutorial.render();
    if (this.ctx.rendered) this.ctx.rendered();
  }

  /** Word everything shown anew (after a change of language): the panel, the board's label and
   * the end-of-game dialog if it is open. The log's lines are the view's own, worded by the
   * backend: they are asked for again in the new language (taken only while the game has not
   * moved on meanwhile; the next view brings them anyway). */
  reword() {
    if (!this.view) return;
    this.derivedView = null;
    this.render();
    if (this.end.reword) this.end.reword(this.endModel());
    const { id, turn } = this.view;
    call('current_game')
      .then((v) => {
        if (!this.view || v.id !== id || v.turn !== turn || this.view.id !== id || this.view.turn !== turn) return;
        this.view = { ...this.view, log: v.log };
        this.render();
      })
      .catch(() => {});
  }

  /** What the board's accessible label says (ui/game/describe.js). */
  describeModel() {
    const v = this.view;
    const sel = this.selected;
    return {
      phase: this.phase,
      view: v,
      mode: this.mode,
      catalog: this.catalog,
      selected: sel,
      cursor: this.cursor,
      options: this.phase === 'figure' && this.placement() ? this.placement().options : null,
      optionIndex: this.optionIndex,
      sources: this.phase === 'source' ? this.derived().sources : [],
      sourceIndex: this.sourceIndex,
      legalCount: this.legal.size,
      rotsAt: sel ? (this.legal.get(`${sel.x},${sel.y}`) || []).length : 0,
      name: (p) => this.name(p),
      deadMarks: this.deadMarks,
    };
  }

  /** The board's text for a screen reader, as `boardLabel` words it. */
  boardText() {
    return this.view ? boardLabel(this.describeModel()) : '';
  }

  /** Details of the placed tile under the pointer (null: none): the mouse hovering over it, or
   * (`how` 'touch') a finger's long press, shown above the finger so that it does not hide them. */
  hover(tile, x, y, how = 'mouse', cell = null) {
    if (!this.view) return;
    // An empty place next to the layout: the tiles still to come that fit it.
    const open = !tile && cell ? openCellAt(this.view, cell.x, cell.y) : null;
    if (open) {
      if (this.outliner.hover(this.mode, this.catalog, null, 0, 0)) this.board.invalidate();
      this.tip.cell(open, x, y, { mode: this.mode, catalog: this.catalog, above: how === 'touch' });
      return;
    }
    // The feature under the pointer is outlined whole, and put first in the details.
    const [wx, wy] = this.board.toWorld(x, y);
    if (this.outliner.hover(this.mode, this.catalog, tile, wx, wy)) this.board.invalidate();
    const feat = this.outliner.featOn(tile);
    this.tip.show(tile, x, y, { mode: this.mode, colours: this.colours(), name: (p) => this.name(p), above: how === 'touch', feat });
  }

  // ---------- the player's input ----------

  /** A click or tap on cell (x, y); true when it did something (the board then reads a quick
   * second tap there as a tap, which turns the tile, not as a double tap, which fits). */
  cellClicked(x, y) {
    if (this.phase === 'source') {
      const src = this.derived().offered.get(`${x},${y}`);
      if (src) this.takeSource(src);
      return !!src;
    }
    if (this.phase !== 'place') return false;
    if (!this.legal.has(`${x},${y}`)) return false;
    if (this.selected && this.selected.x === x && this.selected.y === y) {
      this.rotate();
      return true;
    }
    this.selectCell(x, y);
    return true;
  }

  selectCell(x, y) {
    this.selected = { x, y, rot: rotFor(this.legal, x, y, this.prefRot) };
    this.cursor = { x, y };
    this.render();
    this.board.keepInView(this.selected);
  }

  /** Turn the tile in hand: the next rotation that fits the selected cell, or (none selected)
   * the preferred rotation a quarter turn on. */
  rotate() {
    if (this.phase !== 'place') return;
    if (this.selected) {
      this.selected.rot = nextRot(this.legal, this.selected.x, this.selected.y, this.selected.rot);
      this.prefRot = this.selected.rot;
    } else {
      this.prefRot = (this.prefRot + 90) % 360;
    }
    this.render();
  }

  /** Prefer rotation `rot` for the next cell chosen (like pressing R; used by tests and tools). */
  preferRotation(rot) {
    this.prefRot = ((rot % 360) + 360) % 360;
    this.render();
  }

  /** Lay the selected tile: straight to the move when there is no figure to choose, else the
   * figure step. */
  confirmPlacement() {
    const p = this.placement();
    if (this.phase !== 'place' || !p) return;
    if (this.tutorial && !this.tutorial.allows(this.view, { place: p })) return;
    if (p.options.length <= 1) {
      this.optionIndex = 0;
      return this.commit();
    }
    this.phase = 'figure';
    this.optionIndex = this.hintedOption(p);
    this.render();
    this.board.closeUp(this.selected);
  }

  backToPlacement() {
    if (this.phase !== 'figure') return;
    this.phase = 'place';
    this.render();
    this.board.endCloseUp();
  }

  /** Enter or the Confirm button. */
  confirm() {
    if (this.phase === 'figure') this.commit();
    else this.confirmPlacement();
  }

  /** Choose figure option `i` and make the move (the promise of its answer). */
  chooseOption(i) {
    if (this.phase !== 'figure') return Promise.resolve();
    this.optionIndex = i;
    return this.commit();
  }

  skipFigure() {
    this.chooseOption(0);
  }

  cycleOption(back) {
    const n = this.placement().options.length;
    this.optionIndex = (this.optionIndex + (back ? n - 1 : 1)) % n;
    this.render();
  }

  /** Tab through the figure spots; past the last (or, with Shift, before the first) the key is
   * not used, so the focus moves on to the buttons and the board is no keyboard trap. */
  tabOption(back) {
    const n = this.placement().options.length;
    const next = this.optionIndex + (back ? -1 : 1);
    if (next < 0 || next >= n) return false;
    this.optionIndex = next;
    this.render();
    return true;
  }

  /** The keyboard's choice among the sources on offer (arrows), shown on the board and in the
   * panel; Enter takes it. */
  cycleSource(step) {
    const n = this.view.sources.length;
    if (!n) return;
    this.sourceIndex = (this.sourceIndex + step + n) % n;
    this.render();
  }

  /** The map cell of the source chosen with the keyboard (null: the deck, or none on the map). */
  sourceCell() {
    const src = this.view.sources[this.sourceIndex];
    if (!src) return null;
    for (const [k, s] of this.derived().offered) {
      if (sourceKey(s) === sourceKey(src)) {
        const [x, y] = k.split(',').map(Number);
        return { x, y };
      }
    }
    return null;
  }

  /** Take the tile to place from `src` (one of the view's `sources`). */
  async takeSource(src) {
    if (this.phase !== 'source' || !src) return;
    if (this.tutorial && !this.tutorial.allows(this.view, { source: src, moveSource: this.mode.moveSource })) return;
    this.phase = 'wait';
    const prev = this.view;
    this.ownCall = true;
    try {
      this.shown(prev, await this.calls.take(src));
    } catch (e) {
      this.phase = 'source';
      this.error = errorMessage(e);
      this.render();
    } finally {
      this.ownCallDone();
    }
  }

  /** Put a tile taken from a stack back, and choose again. */
  async putBack() {
    if (this.phase !== 'place' || !this.view.can_put_back) return;
    this.phase = 'wait';
    this.ownCall = true;
    try {
      this.setView(await this.calls.putBack());
    } catch (e) {
      this.phase = 'place';
      this.error = errorMessage(e);
      this.render();
    } finally {
      this.ownCallDone();
    }
  }

  async commit() {
    const p = this.placement();
    if (!p || this.phase === 'wait') return;
    const o = p.options[this.optionIndex] || p.options[0];
    if (this.tutorial && !this.tutorial.allows(this.view, { option: o })) return;
    const mv = { tile: this.view.hand, x: p.x, y: p.y, rot: p.rot };
    if (this.mode.moveSource) Object.assign(mv, this.mode.moveSource(this.view.hand_source));
    if (o.action === 'place') mv.figure = { kind: o.figure, at: o.at };
    if (o.action === 'recall') mv.recall_abbot = true;
    this.phase = 'wait';
    const prev = this.view;
    this.ownCall = true;
    try {
      const v = await this.calls.play(mv);
      if (!v.online && !this.tutorial) this.coach.moved(v);
      this.shown(prev, v);
    } catch (e) {
      this.phase = 'place';
      this.error = errorMessage(e);
      this.render();
    } finally {
      this.ownCallDone();
    }
  }

  // ---------- the hint ----------

  /** Ask for the move the `normal` AI would make (button, H): its reason is shown and
   * announced, its place selected with its rotation (or, while the tile's source is chosen, its
   * source), and its figure spot chosen first at the figure step. The move the player then
   * makes is marked in the log by the backend. */
  async askHint() {
    // Online, every player plays on their own: no hint; nor in a tutorial, which shows the way.
    if (!this.view || this.view.online || this.tutorial || !['source', 'place', 'figure'].includes(this.phase)) return;
    const turn = this.view.turn;
    let h;
    try {
      h = await call('hint');
    } catch (e) {
      this.error = errorMessage(e);
      this.render();
      return;
    }
    if (!this.view || this.view.turn !== turn || !['source', 'place', 'figure'].includes(this.phase)) return;
    this.hint = { ...h, turn };
    if (this.phase === 'figure') this.phase = 'place';
    this.followHint();
    this.render();
    this.announcer.say(t('ui-hint-line', { reason: h.reason }));
  }

  /** Put the selection where the hint says (no render): its source while one is chosen, else
   * its place and rotation when the tile in hand is the hint's. */
  followHint() {
    const h = this.hint;
    const v = this.view;
    if (!h || h.turn !== v.turn) return;
    if (this.phase === 'source' && h.source) {
      const i = v.sources.findIndex((s) => sourceKey(s) === sourceKey(h.source));
      if (i >= 0) this.sourceIndex = i;
    } else if (this.phase === 'place' && h.mv && h.mv.tile === v.hand && this.legal.has(`${h.mv.x},${h.mv.y}`)) {
      this.selected = { x: h.mv.x, y: h.mv.y, rot: h.mv.rot };
      this.prefRot = h.mv.rot;
      this.cursor = { x: h.mv.x, y: h.mv.y };
      this.board.keepInView(h.mv);
    }
  }

  /** The index of the hinted figure option of placement `p` (0, no figure, when the hint is
   * for another place or there is none). */
  hintedOption(p) {
    const h = this.hint;
    if (!h || !h.mv || h.turn !== this.view.turn || h.mv.x !== p.x || h.mv.y !== p.y || h.mv.rot !== p.rot) return 0;
    const f = h.mv.figure;
    const i = p.options.findIndex((o) =>
      f ? o.action === 'place' && o.figure === f.kind && o.at === f.at : h.mv.recall_abbot ? o.action === 'recall' : o.action === 'none',
    );
    return Math.max(0, i);
  }

  /** Take back the last human move. While the AI thinks too: its move, when it comes, is
   * for a position that is gone, and is dropped (the token, and the backend's `stale`). While
   * one of the player's own commands is on its way, not: its answer would follow the undo. */
  async undo(tutorialBack = false) {
    // A tutorial goes back with its own Back (which comes here), not with Undo.
    if (this.tutorial && !tutorialBack) return false;
    if (!this.view || !this.view.can_undo || (this.phase === 'wait' && !this.aiRunning)) return false;
    this.hint = null;
    this.coach.clear();
    this.aiToken++;
    this.aiRunning = false;
    this.pending = [];
    this.motion.finish();
    try {
      this.setView(await call('undo'));
      return true;
    } catch (e) {
      this.error = errorMessage(e);
      this.render();
      return false;
    }
  }

  /** Make scripted move `mv` for the player up to `upTo` (a tutorial's Skip): 'source' (the
   * tile taken from its source), 'select' (its place chosen), 'rotate' (turned as scripted),
   * 'lay' (laid: the figure step) or 'move' (played, figure and all). */
  async playScripted(mv, upTo) {
    if (this.phase === 'source') {
      const src = this.tutorial ? this.tutorial.scriptedSource(this.view, this.mode.moveSource) : this.view.sources[0];
      if (src) await this.takeSource(src);
      if (upTo === 'source') return;
    }
    if (this.phase === 'place' && this.legal.has(`${mv.x},${mv.y}`)) {
      this.selectCell(mv.x, mv.y);
      if (upTo === 'select') return;
      this.selected.rot = mv.rot;
      this.prefRot = mv.rot;
      this.render();
      if (upTo === 'rotate') return;
      await this.confirmPlacement();
    }
    if (upTo === 'lay' || this.phase !== 'figure') return;
    const i = this.placement().options.findIndex((o) => optionMatches(mv, o));
    if (i >= 0) await this.chooseOption(i);
  }

  moveCursor(dx, dy) {
    const start = this.cursor || (this.selected ? { x: this.selected.x, y: this.selected.y } : null);
    if (!start) {
      const first = this.legal.keys().next().value;
      if (first) this.selectCell(...first.split(',').map(Number));
      return;
    }
    // Jump to the nearest legal cell in that direction, if any; else move one cell.
    const to = nearestLegal(this.legal, start, dx, dy);
    if (to) this.selectCell(to.x, to.y);
    else {
      this.cursor = { x: start.x + dx, y: start.y + dy };
      this.render();
    }
  }

  /** A key on the game screen; true when it was used. `onControl`: the focus is on a button or
   * another control than the board, which keeps its own keys (Enter, Space, Tab, arrows). */
  key(e, onControl = false) {
    const k = e.key;
    const b = this.board;
    if (e.ctrlKey || e.altKey || e.metaKey) return false;
    if (onControl && ['Enter', ' ', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(k)) return false;
    if (k === '+' || k === '=') b.zoomStep(1.2);
    else if (k === '-' || k === '_') b.zoomStep(1 / 1.2);
    else if (k === 'f' || k === 'F') b.fit();
    else if (k === 'u' || k === 'U') this.undo();
    else if (k === 'h' || k === 'H') this.askHint();
    else if (this.phase === 'source') {
      if (k === 'd' || k === 'D') this.takeSource(this.view.sources.find((s) => s.from === 'deck'));
      else if (k === 'Enter') this.takeSource(this.view.sources[this.sourceIndex]);
      else if (k === 'ArrowRight' || k === 'ArrowDown') this.cycleSource(1);
      else if (k === 'ArrowLeft' || k === 'ArrowUp') this.cycleSource(-1);
      else return false;
    } else if (this.phase === 'place') {
      if (k === 'r' || k === 'R') this.rotate();
      else if (k === 'Escape' && this.view.can_put_back) this.putBack();
      else if (k === 'Enter') this.confirmPlacement();
      else if (k === 'ArrowLeft') this.moveCursor(-1, 0);
      else if (k === 'ArrowRight') this.moveCursor(1, 0);
      else if (k === 'ArrowUp') this.moveCursor(0, -1);
      else if (k === 'ArrowDown') this.moveCursor(0, 1);
      else return false;
    } else if (this.phase === 'figure') {
      if (k === 'Tab') return this.tabOption(e.shiftKey);
      else if (k === 'ArrowRight' || k === 'ArrowDown') this.cycleOption(false);
      else if (k === 'ArrowLeft' || k === 'ArrowUp') this.cycleOption(true);
      else if (k === 'Enter') this.commit();
      else if (k === 's' || k === 'S') this.skipFigure();
      else if (k === 'Escape') this.backToPlacement();
      else return false;
    } else return false;
    return true;
  }
}
