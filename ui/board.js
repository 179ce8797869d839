// The board canvas: camera (pan and zoom by mouse, keyboard and touch), drawing the layout,
// legal cells, the ghost of the tile in hand, and the figure options with their points.

import { blitTile, drawFigure, figurePoint, rotateLoc } from './tiles.js';

const MIN_SCALE = 24;
const MAX_SCALE = 260;

export class Board {
  constructor(canvas, { catalog, colors, onCell, onOption, onHover }) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.catalog = new Map(catalog.map((t) => [t.name, t]));
    this.colors = colors;
    this.onCell = onCell;
    this.onOption = onOption;
    this.onHover = onHover || (() => {});
    this.view = null;
    this.mode = 'none'; // 'place' | 'figure' | 'none'
    this.selected = null; // { x, y, rot }
    this.options = []; // figure options of the selected placement
    this.optionIndex = -1;
    this.hover = null; // { x, y }
    this.cursor = null; // keyboard cell cursor
    this.prefRot = 0;
    this.cam = { x: 0.5, y: 0.5, scale: 96 };
    this.pointers = new Map();
    this.drag = null;
    this.dirty = true;
    this.fitted = false;
    this.legal = new Map(); // "x,y" → [rot, ...]
    this.bindInput();
    new ResizeObserver(() => this.resize()).observe(canvas);
    this.resize();
    const loop = () => {
      if (this.dirty) this.draw();
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  }

  setView(view) {
    this.view = view;
    this.legal = new Map();
    for (const p of view.placements) {
      const k = `${p.x},${p.y}`;
      if (!this.legal.has(k)) this.legal.set(k, []);
      this.legal.get(k).push(p.rot);
    }
    if (!this.fitted) {
      this.fit();
      this.fitted = true;
    }
    this.invalidate();
  }

  invalidate() {
    this.dirty = true;
  }

  resize() {
    const dpr = window.devicePixelRatio || 1;
    const r = this.canvas.getBoundingClientRect();
    this.w = Math.max(1, r.width);
    this.h = Math.max(1, r.height);
    this.canvas.width = Math.round(this.w * dpr);
    this.canvas.height = Math.round(this.h * dpr);
    this.dpr = dpr;
    this.invalidate();
  }

  /** Fit the whole layout (and the legal cells) into the window. */
  fit() {
    if (!this.view) return;
    const cells = this.view.board.map((t) => [t.x, t.y]).concat(this.view.placements.map((p) => [p.x, p.y]));
    const xs = cells.map((c) => c[0]);
    const ys = cells.map((c) => c[1]);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs) + 1;
    const minY = Math.min(...ys);
    const maxY = Math.max(...ys) + 1;
    this.cam.x = (minX + maxX) / 2;
    this.cam.y = (minY + maxY) / 2;
    const s = Math.min(this.w / (maxX - minX + 1), this.h / (maxY - minY + 1));
    this.cam.scale = Math.max(MIN_SCALE, Math.min(120, s));
    this.invalidate();
  }

  /** Whether every cell of `cells` is fully on screen. */
  allVisible(cells) {
    return cells.every((c) => {
      const [x, y] = this.toScreen(c.x, c.y);
      const s = this.cam.scale;
      return x >= 0 && y >= 0 && x + s <= this.w && y + s <= this.h;
    });
  }

  zoom(f, sx = this.w / 2, sy = this.h / 2) {
    const before = this.toWorld(sx, sy);
    this.cam.scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, this.cam.scale * f));
    const after = this.toWorld(sx, sy);
    this.cam.x += before[0] - after[0];
    this.cam.y += before[1] - after[1];
    this.invalidate();
  }

  pan(dx, dy) {
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

  /** Client (page) coordinates of a cell's centre, for tests and tooling. */
  cellToClient(x, y) {
    const r = this.canvas.getBoundingClientRect();
    const [sx, sy] = this.toScreen(x + 0.5, y + 0.5);
    return [r.left + sx, r.top + sy];
  }

  cellAt(sx, sy) {
    const [wx, wy] = this.toWorld(sx, sy);
    return { x: Math.floor(wx), y: Math.floor(wy) };
  }

  legalRots(x, y) {
    return this.legal.get(`${x},${y}`) || [];
  }

  /** The rotation shown at a legal cell: the preferred one if it fits, else the first. */
  rotFor(x, y) {
    const rots = this.legalRots(x, y);
    return rots.includes(this.prefRot) ? this.prefRot : rots[0];
  }

  optionAt(sx, sy) {
    if (this.mode !== 'figure' || !this.selected) return -1;
    let best = -1;
    let bestD = Infinity;
    this.options.forEach((o, i) => {
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
      return this.toScreen(o.cell[0] + 0.5, o.cell[1] + 0.5);
    }
    const [fx, fy] = figurePoint(o.feature, o.locs);
    return this.toScreen(this.selected.x + fx, this.selected.y + fy);
  }

  bindInput() {
    const c = this.canvas;
    c.addEventListener('pointerdown', (e) => {
      c.setPointerCapture(e.pointerId);
      this.pointers.set(e.pointerId, { x: e.offsetX, y: e.offsetY });
      if (this.pointers.size === 1) {
        this.drag = { x: e.offsetX, y: e.offsetY, moved: 0 };
      } else if (this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        this.pinch = { d: Math.hypot(a.x - b.x, a.y - b.y) };
        this.drag = null;
      }
    });
    c.addEventListener('pointermove', (e) => {
      const prev = this.pointers.get(e.pointerId);
      if (prev) {
        if (this.pointers.size === 2 && this.pinch) {
          this.pointers.set(e.pointerId, { x: e.offsetX, y: e.offsetY });
          const [a, b] = [...this.pointers.values()];
          const d = Math.hypot(a.x - b.x, a.y - b.y);
          if (this.pinch.d > 0) this.zoom(d / this.pinch.d, (a.x + b.x) / 2, (a.y + b.y) / 2);
          this.pinch.d = d;
          return;
        }
        if (this.drag) {
          const dx = e.offsetX - prev.x;
          const dy = e.offsetY - prev.y;
          this.drag.moved += Math.abs(dx) + Math.abs(dy);
          if (this.drag.moved > 6) this.pan(dx, dy);
        }
        this.pointers.set(e.pointerId, { x: e.offsetX, y: e.offsetY });
      }
      const cell = this.cellAt(e.offsetX, e.offsetY);
      if (!this.hover || this.hover.x !== cell.x || this.hover.y !== cell.y) {
        this.hover = cell;
        this.invalidate();
      }
      const tile = this.view && !this.drag?.moved ? this.view.board.find((t) => t.x === cell.x && t.y === cell.y) : null;
      this.onHover(e.pointerType === 'mouse' ? tile : null, e.offsetX, e.offsetY);
    });
    const end = (e) => {
      const wasDrag = this.drag;
      this.pointers.delete(e.pointerId);
      if (this.pointers.size < 2) this.pinch = null;
      if (e.type === 'pointerup' && wasDrag && wasDrag.moved <= 6 && this.pointers.size === 0) {
        this.click(e.offsetX, e.offsetY);
      }
      if (this.pointers.size === 0) this.drag = null;
    };
    c.addEventListener('pointerup', end);
    c.addEventListener('pointercancel', end);
    c.addEventListener('pointerleave', () => {
      this.onHover(null, 0, 0);
      this.hover = null;
      this.invalidate();
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

  click(sx, sy) {
    if (this.mode === 'figure') {
      const i = this.optionAt(sx, sy);
      if (i >= 0) this.onOption(i);
      return;
    }
    const cell = this.cellAt(sx, sy);
    this.onCell(cell.x, cell.y);
  }

  draw() {
    this.dirty = false;
    const ctx = this.ctx;
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.fillStyle = '#2b3a2f';
    ctx.fillRect(0, 0, this.w, this.h);
    if (!this.view) return;
    const s = this.cam.scale;
    const size = s * this.dpr;
    // Tiles.
    for (const t of this.view.board) {
      const [x, y] = this.toScreen(t.x, t.y);
      if (x > this.w || y > this.h || x + s < 0 || y + s < 0) continue;
      const def = this.catalog.get(t.tile);
      if (!def) continue;
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      blitTile(ctx, def, x * this.dpr, y * this.dpr, size, t.rot);
      ctx.restore();
      ctx.strokeStyle = 'rgba(0,0,0,0.25)';
      ctx.lineWidth = 1;
      ctx.strokeRect(x + 0.5, y + 0.5, s - 1, s - 1);
    }
    // The last placed tile.
    if (this.view.turn > 0 && this.view.last != null && this.view.board[this.view.last]) {
      const t = this.view.board[this.view.last];
      const [x, y] = this.toScreen(t.x, t.y);
      ctx.strokeStyle = '#ff9f1c';
      ctx.lineWidth = Math.max(2, s * 0.035);
      ctx.strokeRect(x + 1, y + 1, s - 2, s - 2);
    }
    // Figures.
    for (const t of this.view.board) {
      for (const f of t.figures) {
        const def = this.catalog.get(t.tile);
        const q = t.rot / 90;
        const locs = def.features[f.feat].locs.map((l) => rotateLoc(l, q));
        const [fx, fy] = figurePoint(f.feature, locs);
        const [x, y] = this.toScreen(t.x + fx, t.y + fy);
        drawFigure(ctx, x, y, s * 0.15, this.colors()[f.player], f.kind, f.feature === 'field' && f.kind === 'meeple');
      }
    }
    if (this.mode === 'place') this.drawPlacing(ctx, s);
    if (this.mode === 'figure' && this.selected) this.drawFigureStep(ctx, s);
    if (this.cursor) {
      const [x, y] = this.toScreen(this.cursor.x, this.cursor.y);
      ctx.setLineDash([6, 4]);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 3, y + 3, s - 6, s - 6);
      ctx.setLineDash([]);
    }
  }

  drawPlacing(ctx, s) {
    const hand = this.view.hand && this.catalog.get(this.view.hand);
    for (const k of this.legal.keys()) {
      const [cx, cy] = k.split(',').map(Number);
      const [x, y] = this.toScreen(cx, cy);
      ctx.fillStyle = 'rgba(255, 224, 102, 0.28)';
      ctx.fillRect(x + 2, y + 2, s - 4, s - 4);
      ctx.strokeStyle = 'rgba(255, 224, 102, 0.9)';
      ctx.lineWidth = 2;
      ctx.strokeRect(x + 2, y + 2, s - 4, s - 4);
    }
    if (!hand) return;
    const ghost = (cx, cy, rot, alpha) => {
      const [x, y] = this.toScreen(cx, cy);
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      blitTile(ctx, hand, x * this.dpr, y * this.dpr, s * this.dpr, rot, alpha);
      ctx.restore();
    };
    const h = this.hover;
    if (h && this.legalRots(h.x, h.y).length && !(this.selected && this.selected.x === h.x && this.selected.y === h.y)) {
      ghost(h.x, h.y, this.rotFor(h.x, h.y), 0.55);
    }
    if (this.selected) {
      ghost(this.selected.x, this.selected.y, this.selected.rot, 0.95);
      const [x, y] = this.toScreen(this.selected.x, this.selected.y);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 3;
      ctx.strokeRect(x + 1.5, y + 1.5, s - 3, s - 3);
    }
  }

  drawFigureStep(ctx, s) {
    const hand = this.view.hand && this.catalog.get(this.view.hand);
    const sel = this.selected;
    const [x, y] = this.toScreen(sel.x, sel.y);
    if (hand) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      blitTile(ctx, hand, x * this.dpr, y * this.dpr, s * this.dpr, sel.rot);
      ctx.restore();
    }
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 3;
    ctx.strokeRect(x + 1.5, y + 1.5, s - 3, s - 3);
    const color = this.colors()[this.view.current];
    this.options.forEach((o, i) => {
      const p = this.optionPoint(o);
      if (!p) return;
      const r = Math.max(9, s * 0.11);
      const chosen = i === this.optionIndex;
      ctx.beginPath();
      ctx.arc(p[0], p[1], r, 0, Math.PI * 2);
      ctx.fillStyle = chosen ? color : 'rgba(255,255,255,0.82)';
      ctx.fill();
      ctx.lineWidth = chosen ? 3 : 2;
      ctx.strokeStyle = chosen ? '#ffffff' : color;
      ctx.stroke();
      if (o.figure === 'abbot') {
        ctx.fillStyle = chosen ? '#fff' : '#333';
        ctx.font = `bold ${Math.round(r * 0.8)}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(o.action === 'recall' ? '↺' : 'A', p[0], p[1]);
      }
      const label = o.completes ? `+${o.now}` : `${o.now}`;
      ctx.font = `bold ${Math.round(Math.max(11, s * 0.11))}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'bottom';
      ctx.lineWidth = 3;
      ctx.strokeStyle = 'rgba(0,0,0,0.8)';
      ctx.strokeText(label, p[0], p[1] - r - 1);
      ctx.fillStyle = o.completes ? '#ffe066' : '#ffffff';
      ctx.fillText(label, p[0], p[1] - r - 1);
    });
  }
}
