// Classic's feature raster (Benelux paints the same tiles): where each feature of a tile kind
// lies, as the painter (classic.js) draws it — an n × n grid of the unrotated tile, each cell
// the feature's index (-1: none). Cities, roads, rivers and the monastery or garden are the
// painter's own shapes, tested point by point on a scratch canvas; fields are the ground left
// between them, grown from their printed half-edges, so each field ends where a road or a city
// wall divides it. Hover (which feature is under the pointer) and the outlines read it
// (ui/game/outline-draw.js).

import { drawLinear, featureEdges } from '../tiles.js';
import { cityPath } from './classic.js';

export const N = 48;
// Band widths as the painter strokes them (shares of the tile).
const ROAD_W = 0.15;
const RIVER_W = 0.24;
const POOL = { spring: [0.12, 0.12], lake: [0.26, 0.2] };
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

let scratch = null;
function scratchCtx() {
  if (!scratch) {
    const c = document.createElement('canvas');
    c.width = N;
    c.height = N;
    scratch = c.getContext('2d');
  }
  return scratch;
}

/** Mark with `feat` every cell whose centre `inside(x, y)` (pixels of an N-pixel tile). */
function mark(label, feat, inside) {
  for (let k = 0; k < N * N; k++) {
    if (inside((k % N) + 0.5, Math.floor(k / N) + 0.5)) label[k] = feat;
  }
}

/** The feature raster of a Classic tile kind: `{ n, label }`. */
export function featureRaster(def) {
  const label = new Int16Array(N * N).fill(-1);
  const ctx = scratchCtx();
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
