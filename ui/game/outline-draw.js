// Whole features drawn and found on the board: which feature of a placed tile lies under the
// pointer, and the outline of whole features (ui/game/outline.js says which parts) drawn over
// the tiles. Both read a mode's feature raster — `mode.featureRaster(def)` → `{ n, label }`, an
// n × n grid of the unrotated tile, each cell the index of the feature painted there (-1: none)
// — so the outline follows each feature's own area as the mode paints it, not the tile square.
//
// The outline of a set of parts: their masks drawn into one offscreen layer (parts of one
// feature on neighbouring tiles meet, so the seams vanish), a ring grown around the layer by
// drawing it shifted in a circle, the layer itself cut out of the ring. A dark ring under a
// bright one reads on light cities, green fields and dark water, in either seat palette.

import { featureOutline, joinOutline } from './outline.js';
import { turnPoint } from '../tiles.js';

const rasters = new WeakMap(); // tile kind → raster (per mode's function)
const masks = new WeakMap(); // tile kind → Map(feat → canvas)

function rasterOf(mode, def) {
  if (!mode.featureRaster) return null;
  let r = rasters.get(def);
  if (!r) rasters.set(def, (r = mode.featureRaster(def)));
  return r;
}

/** A point (u, v) of a tile laid at `rot` degrees (0..1 in board orientation) on its kind's
 * unrotated tile. */
export function unrotate(u, v, rot) {
  return turnPoint([u, v], -Math.round(rot / 90));
}

/** The feature index painted at raster point (x, y) of the unrotated tile, looking a little
 * around a point that falls on no feature (a wall's line, a gap), or -1. */
export function labelAt(raster, x, y) {
  const { n, label } = raster;
  const cx = Math.min(n - 1, Math.max(0, Math.floor(x * n)));
  const cy = Math.min(n - 1, Math.max(0, Math.floor(y * n)));
  for (let r = 0; r <= 2; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        const px = cx + dx;
        const py = cy + dy;
        if (px < 0 || py < 0 || px >= n || py >= n) continue;
        const l = label[py * n + px];
        if (l >= 0) return l;
      }
    }
  }
  return -1;
}

/** The feature of placed tile `tile` (of kind `def`) under world point (wx, wy), or -1. */
export function featureUnder(mode, def, tile, wx, wy) {
  const raster = def && rasterOf(mode, def);
  if (!raster) return -1;
  const [x, y] = unrotate(wx - tile.x, wy - tile.y, tile.rot);
  return labelAt(raster, x, y);
}

/** The world point deepest inside feature `feat` of placed tile `tile` (of kind `def`): the
 * raster cell farthest from any other feature's, on the board (for tests and tooling), or null. */
export function pointOnFeature(mode, def, tile, feat) {
  const raster = def && rasterOf(mode, def);
  if (!raster) return null;
  const { n, label } = raster;
  const dist = new Int32Array(n * n).fill(-1);
  let queue = [];
  for (let k = 0; k < n * n; k++) {
    if (label[k] !== feat) {
      dist[k] = 0;
      queue.push(k);
    }
  }
  let best = -1;
  for (let d = 1; queue.length; d++) {
    const next = [];
    for (const k of queue) {
      for (const nk of [k - n, k + n, k % n ? k - 1 : -1, (k + 1) % n ? k + 1 : -1]) {
        if (nk < 0 || nk >= n * n || dist[nk] >= 0) continue;
        dist[nk] = d;
        best = nk;
        next.push(nk);
      }
    }
    queue = next;
  }
  if (best < 0) best = label.indexOf(feat);
  if (best < 0) return null;
  const [u, v] = [((best % n) + 0.5) / n, (Math.floor(best / n) + 0.5) / n];
  // Back to board orientation: unrotate's inverse is a turn the other way.
  const [x, y] = unrotate(u, v, -tile.rot);
  return [tile.x + x, tile.y + y];
}

/** Feature `feat`'s mask on its kind's unrotated tile: an n × n canvas, opaque where it lies. */
function maskOf(mode, def, feat) {
  let byFeat = masks.get(def);
  if (!byFeat) masks.set(def, (byFeat = new Map()));
  let c = byFeat.get(feat);
  if (c) return c;
  const raster = rasterOf(mode, def);
  if (!raster) return null;
  const { n, label } = raster;
  c = document.createElement('canvas');
  c.width = n;
  c.height = n;
  const cx = c.getContext('2d');
  const img = cx.createImageData(n, n);
  for (let k = 0; k < n * n; k++) if (label[k] === feat) img.data[k * 4 + 3] = 255;
  cx.putImageData(img, 0, 0);
  byFeat.set(feat, c);
  return c;
}

const STYLES = {
  // The feature under the pointer: a bright ring on a dark one, its area lightened.
  strong: { outer: 'rgba(8, 10, 9, 0.9)', inner: '#ffffff', ring: [0.085, 0.05], tint: 'rgba(255, 255, 240, 0.3)' },
  // The features the tile in hand would join: a thinner ring, the area untouched.
  soft: { outer: 'rgba(8, 10, 9, 0.65)', inner: 'rgba(255, 255, 255, 0.92)', ring: [0.06, 0.034], tint: null },
  // The feature under the pointer when it can never be completed (ui/game/aids.js): the ring in
  // the colour of the crosses on the places no tile can fill.
  never: { outer: 'rgba(8, 10, 9, 0.9)', inner: '#d9653b', ring: [0.085, 0.05], tint: 'rgba(255, 200, 170, 0.25)' },
};

function canvas(w, h) {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
}

/** Draw `layer` onto `ctx` grown by `r` pixels all round (a circle of shifted copies). */
function grown(ctx, layer, r) {
  const steps = Math.max(8, Math.ceil(r * 2));
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    ctx.drawImage(layer, Math.cos(a) * r, Math.sin(a) * r);
  }
  ctx.drawImage(layer, 0, 0);
}

/** Paint `c` one colour where it is not transparent. */
function tint(c, colour) {
  const x = c.getContext('2d');
  x.globalCompositeOperation = 'source-in';
  x.fillStyle = colour;
  x.fillRect(0, 0, c.width, c.height);
  x.globalCompositeOperation = 'source-over';
}

/**
 * The outlines of `outlines` (`[{ parts, square, style }]`) as one canvas in device pixels,
 * with its top-left corner `[x, y]`, or null when none is on screen. `kit`: the board's
 * `{ at(x, y), s }`; `dpr`: device pixels per CSS pixel; `tiles`/`catalog`/`mode` to find each
 * part's kind and rotation.
 */
function render(outlines, { kit, dpr, tiles, catalog, mode, w, h }) {
  const s = kit.s * dpr;
  const pad = Math.ceil(s * 0.12) + 2;
  const boxes = [];
  for (const o of outlines) {
    for (const p of o.parts) boxes.push([p.x, p.y, p.x + 1, p.y + 1]);
    if (o.square) boxes.push([o.square.x0, o.square.y0, o.square.x1, o.square.y1]);
  }
  if (!boxes.length) return null;
  const [ax, ay] = kit.at(Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])));
  const [bx, by] = kit.at(Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3])));
  // Only what is on screen (and a ring's width around it).
  const x0 = Math.max(Math.floor(ax * dpr) - pad, -pad);
  const y0 = Math.max(Math.floor(ay * dpr) - pad, -pad);
  const x1 = Math.min(Math.ceil(bx * dpr) + pad, Math.ceil(w * dpr) + pad);
  const y1 = Math.min(Math.ceil(by * dpr) + pad, Math.ceil(h * dpr) + pad);
  if (x1 <= x0 || y1 <= y0) return null;
  const out = canvas(x1 - x0, y1 - y0);
  const octx = out.getContext('2d');
  const byCell = new Map(tiles.map((t) => [`${t.x},${t.y}`, t]));
  // Soft ones first: the feature under the pointer is drawn over them.
  for (const o of [...outlines].sort((a, b) => (a.style === 'soft' ? 0 : 1) - (b.style === 'soft' ? 0 : 1))) {
    const st = (o.never && STYLES.never) || STYLES[o.style] || STYLES.strong;
    const layer = canvas(out.width, out.height);
    const lctx = layer.getContext('2d');
    lctx.imageSmoothingEnabled = true;
    for (const p of o.parts) {
      const t = byCell.get(`${p.x},${p.y}`);
      const def = t && catalog.get(t.tile);
      const mask = def && maskOf(mode, def, p.feat);
      if (!mask) continue;
      const [sx, sy] = kit.at(p.x, p.y);
      lctx.save();
      lctx.translate(sx * dpr - x0 + s / 2, sy * dpr - y0 + s / 2);
      lctx.rotate((t.rot * Math.PI) / 180);
      lctx.drawImage(mask, -s / 2, -s / 2, s, s);
      lctx.restore();
    }
    const [ro, ri] = st.ring.map((k, i) => Math.max((i ? 1.5 : 3) * dpr, k * s));
    const ring = canvas(out.width, out.height);
    const rctx = ring.getContext('2d');
    grown(rctx, layer, ro);
    tint(ring, st.outer);
    const inner = canvas(out.width, out.height);
    grown(inner.getContext('2d'), layer, ri);
    tint(inner, st.inner);
    rctx.drawImage(inner, 0, 0);
    rctx.globalCompositeOperation = 'destination-out';
    rctx.drawImage(layer, 0, 0);
    rctx.globalCompositeOperation = 'source-over';
    if (st.tint) {
      tint(layer, st.tint);
      octx.drawImage(layer, 0, 0);
    }
    octx.drawImage(ring, 0, 0);
    if (o.square) {
      // A monastery's or garden's neighbourhood: its 3 × 3 squares, dashed.
      const [qx, qy] = kit.at(o.square.x0, o.square.y0);
      const [qx1, qy1] = kit.at(o.square.x1, o.square.y1);
      const r = [qx * dpr - x0, qy * dpr - y0, (qx1 - qx) * dpr, (qy1 - qy) * dpr];
      octx.lineWidth = Math.max(3 * dpr, s * 0.045);
      octx.strokeStyle = st.outer;
      octx.strokeRect(...r);
      octx.setLineDash([s * 0.08, s * 0.06]);
      octx.lineWidth = Math.max(1.5 * dpr, s * 0.022);
      octx.strokeStyle = st.inner;
      octx.strokeRect(...r);
      octx.setLineDash([]);
    }
  }
  return { canvas: out, x: x0, y: y0 };
}

/**
 * What the board outlines and how it draws them: the feature under the pointer (`hover`) and,
 * while a tile is being placed, the features it would join. The controller owns one, tells it
 * the pointer's feature, and gives the board its `hook(…)` as the state's `outline`.
 */
export class Outliner {
  constructor() {
    this.hovered = null; // { x, y, feat } of a placed tile's feature under the pointer
    this.cache = null; // { key, image }
    this.last = []; // the outlines drawn last (for tests: read through `current()`)
  }

  /** The pointer is over placed tile `tile` (null: over none) at world point (wx, wy): true
   * when that changes what is outlined. */
  hover(mode, catalog, tile, wx, wy) {
    const feat = tile ? featureUnder(mode, catalog.get(tile.tile), tile, wx, wy) : -1;
    const next = tile && feat >= 0 ? { x: tile.x, y: tile.y, feat } : null;
    const h = this.hovered;
    if ((!h && !next) || (h && next && h.x === next.x && h.y === next.y && h.feat === next.feat)) return false;
    this.hovered = next;
    return true;
  }

  /** The feature index under the pointer on `tile` (-1: none). */
  featOn(tile) {
    const h = this.hovered;
    return tile && h && h.x === tile.x && h.y === tile.y ? h.feat : -1;
  }

  /** The outlines for the board `tiles`; `placing`: `{ hand, selected }` while a tile is being
   * placed, else null. */
  outlines(tiles, catalog, placing) {
    const out = [];
    const h = this.hovered;
    const o = h && featureOutline(tiles, h.x, h.y, h.feat);
    // A feature that can never be completed keeps its style's name but is drawn in the crosses' colour.
    if (o) out.push({ ...o, style: 'strong', never: !!o.state.never });
    const sel = placing && placing.selected;
    if (sel && placing.hand) {
      for (const j of joinOutline(tiles, catalog, placing.hand, sel.x, sel.y, sel.rot)) {
        if (!o || j.id !== o.id) out.push({ ...j, square: null, style: 'soft' });
      }
    }
    return out;
  }

  /** The board state's `outline` hook: draws the outlines over the tiles. */
  hook(tiles, catalog, mode, placing) {
    return (ctx, kit, size) => {
      const outlines = this.outlines(tiles, catalog, placing);
      this.last = outlines;
      if (!outlines.length || !mode.featureRaster) return;
      const dpr = ctx.getTransform().a || 1;
      const [ox, oy] = kit.at(0, 0);
      const parts = outlines.map((o) => `${o.style}${o.never ? '!' : ''}:${o.parts.map((p) => `${p.x},${p.y},${p.feat}`).join(';')}`).join('|');
      const key = `${parts}@${ox},${oy},${kit.s},${dpr},${size.w}x${size.h}`;
      if (!this.cache || this.cache.key !== key || this.cache.tiles !== tiles) {
        this.cache = { key, tiles, image: render(outlines, { kit, dpr, tiles, catalog, mode, w: size.w, h: size.h }) };
      }
      const img = this.cache.image;
      if (!img) return;
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(img.canvas, img.x, img.y);
      ctx.restore();
    };
  }

  /** The outlines drawn last, as plain data (cells and feature indices), for tests. */
  current() {
    return this.last.map((o) => ({ style: o.style, never: !!o.never, kind: o.kind, id: o.id, square: o.square ? { ...o.square } : null, parts: o.parts.map((p) => ({ ...p })) }));
  }
}
