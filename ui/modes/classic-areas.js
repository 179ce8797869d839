// Classic's feature raster (Benelux paints the same tiles): where each feature of a tile kind
// lies, as the painter (classic.js) draws it — an n × n grid of the unrotated tile, each cell
// the feature's index (-1: none). Cities, roads, rivers and the monastery or garden are the
// painter's own shapes, tested point by point on a recorded path (ui/pathshape.js, pure, so the
// raster is the same in the browser and under node); fields are the ground left between them,
// grown from their printed half-edges, so each field ends where a road or a city wall divides
// it. Hover (which feature is under the pointer) and the outlines read it
// (ui/game/outline-draw.js), and so do the figure spots (`figureSpot`, below): each spot is
// where its feature is painted, never on the road beside a field.

import { CORNER, EDGE_MID, SIDES, SPOT_APART, SPOT_R, SPOT_ROOM, drawLinear, featureEdges, featureIndex, turnPoint } from '../tiles.js';
import { PathShape } from '../pathshape.js';

export const N = 48;
// Band widths as the painter strokes them (shares of the tile).
const ROAD_W = 0.15;
const RIVER_W = 0.24;
const POOL = { spring: [0.12, 0.12], lake: [0.26, 0.2] };

/** A city's outline on a tile covering `edges` (its path left in `ctx`); returns its walls.
 * The painter (classic.js) draws it and the raster below reads it, so the hover finds the city
 * where it is drawn. */
export function cityPath(ctx, edges, s) {
  const covered = SIDES.map((d) => edges.includes(d));
  const p = (pt) => [pt[0] * s, pt[1] * s];
  if (covered.every(Boolean)) {
    ctx.beginPath();
    ctx.rect(0, 0, s, s);
    return [];
  }
  const walls = [];
  if (edges.length === 1) {
    const i = SIDES.indexOf(edges[0]);
    const a = p(CORNER[i]);
    const b = p(CORNER[(i + 1) % 4]);
    const m = EDGE_MID[edges[0]];
    const c = p([m[0] + (0.5 - m[0]) * 0.7, m[1] + (0.5 - m[1]) * 0.7]);
    ctx.beginPath();
    ctx.moveTo(...a);
    ctx.lineTo(...b);
    ctx.quadraticCurveTo(c[0], c[1], a[0], a[1]);
    walls.push([b, c, a]);
    return walls;
  }
  const n = edges.length;
  // Start at the first covered side that follows an uncovered one.
  let start = 0;
  for (let i = 0; i < 4; i++) if (covered[i] && !covered[(i + 3) % 4]) start = i;
  ctx.beginPath();
  ctx.moveTo(...p(CORNER[start]));
  if (n === 2 && covered[(start + 1) % 4]) {
    // Two neighbouring sides: a curved diagonal across the tile, bulging a little outward.
    ctx.lineTo(...p(CORNER[(start + 1) % 4]));
    const end = p(CORNER[(start + 2) % 4]);
    ctx.lineTo(...end);
    const far = CORNER[(start + 3) % 4];
    const c = p([0.5 + (far[0] - 0.5) * 0.3, 0.5 + (far[1] - 0.5) * 0.3]);
    const back = p(CORNER[start]);
    ctx.quadraticCurveTo(c[0], c[1], back[0], back[1]);
    ctx.closePath();
    walls.push([end, c, back]);
    return walls;
  }
  for (let k = 0; k < 4; k++) {
    const i = (start + k) % 4;
    const end = p(CORNER[(i + 1) % 4]);
    if (covered[i]) {
      ctx.lineTo(...end);
    } else {
      const m = EDGE_MID[SIDES[i]];
      const depth = n === 3 ? 0.85 : 0.5;
      const c = p([m[0] + (0.5 - m[0]) * depth, m[1] + (0.5 - m[1]) * depth]);
      const from = p(CORNER[i]);
      ctx.quadraticCurveTo(c[0], c[1], end[0], end[1]);
      walls.push([from, c, end]);
    }
  }
  ctx.closePath();
  return walls;
}
// The monastery (chapel and roof) and the garden (with its hedge): centre boxes.
const CENTRE = { monastery: [0.33, 0.36, 0.67, 0.64], garden: [0.32, 0.32, 0.68, 0.68] };
// The border cells of each half-edge: a side's first or second half, clockwise.
const HALF = { NNW: [0, 0], NNE: [0, 1], ENE: [1, 0], ESE: [1, 1], SSE: [2, 0], SSW: [2, 1], WSW: [3, 0], WNW: [3, 1] };

/** The border cells along half-edge `loc` (clockwise along its side). */
function halfCells(loc) {
  const h = HALF[loc];
  if (!h) return [];
  const out = [];
  const half = N / 2;
  for (let i = 0; i < half; i++) {
    const along = h[1] * half + i; // clockwise from the side's first corner
    const [x, y] = [
      [along, 0],
      [N - 1, along],
      [N - 1 - along, N - 1],
      [0, N - 1 - along],
    ][h[0]];
    out.push(y * N + x);
  }
  return out;
}

/** Mark with `feat` every cell whose centre `inside(x, y)` (pixels of an N-pixel tile). */
function mark(label, feat, inside) {
  for (let k = 0; k < N * N; k++) {
    if (inside((k % N) + 0.5, Math.floor(k / N) + 0.5)) label[k] = feat;
  }
}

const rasters = new WeakMap();
/** The feature raster of a Classic tile kind: `{ n, label }` (worked out once per kind). */
export function featureRaster(def) {
  let r = rasters.get(def);
  if (!r) rasters.set(def, (r = rasterOf(def)));
  return r;
}

function rasterOf(def) {
  const label = new Int16Array(N * N).fill(-1);
  const ctx = new PathShape();
  const centre = def.features.findIndex((f) => f.kind === 'monastery' || f.kind === 'garden');
  // In the painter's order, later over earlier: water, roads, cities, the centre.
  def.features.forEach((f, i) => {
    if (f.kind !== 'river') return;
    drawLinear(ctx, f, N, false, (c) => {
      c.lineWidth = N * RIVER_W;
      mark(label, i, (x, y) => c.isPointInStroke(x, y));
    });
    const pool = POOL[def.pool];
    if (pool) mark(label, i, (x, y) => ((x / N - 0.5) / pool[0]) ** 2 + ((y / N - 0.5) / pool[1]) ** 2 <= 1);
  });
  def.features.forEach((f, i) => {
    if (f.kind !== 'road') return;
    drawLinear(ctx, f, N, centre >= 0, (c) => {
      c.lineWidth = N * ROAD_W;
      c.lineCap = 'butt';
      mark(label, i, (x, y) => c.isPointInStroke(x, y));
    });
  });
  def.features.forEach((f, i) => {
    if (f.kind !== 'city') return;
    cityPath(ctx, featureEdges(f), N);
    mark(label, i, (x, y) => ctx.isPointInPath(x, y));
  });
  if (centre >= 0) {
    const [x0, y0, x1, y1] = CENTRE[def.features[centre].kind];
    mark(label, centre, (x, y) => x >= x0 * N && x <= x1 * N && y >= y0 * N && y <= y1 * N);
  }
  growFields(def, label);
  return { n: N, label };
}

/** The ground left: each field grows from its free half-edge cells, breadth first, so that
 * ground the catalog splits and the drawing does not is shared out by distance. */
function growFields(def, label) {
  let queue = [];
  def.features.forEach((f, i) => {
    if (f.kind !== 'field') return;
    for (const loc of f.locs) {
      for (const k of halfCells(loc)) {
        if (label[k] === -1) {
          label[k] = i;
          queue.push(k);
        }
      }
    }
  });
  while (queue.length) {
    const next = [];
    for (const k of queue) {
      const x = k % N;
      const y = Math.floor(k / N);
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= N || ny >= N) continue;
        const nk = ny * N + nx;
        if (label[nk] !== -1) continue;
        label[nk] = label[k];
        next.push(nk);
      }
    }
    queue = next;
  }
}

// ---------- figure spots ----------

/** For each cell of feature `feat`, how deep inside it its centre lies (tile units): the way to
 * the nearest cell centre of another feature, less half a cell (0 for cells of other features;
 * the tile's border is no feature's end, as the feature goes on across it). */
function depths(label, feat) {
  const out = new Float64Array(N * N);
  const others = [];
  for (let k = 0; k < N * N; k++) {
    if (label[k] === feat) continue;
    // Only the cells beside the feature can be the nearest.
    const x = k % N;
    const y = Math.floor(k / N);
    let next = false;
    for (let dy = -1; dy <= 1 && !next; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < N && ny < N && label[ny * N + nx] === feat) next = true;
      }
    }
    if (next) others.push([x, y]);
  }
  for (let k = 0; k < N * N; k++) {
    if (label[k] !== feat) continue;
    const x = k % N;
    const y = Math.floor(k / N);
    let d = Infinity;
    for (const [ox, oy] of others) d = Math.min(d, Math.hypot(ox - x, oy - y) - 0.5);
    out[k] = d / N;
  }
  return out;
}

/** Room enough inside a feature: a spot's disc and a little. Deeper is no better, so a wide
 * feature's spot goes near its middle rather than wherever it happens to be deepest. */
const DEEP = SPOT_R + 0.02;
/** How far a spot keeps from the tile's border: its disc may reach past it by half its radius
 * at most (a city along one side is a thin cap; its spot should still sit in it). */
const BORDER = SPOT_R / 2;

/** Each figure option's spot on a tile kind (unrotated): `[{ meeple, abbot? }]` by feature
 * index (null for a river, which takes no figure). Every spot lies inside its feature, and
 * the spots keep `SPOT_ROOM` apart where the tile allows and never less than `SPOT_APART`
 * (discs that touch hide each other's projections and take each other's clicks): the options
 * pick in turn, the narrowest feature first (it has the fewest places), each the best place the
 * others leave it; then a few sweeps let each move to its best place given all the others, so
 * that a follower and the abbot share a small monastery by standing at its two ends. */
function spotsOf(def) {
  const { label } = featureRaster(def);
  const options = [];
  def.features.forEach((f, feat) => {
    if (f.kind === 'river') return;
    const deep = depths(label, feat);
    const cells = [];
    let cx = 0;
    let cy = 0;
    for (let k = 0; k < N * N; k++) {
      if (label[k] !== feat) continue;
      cells.push(k);
      cx += (k % N) + 0.5;
      cy += Math.floor(k / N) + 0.5;
    }
    if (!cells.length) return;
    const mid = [cx / cells.length / N, cy / cells.length / N];
    // A place's worth inside the feature: its depth (up to DEEP, and away from the tile's
    // border), then nearness to the feature's middle.
    const cands = cells.map((k) => {
      const p = [((k % N) + 0.5) / N, (Math.floor(k / N) + 0.5) / N];
      const inside = Math.min(deep[k], DEEP, Math.min(p[0], p[1], 1 - p[0], 1 - p[1]) - BORDER);
      return { p, inside, worth: inside - 0.02 * Math.hypot(p[0] - mid[0], p[1] - mid[1]) };
    });
    const room = Math.max(...cands.map((c) => c.inside));
    const roles = f.kind === 'monastery' || f.kind === 'garden' ? ['meeple', 'abbot'] : ['meeple'];
    for (const role of roles) options.push({ feat, role, cands, room, at: null });
  });
  options.sort((a, b) => a.room - b.room);
  /** The best of an option's places given the others' spots: far enough from them first
   * (SPOT_ROOM, else SPOT_APART), then its worth; with none far enough, the farthest. */
  const place = (o) => {
    let best = null;
    for (const c of o.cands) {
      let apart = Infinity;
      for (const q of options) if (q !== o && q.at) apart = Math.min(apart, Math.hypot(c.p[0] - q.at[0], c.p[1] - q.at[1]));
      const tier = apart >= SPOT_ROOM ? 2 : apart >= SPOT_APART + 0.005 ? 1 : 0;
      const v = tier ? c.worth : apart;
      if (!best || tier > best.tier || (tier === best.tier && v > best.v)) best = { tier, v, p: c.p };
    }
    o.at = best.p;
  };
  for (const o of options) place(o);
  for (let sweep = 0; sweep < 3; sweep++) for (const o of options) place(o);
  const spots = def.features.map(() => null);
  for (const o of options) (spots[o.feat] = spots[o.feat] || {})[o.role] = o.at;
  return spots;
}

const spotCache = new WeakMap();
/** Where a figure or figure option stands on a Classic tile laid at `rot` degrees (tile units,
 * board orientation): its feature's spot (the abbot's own on a monastery or garden), turned with
 * the tile; null (the shared spot) for a feature this tile kind does not have. */
export function figureSpot(def, rot, fig) {
  if (!def) return null;
  let spots = spotCache.get(def);
  if (!spots) spotCache.set(def, (spots = spotsOf(def)));
  const feat = featureIndex(def, rot, fig);
  const s = feat != null ? spots[feat] : null;
  if (!s) return null;
  const p = (fig.kind || fig.figure) === 'abbot' && s.abbot ? s.abbot : s.meeple;
  return turnPoint(p, Math.round(rot / 90));
}
