// Playing a move's timeline (ui/game/motion.js) over a state that is already the new one: the
// board draws the travelling tile and the dropping figure in its own frames, asked for only while
// they run (and moves its camera to an action off screen); the points rising to a score row and
// the figures flying home to a supply are elements of a layer over the page, moved by
// `transform` and `opacity` only, from the board's pixels to the panel; the tile drawn from the
// deck slides from the deck's count into the hand. Any click, key, touch or wheel finishes it at
// once — the player is never kept waiting — and so do an undo and leaving the game.

import { blitTile, rotateLoc } from '../tiles.js';
import { num } from '../i18n.js';
import { ease, stepAt } from './motion.js';

const ON_BOARD = new Set(['camera', 'tile', 'figure']);
const INPUT = ['pointerdown', 'keydown', 'wheel'];

export class MotionPlayer {
  /** @param board the board (ui/board.js) to draw on */
  constructor(board) {
    this.board = board;
    this.run = null; // the timeline playing: { tl, t0, launched, anims, nodes, cams, shown, done, timer, … }
    this.played = 0; // timelines with steps played so far (for tests)
    this.layer = null;
    const stop = () => this.finish();
    for (const type of INPUT) document.addEventListener(type, stop, { capture: true, passive: true });
  }

  /** Whether a timeline is playing. */
  get running() {
    return !!this.run;
  }

  /** Play timeline `tl` (the board already shows the state after it); resolves once the move
   * has been shown (`tl.shown`: the next tile may still be on its way to the hand; `idle()`
   * waits for all of it) or was finished early. A timeline still playing is finished first. */
  play(tl) {
    this.finish();
    if (!tl || !tl.steps.length) return Promise.resolve();
    this.played++;
    const run = { tl, t0: performance.now(), launched: new Set(), anims: [], nodes: [], cams: new Map() };
    run.done = new Promise((resolve) => (run.resolve = resolve));
    run.shown = new Promise((resolve) => (run.resolveShown = resolve));
    run.steady = new Promise((resolve) => (run.resolveSteady = resolve));
    // A hidden window draws no frames: the end state comes by the clock then.
    run.timer = setTimeout(() => this.finish(), tl.total + 1500);
    this.run = run;
    this.board.animate(this.overlay(run));
    return run.shown;
  }

  /** The kinds of the steps running now (for tests). */
  live() {
    const run = this.run;
    if (!run) return [];
    const e = performance.now() - run.t0;
    return run.tl.steps.filter((s) => stepAt(s, e).phase === 'running').map((s) => s.kind);
  }

  /** Resolves once the camera has stopped moving (`tl.steady`), or at once when nothing plays. */
  steady() {
    return this.run ? this.run.steady : Promise.resolve();
  }

  /** Resolves once nothing plays. */
  idle() {
    return this.run ? this.run.done : Promise.resolve();
  }

  /** Jump to the end state: the camera where it was going, every element gone. */
  finish() {
    const run = this.run;
    if (!run) return;
    this.run = null;
    clearTimeout(run.timer);
    for (const a of run.anims) a.cancel();
    for (const n of run.nodes) n.remove();
    // A camera step still to come or under way ends where it was going; one that has ended
    // leaves the camera alone (the view may have moved on since: a turn's glide, the player).
    for (const s of run.tl.steps) {
      if (s.kind !== 'camera') continue;
      const c = run.cams.get(s);
      if (!c) Object.assign(this.board.cam, camTarget(this.board, s));
      else if (!c.ended) Object.assign(this.board.cam, c.to);
    }
    if (this.board.motion) this.board.animate(null);
    run.resolveSteady();
    run.resolveShown();
    run.resolve();
  }

  /** What the board calls in its frames while the timeline plays (see Board.animate). */
  overlay(run) {
    const at = (step) => stepAt(step, performance.now() - run.t0);
    const steps = run.tl.steps;
    const tileStep = (t) => steps.find((s) => s.kind === 'tile' && s.x === t.x && s.y === t.y);
    return {
      frame: (board, now) => {
        const e = now - run.t0;
        for (const s of steps) {
          if (s.start > e || run.launched.has(s)) continue;
          run.launched.add(s);
          if (s.kind === 'camera') run.cams.set(s, { from: { x: board.cam.x, y: board.cam.y }, to: camTarget(board, s) });
          else if (!ON_BOARD.has(s.kind)) this.launch(run, s);
        }
        for (const [s, c] of run.cams) {
          if (c.ended) continue; // written its last frame: the camera is no longer the motion's
          const p = stepAt(s, e).p;
          const k = ease.inOut(p);
          board.cam.x = c.from.x + (c.to.x - c.from.x) * k;
          board.cam.y = c.from.y + (c.to.y - c.from.y) * k;
          if (p >= 1) c.ended = true;
        }
      },
      hides: (t) => {
        const s = tileStep(t);
        return !!s && at(s).phase !== 'done';
      },
      hidesFigure: (t, f) => {
        const s = tileStep(t);
        if (s && at(s).phase !== 'done') return true;
        const fs = steps.find((s) => s.kind === 'figure' && s.x === t.x && s.y === t.y && s.player === f.player && s.figure === f.kind);
        return !!fs && at(fs).phase !== 'done';
      },
      draw: (ctx, board, now) => {
        if (this.run !== run) return false;
        const e = now - run.t0;
        for (const s of steps) {
          const st = stepAt(s, e);
          if (st.phase !== 'running') continue;
          if (s.kind === 'tile') this.drawTile(ctx, board, s, st.p);
          else if (s.kind === 'figure') this.drawFigure(ctx, board, s, st.p);
        }
        if (e >= run.tl.steady) run.resolveSteady();
        if (e >= run.tl.shown) run.resolveShown();
        if (e < run.tl.total) return true;
        this.finish();
        return false;
      },
    };
  }

  /** An AI's tile on its way from the deck (the panel's count, at the board's edge nearest it)
   * to its cell, landing a little large and settling. */
  drawTile(ctx, board, s, p) {
    const st = board.state;
    const def = st.catalog.get(s.tile);
    if (!def) return;
    const size = board.cam.scale;
    const [tx, ty] = board.toScreen(s.x, s.y);
    const [fx, fy] = this.deckPoint(board, size);
    const k = ease.out(Math.min(1, p / 0.8));
    const x = fx + (tx - fx) * k;
    const y = fy + (ty - fy) * k;
    const scale = 0.7 + 0.3 * ease.settle(p);
    const sz = size * scale;
    const cx = x + size / 2;
    const cy = y + size / 2;
    ctx.save();
    ctx.setTransform(board.dpr, 0, 0, board.dpr, 0, 0);
    ctx.fillStyle = `rgba(0, 0, 0, ${0.35 * (1 - p)})`;
    const lift = size * 0.08 * (1 - p);
    ctx.fillRect(cx - sz / 2 + lift, cy - sz / 2 + lift, sz, sz);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    blitTile(ctx, def, st.paint, (cx - sz / 2) * board.dpr, (cy - sz / 2) * board.dpr, sz * board.dpr, s.rot);
    ctx.restore();
  }

  /** Where the deck is, in the board's pixels: the panel's count of face-down tiles, brought to
   * the board's edge when it lies outside (half a tile in from it). */
  deckPoint(board, size) {
    const deck = visibleRect(document.getElementById('deck-left')) || visibleRect(document.getElementById('hand'));
    const r = board.canvas.getBoundingClientRect();
    const half = size / 2;
    if (!deck) return [board.w - half, -half];
    const clamp = (v, hi) => Math.max(0, Math.min(hi, v));
    return [clamp(deck.left + deck.width / 2 - r.left, board.w) - half, clamp(deck.top + deck.height / 2 - r.top, board.h) - half];
  }

  /** The AI's figure dropping onto its spot, with its shadow growing under it. */
  drawFigure(ctx, board, s, p) {
    const t = board.state.tiles.find((t) => t.x === s.x && t.y === s.y);
    const f = t && t.figures.find((f) => f.player === s.player && f.kind === s.figure);
    if (!f) return;
    const size = board.cam.scale;
    const [x, y] = board.figurePoint(t, f);
    const k = ease.out(p);
    ctx.save();
    ctx.setTransform(board.dpr, 0, 0, board.dpr, 0, 0);
    ctx.fillStyle = `rgba(0, 0, 0, ${0.3 * k})`;
    ctx.beginPath();
    ctx.ellipse(x, y + size * 0.1, size * 0.12 * k, size * 0.04 * k, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.globalAlpha = Math.min(1, p * 2.5);
    board.paintFigure(ctx, x, y - size * 0.6 * (1 - k), size, f);
    ctx.restore();
  }

  /** Start a step played by the page's elements: rising points, a figure flying home, the
   * drawn tile sliding into the hand. */
  launch(run, s) {
    const opts = { duration: s.dur, easing: 'linear', fill: 'both' };
    if (s.kind === 'draw') {
      const hand = document.getElementById('hand');
      const from = visibleRect(document.getElementById('deck-left'));
      const to = visibleRect(hand);
      if (!to) return;
      const [dx, dy] = from ? [from.left + from.width / 2 - (to.left + to.width / 2), from.top + from.height / 2 - (to.top + to.height / 2)] : [0, 24];
      run.anims.push(hand.animate([{ transform: `translate(${dx}px, ${dy}px) scale(0.25)`, opacity: 0 }, { transform: 'none', opacity: 1 }], { ...opts, easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)' }));
      return;
    }
    const row = document.querySelector(`#players tr[data-player="${s.player}"]`);
    const colours = this.board.state.colours || [];
    if (s.kind === 'score') {
      const from = this.cellsPoint(s.cells);
      if (!from) return;
      const to = visibleRect(row && row.querySelector('td.score'));
      const node = this.node('motion-points', `+${num(s.points)}`);
      node.style.setProperty('--seat', colours[s.player] || '#333');
      const [tx, ty] = to ? [to.left + to.width / 2, to.top + to.height / 2] : [from[0], from[1] - 60];
      this.fly(run, node, from, [tx, ty], [0.7, 1.15, 0.7], opts);
    } else if (s.kind === 'return') {
      const from = this.figureFrom(s);
      if (!from) return;
      const to = visibleRect(row && row.querySelector('td.supply')) || visibleRect(row);
      const node = this.figureNode(s);
      const [tx, ty] = to ? [to.left + to.width / 2, to.top + to.height / 2] : [from[0], from[1] - 60];
      // It leaves at the board's size (the picture is drawn for a cell of 80 pixels).
      const k = Math.max(0.35, Math.min(1.4, this.board.cam.scale / 80));
      this.fly(run, node, from, [tx, ty], [k, k * 1.1, 0.5], opts);
    }
  }

  /** Move `node` from page point `from` (rising a little first) to `to`, at the scales given
   * (start, top of the rise, end), fading in and out. */
  fly(run, node, from, to, [s0, s1, s2], opts) {
    const place = (x, y, s) => `translate(${x}px, ${y}px) translate(-50%, -50%) scale(${s})`;
    const a = node.animate(
      [
        { transform: place(from[0], from[1], s0), opacity: 0, easing: 'ease-out' },
        { offset: 0.3, transform: place(from[0], from[1] - 22, s1), opacity: 1, easing: 'ease-in' },
        { offset: 0.85, opacity: 1 },
        { transform: place(to[0], to[1], s2), opacity: 0.15 },
      ],
      opts,
    );
    a.onfinish = () => node.remove();
    run.anims.push(a);
  }

  /** The middle of a feature's cells on screen (page pixels), kept inside the board; null
   * without cells. */
  cellsPoint(cells) {
    if (!cells.length) return null;
    const pts = cells.map((c) => this.board.cellToClient(c.x, c.y));
    const r = this.board.canvas.getBoundingClientRect();
    const x = pts.reduce((a, p) => a + p[0], 0) / pts.length;
    const y = pts.reduce((a, p) => a + p[1], 0) / pts.length;
    return [Math.max(r.left + 20, Math.min(r.right - 20, x)), Math.max(r.top + 20, Math.min(r.bottom - 20, y))];
  }

  /** Where a returned figure stood (page pixels): its spot on its tile. */
  figureFrom(s) {
    const b = this.board;
    const t = b.state.tiles.find((t) => t.x === s.x && t.y === s.y);
    const def = t && b.state.catalog.get(t.tile);
    if (!def) return null;
    let feat = s.feat;
    if (feat == null && s.at) feat = def.features.findIndex((f) => (!s.feature || f.kind === s.feature) && f.locs.some((l) => rotateLoc(l, t.rot / 90) === s.at));
    const r = b.canvas.getBoundingClientRect();
    if (feat == null || feat < 0) return b.cellToClient(s.x, s.y);
    const [x, y] = b.figurePoint(t, { player: s.player, kind: s.figure, feature: s.feature, feat, at: s.at });
    return [r.left + x, r.top + y];
  }

  /** A figure of a seat as a small picture, as the board draws it. */
  figureNode(s) {
    const dpr = window.devicePixelRatio || 1;
    const c = this.node('motion-figure', null, 'canvas');
    c.width = 40 * dpr;
    c.height = 40 * dpr;
    const ctx = c.getContext('2d');
    ctx.scale(dpr, dpr);
    this.board.paintFigure(ctx, 18, 22, 80, { player: s.player, kind: s.figure, feature: s.feature, at: s.at });
    return c;
  }

  /** A new element in the layer over the page (made on first use; hidden from screen readers:
   * the live region says what happened). */
  node(cls, text, tag = 'div') {
    if (!this.layer || !this.layer.isConnected) {
      this.layer = document.createElement('div');
      this.layer.className = 'motion-layer';
      this.layer.setAttribute('aria-hidden', 'true');
      document.body.append(this.layer);
    }
    const n = document.createElement(tag);
    n.className = cls;
    if (text != null) n.textContent = text;
    this.layer.append(n);
    if (this.run) this.run.nodes.push(n);
    return n;
  }
}

/** Where the camera goes to show cell (s.x, s.y): the least move that brings it on screen with
 * two thirds of a cell to spare (the middle, when the window is too small for that). */
function camTarget(board, s) {
  const { cam, w, h } = board;
  const fit = (c, cell, span) => {
    const half = span / 2 / cam.scale;
    const m = Math.min(0.67, Math.max(0, half - 0.5));
    const lo = cell + 1 + m - half; // the least centre that shows the cell's far side
    const hi = cell - m + half; // the most that shows its near side
    return lo > hi ? cell + 0.5 : Math.max(lo, Math.min(hi, c));
  };
  return { x: fit(cam.x, s.x, w), y: fit(cam.y, s.y, h) };
}

/** An element's box on the page, or null when it is not shown. */
function visibleRect(e) {
  if (!e) return null;
  const r = e.getBoundingClientRect();
  return r.width > 0 && r.height > 0 ? r : null;
}
