// The board canvas: a camera (pan and zoom by mouse, keyboard and touch) over one state object
// it is given by the game controller — `board.render(state)` — and nothing else:
//
//   { tiles: [{ x, y, tile, rot, figures }], catalog: Map(name → TileKind), paint,
//     last: index into tiles or null, legal: Map("x,y" → [rot]) (the glowing cells), hand: TileKind
//     or null (the ghost), prefRot, selected: { x, y, rot } | null, cursor: { x, y } | null,
//     figureOptions: [Option] | null, optionIndex, mark(option) → a letter on its disc or null,
//     current: seat, colours: [css colour],
//     map: the view's `map` | null (a bounded board: its sea and land drawn under it all, and
//       what `fit` shows),
//     decor: (ctx, 'under' | 'over', kit) | null (a mode's drawing under and over the tiles; kit
//       `{ at(x, y) → screen point of a cell's corner, s: cell size, blit(def, sx, sy, size) }`),
//     offered: Map("x,y" → source) (cells to click for a tile source), lastSource: { x, y } | null,
//     figureSpot: (def, rot, figure) → [x, y] in tile units | null, or null (a mode's own spots
//       for figures and figure options: `figure` is `{ kind, feature, at, locs, feat? }`, locs in
//       board orientation; null falls back to the shared `figurePoint`),
//     drawFigure: (ctx, x, y, size, colour, figure) | null (a mode's own figures),
//     outline: (ctx, kit, { w, h }) | null (whole features outlined over the tiles, under the
//       figures: ui/game/outline-draw.js),
//     dead: [{ x, y }] (places no tile still to come can fill, crossed out: ui/game/aids.js),
//     pointAt: { x, y } | null (the place a tutorial's step points at: ui/game/tutorial.js) }
//
// Input comes back as callbacks: onCell(x, y, sx, sy) (the point too, in the canvas's pixels;
// truthy when the cell was used: a double tap then never fits the board instead of turning
// the tile), onOption(i), onHover(tile | null, sx,
// sy, how, cell) (`how`: 'mouse' as the mouse hovers, 'touch' for a long press, which stays
// shown until the next touch; `cell` the board cell under the point, for an empty place's
// details). Pointer input goes through ui/gestures.js: tap (click), double tap (fit), drag
// (pan), pinch (zoom around the fingers), long press (a placed tile's or a place's details).
// Frames are drawn only when something changed (`invalidate`), so an idle board costs nothing;
// a move being shown (`animate`, ui/game/motionplay.js) asks for frames only while it runs.
// Each figure carries its seat's shape (ui/seatmark.js), so players differ by more than colour;
// the canvas's accessible label is set by the controller through `label(text)`.

import { blitTile, drawFigure, figurePoint, labelSpots, rotateLoc, spotRadius } from './tiles.js';
import { rotFor } from './select.js';
import { drawTerrain, mapBounds } from './map.js';
import { drawSeatMark } from './seatmark.js';
import { num } from './i18n.js';
import { Gestures, pinchCamera } from './gestures.js';
import { reducedMotion } from './a11y.js';
import { clearOfTop, revealCamera, someVisible, tweenCamera } from './camera.js';

const MIN_SCALE = 24;
/** The cell size of the figure step's close-up: spots and their labels readable. */
const CLOSE_UP = 96;
const MAX_SCALE = 260;
const NO_SOURCES = new Map();
const EMPTY = { tiles: [], legal: new Map(), catalog: new Map(), figureOptions: null, colours: [], offered: NO_SOURCES };
/** A figure as every mode draws it unless its module draws its own: farmers lie down. */
const sharedFigure = (ctx, x, y, size, colour, f) => drawFigure(ctx, x, y, size, colour, f.kind, f.feature === 'field' && f.kind === 'meeple');

export class Board {
  constructor(canvas, { onCell, onOption, onHover }) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.onCell = onCell;
    this.onOption = onOption;
    this.onHover = onHover || (() => {});
    this.state = EMPTY;
    this.hover = null; // { x, y } under the pointer (the board's own, for the ghost)
    this.cam = { x: 0.5, y: 0.5, scale: 96 };
    this.tween = null; // a smooth camera move in flight (ui/camera.js): { from, to, t0, ms }
    this.minScale = MIN_SCALE; // lower for a map fitted whole on a small screen
    this.beforeCloseUp = null; // the camera the figure step's close-up came from
    this.follow = true; // the view follows the game until the player moves or zooms the board
    this.frame = 0; // the pending animation frame's id (0: none)
    this.motion = null; // a move being shown (ui/game/motionplay.js): frames only while it runs
    this.gestures = new Gestures();
    this.pressTimer = 0; // the long press's timer (0: none)
    this.pressDue = null; // when it falls due
    this.tipShown = false; // a long press's details are shown
    this.lastType = 'mouse'; // the last pointer pressed: a long press's menu is not the system's
    this.bindInput();
    new ResizeObserver(() => this.resize()).observe(canvas);
    this.resize();
  }

  /** Draw `state` from the next frame on. */
  render(state) {
    this.state = state;
    this.invalidate();
  }

  /** Something changed: draw it in the next frame. One frame at most is pending, and none is
   * asked for while nothing changes (a hidden window gets no frames, so none is drawn then). */
  invalidate() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /** Show a move over the board from the next frame on (null: none): `{ frame(board, now)`
   * (before drawing: e.g. the camera's move), `hides(tile)`, `hidesFigure(tile, figure)` (drawn
   * by it instead, or not yet), `draw(ctx, board, now)` → whether it still runs `}`. Frames are
   * asked for only while it runs. */
  animate(motion) {
    this.motion = motion;
    this.invalidate();
  }

  /** The canvas's accessible label (what a screen reader says of the board); set only when it
   * changed, so a screen reader is not made to repeat it. */
  label(text) {
    if (this.canvas.getAttribute('aria-label') !== text) this.canvas.setAttribute('aria-label', text);
  }

  resize() {
    const dpr = window.devicePixelRatio || 1;
    const r = this.canvas.getBoundingClientRect();
    this.w = Math.max(1, r.width);
    this.h = Math.max(1, r.height);
    this.canvas.width = Math.round(this.w * dpr);
    this.canvas.height = Math.round(this.h * dpr);
    this.dpr = dpr;
    // The panel beside or under the board changes size with the step (a phone's dock grows with
    // the figure spots): the tile being placed stays in view, spots and labels included.
    if (this.state.selected) this.keepInView(this.state.selected, false);
    this.invalidate();
  }

  /** Fit the whole layout (and the legal cells) into the window; a bounded board: all of it. */
  fit(smooth = false) {
    const to = this.fitCamera();
    if (!to) return;
    this.follow = true;
    this.beforeCloseUp = null;
    this.moveTo(to, smooth);
  }

  /** The camera that shows the whole layout and the legal cells (a map: all of it), or null
   * for an empty board; sets the least zoom a map allows. */
  fitCamera() {
    const cells = this.state.tiles.map((t) => [t.x, t.y]).concat([...this.state.legal.keys()].map((k) => k.split(',').map(Number)));
    const b = mapBounds(this.state.map);
    if (b) cells.push([b.minX, b.minY], [b.maxX - 1, b.maxY - 1]);
    if (!cells.length) return null;
    const xs = cells.map((c) => c[0]);
    const ys = cells.map((c) => c[1]);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs) + 1;
    const minY = Math.min(...ys);
    const maxY = Math.max(...ys) + 1;
    const margin = b ? 0.4 : 1; // a map has its own frame
    const s = Math.min(this.w / (maxX - minX + margin), this.h / (maxY - minY + margin));
    // A map is shown whole even where that makes its squares small (a phone): the figure step
    // zooms in on the tile (closeUp).
    this.minScale = b ? Math.max(8, Math.min(MIN_SCALE, s)) : MIN_SCALE;
    return { x: (minX + maxX) / 2, y: (minY + maxY) / 2, scale: Math.max(this.minScale, Math.min(120, s)) };
  }

  /** A turn begins with `cells` (the places the tile fits) to choose from. While the player has
   * not moved or zoomed the board since it was last fitted, the view follows the game: the
   * whole board glides into view when a place is off screen. Once the player has taken the
   * camera, it moves only when no place at all is on screen (`reveal`); F fits and follows
   * again. */
  showTurn(cells) {
    if (!cells.length) return;
    if (!this.follow) return this.reveal(cells);
    const goal = this.goal();
    const view = { w: this.w, h: this.h };
    if (cells.every((c) => someVisible(goal, view, [c]))) return;
    this.moveTo(this.fitCamera());
    this.follow = true;
  }

  /** Whether every cell of `cells` is fully on screen. */
  allVisible(cells) {
    return cells.every((c) => {
      const [x, y] = this.toScreen(c.x, c.y);
      const s = this.cam.scale;
      return x >= 0 && y >= 0 && x + s <= this.w && y + s <= this.h;
    });
  }

  /** Whether at least one of `cells` is wholly on screen. */
  anyVisible(cells) {
    return someVisible(this.goal(), { w: this.w, h: this.h }, cells);
  }

  /** Where the camera is going: the end of a smooth move in flight, else where it is. */
  goal() {
    return this.tween ? this.tween.to : this.cam;
  }

  /** Move the camera, smoothly unless `smooth` is false or motion is reduced. */
  moveTo(to, smooth = true) {
    if (!to) return;
    if (!smooth || reducedMotion()) {
      this.tween = null;
      Object.assign(this.cam, to);
    } else this.tween = { from: { ...this.cam }, to: { ...this.goal(), ...to }, t0: performance.now(), ms: 320 };
    this.invalidate();
  }

  /** A turn begins with `cells` to choose from: when none is on screen, the view moves to show
   * them (zooming out only as far as needed, see ui/camera.js). */
  reveal(cells, smooth = true) {
    if (!cells.length || this.anyVisible(cells)) return;
    this.moveTo(revealCamera(this.goal(), { w: this.w, h: this.h }, cells, { min: this.minScale }), smooth);
  }

  /** Keep one cell wholly in view: when it is not, the least move that shows it with room for
   * the labels above its figure spots, at once (a small step; the cell stays where the player clicked or
   * looks, and what is drawn never lags behind a click that follows). */
  keepInView(cell, smooth = false) {
    if (!cell || this.anyVisible([cell])) return; // wholly in view already: the view stays put
    const from = this.goal();
    const to = revealCamera(from, { w: this.w, h: this.h }, [cell], { min: this.minScale, keepScale: true });
    if (to.x !== from.x || to.y !== from.y) this.moveTo(to, smooth);
  }

  /** Keep `cell` out from under `cover` (the client rectangle of something over the board's
   * top: a tutorial's box, ui/game/tutorialbox.js): when the cell, where the camera is going,
   * meets it or is off screen, a smooth pan shows it wholly below it. */
  keepClearOf(cell, cover) {
    if (!cell || !this.w || !this.h) return;
    const r = this.canvas.getBoundingClientRect();
    const cam = this.goal();
    const left = (cell.x - cam.x) * cam.scale + this.w / 2 + r.left;
    const top = (cell.y - cam.y) * cam.scale + this.h / 2 + r.top;
    const meets = left < cover.right && left + cam.scale > cover.left && top < cover.bottom && top + cam.scale > cover.top;
    const band = meets ? Math.max(0, cover.bottom - r.top + 6) : 0;
    this.moveTo(clearOfTop(cam, { w: this.w, h: this.h }, cell, band));
  }

  /** The figure step on a board shown small (a map fitted whole, a phone): the view closes in on
   * the tile at once, so that its spots and their labels can be read and hit; `endCloseUp`
   * goes back. A board already close enough only keeps the tile in view. */
  closeUp(cell) {
    const scale = Math.min(CLOSE_UP, this.w / 1.6, this.h / 1.6);
    if (this.goal().scale >= scale * 0.85) return this.keepInView(cell);
    this.beforeCloseUp = { ...this.goal() };
    this.moveTo({ x: cell.x + 0.5, y: cell.y + 0.45, scale }, false);
  }

  /** Back to the view the figure step's close-up came from, if it closed in. */
  endCloseUp() {
    const to = this.beforeCloseUp;
    this.beforeCloseUp = null;
    if (to) this.moveTo(to);
  }

  /** Zoom in or out by `f` around the cell the player is working on (the tile being placed, or
   * the keyboard's cursor) when it is on screen, else around the middle: `+`, `-` and the zoom
   * buttons never lose the tile in hand. */
  zoomStep(f) {
    const c = this.state.selected || this.state.cursor;
    if (c) {
      const [sx, sy] = this.toScreen(c.x + 0.5, c.y + 0.5);
      if (sx >= 0 && sy >= 0 && sx <= this.w && sy <= this.h) return this.zoom(f, sx, sy);
    }
    return this.zoom(f);
  }

  zoom(f, sx = this.w / 2, sy = this.h / 2) {
    this.tween = null;
    this.beforeCloseUp = null; // the player's own zoom is kept
    this.follow = false;
    const before = this.toWorld(sx, sy);
    this.cam.scale = Math.max(this.minScale, Math.min(MAX_SCALE, this.cam.scale * f));
    const after = this.toWorld(sx, sy);
    this.cam.x += before[0] - after[0];
    this.cam.y += before[1] - after[1];
    this.invalidate();
  }

  pan(dx, dy) {
    this.tween = null;
    this.beforeCloseUp = null;
    this.follow = false;
    this.cam.x -= dx / this.cam.scale;
    this.cam.y -= dy / this.cam.scale;
    this.invalidate();
  }

  toWorld(sx, sy) {
    return [(sx - this.w / 2) / this.cam.scale + this.cam.x, (sy - this.h / 2) / this.cam.scale + this.cam.y];
  }

  toScreen(wx, wy) {
    return [(wx - this.cam.x) * this.cam.scale + this.w / 2, (wy - this.cam.y) * this.cam.scale + this.h / 2];
  }

  /** Client (page) coordinates of a cell's centre once it is wholly in view (the least pan,
   * as a player scrolls to a place before clicking it), for tests and tooling. */
  cellInView(x, y) {
    this.settle();
    this.keepInView({ x, y });
    return this.cellToClient(x, y);
  }

  /** A glide in flight ends where it was going (for tests and tooling, which then click). */
  settle() {
    if (this.tween) Object.assign(this.cam, this.tween.to);
    this.tween = null;
  }

  /** Client (page) coordinates of a cell's centre, for tests and tooling: where it is once a
   * glide in flight has ended, so that a click there lands on it. */
  cellToClient(x, y) {
    this.settle();
    const r = this.canvas.getBoundingClientRect();
    const [sx, sy] = this.toScreen(x + 0.5, y + 0.5);
    return [r.left + sx, r.top + sy];
  }

  cellAt(sx, sy) {
    const [wx, wy] = this.toWorld(sx, sy);
    return { x: Math.floor(wx), y: Math.floor(wy) };
  }

  optionAt(sx, sy) {
    const opts = this.state.figureOptions;
    if (!opts || !this.state.selected) return -1;
    let best = -1;
    let bestD = Infinity;
    opts.forEach((o, i) => {
      const p = this.optionPoint(o);
      if (!p) return;
      const d = Math.hypot(p[0] - sx, p[1] - sy);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    });
    return bestD < Math.max(18, this.cam.scale * 0.2) ? best : -1;
  }

  optionPoint(o) {
    if (o.action === 'none') return null;
    if (o.action === 'recall' && o.cell) {
      // On the abbot himself, where he stands on his monastery or garden.
      const t = this.state.tiles.find((t) => t.x === o.cell[0] && t.y === o.cell[1]);
      const f = t && t.figures.find((f) => f.kind === 'abbot');
      return f ? this.figurePoint(t, f) : this.toScreen(o.cell[0] + 0.5, o.cell[1] + 0.5);
    }
    const sel = this.state.selected;
    const [fx, fy] = this.spot(this.state.hand, sel.rot, { kind: o.figure, feature: o.feature, at: o.at, locs: o.locs });
    return this.toScreen(sel.x + fx, sel.y + fy);
  }

  /** Where a figure (or figure option) stands on a tile kind laid at `rot`, in tile units. */
  spot(def, rot, fig) {
    const own = this.state.figureSpot && def ? this.state.figureSpot(def, rot, fig) : null;
    return own || figurePoint(fig.feature, fig.locs);
  }

  bindInput() {
    const c = this.canvas;
    const g = this.gestures;
    const point = (e) => {
      const r = c.getBoundingClientRect();
      return { id: e.pointerId, x: e.clientX - r.left, y: e.clientY - r.top, t: performance.now(), type: e.pointerType || 'mouse' };
    };
    c.addEventListener('pointerdown', (e) => {
      this.lastType = e.pointerType || 'mouse';
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      try {
        c.setPointerCapture(e.pointerId);
      } catch {
        // a pointer made up by a script (the tests) has nothing to capture
      }
      this.hideTip(); // the next touch hides a long press's details
      this.act(g.down(point(e)));
    });
    c.addEventListener('pointermove', (e) => {
      const p = point(e);
      this.act(g.move(p));
      if (p.type === 'touch') return; // a finger does not hover
      const cell = this.cellAt(p.x, p.y);
      if (!this.hover || this.hover.x !== cell.x || this.hover.y !== cell.y) {
        this.hover = cell;
        this.invalidate();
      }
      if (p.type !== 'mouse') return;
      const still = g.state === 'idle' || g.state === 'press';
      const tile = still ? this.state.tiles.find((t) => t.x === cell.x && t.y === cell.y) : null;
      this.onHover(tile || null, p.x, p.y, 'mouse', still ? cell : null);
    });
    c.addEventListener('pointerup', (e) => this.act(g.up(point(e))));
    c.addEventListener('pointercancel', (e) => this.act(g.cancel(point(e))));
    c.addEventListener('pointerleave', (e) => {
      // A finger leaves when it lifts: a long press's details stay until the next touch.
      if (e.pointerType === 'touch') return;
      this.onHover(null, 0, 0, 'mouse');
      this.hover = null;
      this.invalidate();
    });
    // A long press is ours (the details), not the system's menu.
    c.addEventListener('contextmenu', (e) => {
      if (this.lastType !== 'mouse') e.preventDefault();
    });
    c.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        this.zoom(Math.exp(-e.deltaY * 0.0015), e.offsetX, e.offsetY);
      },
      { passive: false },
    );
  }

  /** Carry out the gestures' actions (see ui/gestures.js), then keep the long press's timer in
   * step with the press. */
  act(actions) {
    for (const a of actions) {
      if (a.kind === 'tap') {
        if (a.double) this.fit();
        else if (this.click(a.x, a.y)) this.gestures.forgetTap();
      } else if (a.kind === 'pan') this.pan(a.dx, a.dy);
      else if (a.kind === 'pinch') {
        this.tween = null;
        this.beforeCloseUp = null;
        this.follow = false;
        Object.assign(this.cam, pinchCamera(this.cam, { w: this.w, h: this.h }, a.from, a.to, { min: this.minScale, max: MAX_SCALE }));
        this.invalidate();
      } else if (a.kind === 'longpress') this.showTip(a.x, a.y);
    }
    this.armLongPress();
  }

  /** A timer for the long press while one may come (a finger held still), else none: the
   * gestures module has no clock of its own. */
  armLongPress() {
    const due = this.gestures.longPressDue();
    if (due === this.pressDue) return;
    clearTimeout(this.pressTimer);
    this.pressTimer = 0;
    this.pressDue = due;
    if (due === null) return;
    this.pressTimer = setTimeout(() => {
      this.pressTimer = 0;
      this.pressDue = null;
      this.act(this.gestures.tick(performance.now()));
    }, Math.max(0, due - performance.now()) + 5);
  }

  /** A long press: the details of the placed tile or the empty place under the finger. */
  showTip(sx, sy) {
    const cell = this.cellAt(sx, sy);
    const tile = this.state.tiles.find((t) => t.x === cell.x && t.y === cell.y);
    this.onHover(tile || null, sx, sy, 'touch', cell);
    this.tipShown = true;
  }

  hideTip() {
    if (!this.tipShown) return;
    this.tipShown = false;
    this.onHover(null, 0, 0, 'touch');
  }

  /** A tap or click at (sx, sy): a figure option or a cell. True when it was used. */
  click(sx, sy) {
    if (this.state.figureOptions) {
      const i = this.optionAt(sx, sy);
      if (i >= 0) this.onOption(i);
      return i >= 0;
    }
    const cell = this.cellAt(sx, sy);
    return !!this.onCell(cell.x, cell.y, sx, sy);
  }

  /** A tile kind at board cell (x, y), `s` pixels wide. */
  blit(ctx, def, cx, cy, s, rot, alpha) {
    const [x, y] = this.toScreen(cx, cy);
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    blitTile(ctx, def, this.state.paint, x * this.dpr, y * this.dpr, s * this.dpr, rot, alpha);
    ctx.restore();
  }

  /** The drawing kit a mode's decor gets (see the state above). */
  kit() {
    return {
      at: (x, y) => this.toScreen(x, y),
      s: this.cam.scale,
      blit: (def, sx, sy, size) => {
        this.ctx.save();
        this.ctx.setTransform(1, 0, 0, 1, 0, 0);
        blitTile(this.ctx, def, this.state.paint, sx * this.dpr, sy * this.dpr, size * this.dpr, 0);
        this.ctx.restore();
      },
    };
  }

  draw() {
    this.dirty = false;
    const ctx = this.ctx;
    const st = this.state;
    const motion = this.motion;
    const now = performance.now();
    if (this.tween) {
      const done = tweenCamera(this.cam, this.tween, now);
      if (done) this.tween = null;
      else this.invalidate();
    }
    if (motion) motion.frame(this, now);
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.fillStyle = '#2b3a2f';
    ctx.fillRect(0, 0, this.w, this.h);
    const s = this.cam.scale;
    const kit = st.map || st.decor ? this.kit() : null;
    if (st.map) drawTerrain(ctx, st.map, kit.at, s);
    if (st.decor) st.decor(ctx, 'under', kit);
    // Tiles.
    for (const t of st.tiles) {
      const [x, y] = this.toScreen(t.x, t.y);
      if (x > this.w || y > this.h || x + s < 0 || y + s < 0) continue;
      if (motion && motion.hides(t)) continue;
      const def = st.catalog.get(t.tile);
      if (!def) continue;
      this.blit(ctx, def, t.x, t.y, s, t.rot);
      ctx.strokeStyle = 'rgba(0,0,0,0.25)';
      ctx.lineWidth = 1;
      ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
    }
    // The last placed tile.
    const last = st.last != null ? st.tiles[st.last] : null;
    if (last) {
      const [x, y] = this.toScreen(last.x, last.y);
      ctx.strokeStyle = '#ff9f1c';
      ctx.lineWidth = Math.max(2, s * 0.035);
      ctx.strokeRect(x + 1, y + 1, s - 2, s - 2);
    }
    for (const c of st.dead || []) this.drawDead(ctx, c, s);
    if (st.outline) st.outline(ctx, this.kit(), { w: this.w, h: this.h });
    // Figures.
    for (const t of st.tiles) {
      const def = st.catalog.get(t.tile);
      if (!def) continue;
      for (const f of t.figures) {
        if (motion && motion.hidesFigure(t, f)) continue;
        const [x, y] = this.figurePoint(t, f);
        this.paintFigure(ctx, x, y, s, f);
      }
    }
    if (st.decor) st.decor(ctx, 'over', kit);
    this.drawSources(ctx, s);
    if (st.figureOptions && st.selected) this.drawFigureStep(ctx, s);
    else this.drawPlacing(ctx, s);
    if (st.pointAt) this.drawPointer(ctx, st.pointAt, s);
    if (st.cursor) {
      const [x, y] = this.toScreen(st.cursor.x, st.cursor.y);
      ctx.setLineDash([6, 4]);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 3, y + 3, s - 6, s - 6);
      ctx.setLineDash([]);
    }
    if (motion) {
      if (motion.draw(ctx, this, now)) this.invalidate();
      else if (this.motion === motion) this.motion = null;
    }
  }

  /** A place no tile still to come can fill: a cross scratched into the ground, dark under
   * light so that it reads on the green table, the sea and the map alike. */
  /** A tutorial's pointer: a bright ring round the place, with an arrow above it, drawn over
   * everything (a dark line under the yellow keeps it seen on light and dark ground). */
  drawPointer(ctx, c, s) {
    const [x, y] = this.toScreen(c.x, c.y);
    ctx.save();
    ctx.lineJoin = 'round';
    const ring = () => {
      ctx.beginPath();
      ctx.rect(x - 4, y - 4, s + 8, s + 8);
      const ax = x + s / 2;
      const top = y - 10;
      ctx.moveTo(ax, top);
      ctx.lineTo(ax - 10, top - 14);
      ctx.lineTo(ax - 4, top - 14);
      ctx.lineTo(ax - 4, top - 30);
      ctx.lineTo(ax + 4, top - 30);
      ctx.lineTo(ax + 4, top - 14);
      ctx.lineTo(ax + 10, top - 14);
      ctx.closePath();
    };
    ring();
    ctx.strokeStyle = 'rgba(20, 12, 8, 0.8)';
    ctx.lineWidth = 7;
    ctx.stroke();
    ring();
    ctx.strokeStyle = '#ffd43b';
    ctx.lineWidth = 3.5;
    ctx.stroke();
    ctx.restore();
  }

  drawDead(ctx, c, s) {
    const [x, y] = this.toScreen(c.x, c.y);
    if (x > this.w || y > this.h || x + s < 0 || y + s < 0) return;
    const a = s * 0.3;
    const b = s - a;
    ctx.save();
    ctx.fillStyle = 'rgba(20, 12, 8, 0.25)';
    ctx.fillRect(x + 2, y + 2, s - 4, s - 4);
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(x + a, y + a);
    ctx.lineTo(x + b, y + b);
    ctx.moveTo(x + b, y + a);
    ctx.lineTo(x + a, y + b);
    ctx.strokeStyle = 'rgba(20, 12, 8, 0.6)';
    ctx.lineWidth = Math.max(4, s * 0.09);
    ctx.stroke();
    ctx.strokeStyle = '#d9653b';
    ctx.lineWidth = Math.max(2, s * 0.05);
    ctx.stroke();
    ctx.restore();
  }

  /** Where figure `f` ({ feat, … }) on placed tile `t` stands, in canvas pixels. */
  figurePoint(t, f) {
    const def = this.state.catalog.get(t.tile);
    const locs = def.features[f.feat].locs.map((l) => rotateLoc(l, t.rot / 90));
    const [fx, fy] = this.spot(def, t.rot, { ...f, locs });
    return this.toScreen(t.x + fx, t.y + fy);
  }

  /** A figure at (x, y) as on a board of cell size `s`, with its seat's shape on a white badge
   * at its shoulder. */
  paintFigure(ctx, x, y, s, f) {
    const st = this.state;
    // Never smaller than 10 px (about 16 px tall): a fitted Benelux map's squares are under 60 px.
    const size = Math.max(10, s * 0.15);
    (st.drawFigure || sharedFigure)(ctx, x, y, size, st.colours[f.player], f);
    const r = Math.max(4, s * 0.075);
    drawSeatMark(ctx, x + size * 0.67, y - size * 0.67, r, f.player, '#ffffff', '#111111');
  }

  /** The tile sources to click (glowing) and the one the last move took from (marked). */
  drawSources(ctx, s) {
    const st = this.state;
    for (const k of (st.offered || NO_SOURCES).keys()) {
      const [x, y] = this.toScreen(...k.split(',').map(Number));
      ctx.fillStyle = 'rgba(255, 224, 102, 0.22)';
      ctx.fillRect(x + 2, y + 2, s - 4, s - 4);
      ctx.strokeStyle = '#ffe066';
      ctx.lineWidth = Math.max(2, s * 0.05);
      ctx.strokeRect(x + 3, y + 3, s - 6, s - 6);
    }
    if (st.lastSource) {
      const [x, y] = this.toScreen(st.lastSource.x, st.lastSource.y);
      ctx.setLineDash([6, 4]);
      ctx.strokeStyle = '#ff9f1c';
      ctx.lineWidth = Math.max(2, s * 0.035);
      ctx.strokeRect(x + 1, y + 1, s - 2, s - 2);
      ctx.setLineDash([]);
    }
  }

  drawPlacing(ctx, s) {
    const st = this.state;
    for (const k of st.legal.keys()) {
      const [cx, cy] = k.split(',').map(Number);
      const [x, y] = this.toScreen(cx, cy);
      ctx.fillStyle = 'rgba(255, 224, 102, 0.28)';
      ctx.fillRect(x + 2, y + 2, s - 4, s - 4);
      ctx.strokeStyle = 'rgba(255, 224, 102, 0.9)';
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 2, y + 2, s - 4, s - 4);
    }
    if (!st.hand) return;
    const h = this.hover;
    const sel = st.selected;
    const hoverRot = h ? rotFor(st.legal, h.x, h.y, st.prefRot) : undefined;
    if (h && hoverRot !== undefined && !(sel && sel.x === h.x && sel.y === h.y)) {
      this.blit(ctx, st.hand, h.x, h.y, s, hoverRot, 0.55);
    }
    if (sel) {
      this.blit(ctx, st.hand, sel.x, sel.y, s, sel.rot, 0.95);
      const [x, y] = this.toScreen(sel.x, sel.y);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 3;
      ctx.strokeRect(x + 1.5, y + 1.5, s - 3, s - 3);
    }
  }

  drawFigureStep(ctx, s) {
    const st = this.state;
    const sel = st.selected;
    const [x, y] = this.toScreen(sel.x, sel.y);
    if (st.hand) this.blit(ctx, st.hand, sel.x, sel.y, s, sel.rot);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 3;
    ctx.strokeRect(x + 1.5, y + 1.5, s - 3, s - 3);
    const color = st.colours[st.current];
    const pts = st.figureOptions.map((o) => this.optionPoint(o));
    const r = spotRadius(pts, s);
    const font = Math.round(Math.max(11, s * 0.11));
    ctx.font = `bold ${font}px sans-serif`;
    const labels = st.figureOptions.map((o, i) => pts[i] && (o.completes ? `+${num(o.now)}` : num(o.now)));
    const at = labelSpots(pts, r, labels.map((l) => l && [ctx.measureText(l).width + 4, font + 2]));
    st.figureOptions.forEach((o, i) => {
      const p = pts[i];
      if (!p) return;
      const chosen = i === st.optionIndex;
      ctx.beginPath();
      ctx.arc(p[0], p[1], r, 0, Math.PI * 2);
      ctx.fillStyle = chosen ? color : 'rgba(255,255,255,0.82)';
      ctx.fill();
      ctx.lineWidth = chosen ? 3 : 2;
      ctx.strokeStyle = chosen ? '#ffffff' : color;
      ctx.stroke();
      const mark = st.mark && st.mark(o);
      if (mark) {
        ctx.fillStyle = chosen ? '#fff' : '#333';
        ctx.font = `bold ${Math.round(r * 0.8)}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(mark, p[0], p[1]);
      }
    });
    // The labels over all the discs, each beside its own where it hides no other.
    ctx.font = `bold ${font}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineWidth = 3;
    st.figureOptions.forEach((o, i) => {
      if (!at[i]) return;
      ctx.strokeStyle = 'rgba(0,0,0,0.8)';
      ctx.strokeText(labels[i], at[i][0], at[i][1]);
      ctx.fillStyle = o.completes ? '#ffe066' : '#ffffff';
      ctx.fillText(labels[i], at[i][0], at[i][1]);
    });
  }
}
