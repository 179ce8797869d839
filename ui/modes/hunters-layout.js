// Hunters & Gatherers: where everything lies on a tile kind — pure, cached per kind, in units of
// the tile (unrotated). A raster of the unit tile: water first (rivers to their lake, their spring
// or through, lakes by their arms and clear of the forests), then each forest's shape from the
// sides it covers, then the meadows grown in from their printed half-edges around water and
// forests. The painter (hunters-art.js) follows the raster, so a deer always stands in its own
// meadow and a nugget in its own forest, and two meadows the catalog keeps apart show apart (a
// hedge between them) even where no river or forest divides them. The things in a feature, and a
// figure's spot, go where the feature leaves them most room.

import { CORNER, EDGE_MID, SIDES, SPOT_APART, SPOT_ROOM, featureEdges } from '../tiles.js';

/** Raster cells per side. */
export const N = 32;
export const RIVER_W = 0.065; // half the width of a river band (unit tile)
const SPRING_DEPTH = 0.3;
export const SPRING_R = 0.06;
/** The bonus star's place (x = y) and radius: kept clear of the tile's contents. */
export const STAR = [0.075, 0.055];

// The stretch of the tile's border each location covers: a side, or half of one (clockwise).
const HALF = { NNW: [0, 0], NNE: [0, 1], ENE: [1, 0], ESE: [1, 1], SSE: [2, 0], SSW: [2, 1], WSW: [3, 0], WNW: [3, 1] };
function borderOf(loc) {
  const i = SIDES.indexOf(loc);
  if (i >= 0) return [CORNER[i], CORNER[(i + 1) % 4]];
  const h = HALF[loc];
  if (!h) return null;
  const a = CORNER[h[0]];
  const b = CORNER[(h[0] + 1) % 4];
  const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  return h[1] === 0 ? [a, m] : [m, b];
}

function segDist(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

function polyDist(p, pts) {
  let d = Infinity;
  for (let i = 1; i < pts.length; i++) d = Math.min(d, segDist(p, pts[i - 1], pts[i]));
  return d;
}

/** Points along a quadratic curve (a river through the tile bends around the centre). */
function quad(a, c, b, n = 16) {
  const out = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]]);
  }
  return out;
}

// Each cell's centre, worked out once (read only: layouts ask for them thousands of times).
const POINTS = Array.from({ length: N * N }, (_, k) => Object.freeze([((k % N) + 0.5) / N, (Math.floor(k / N) + 0.5) / N]));
export const cellPoint = (k) => POINTS[k];
export const cellAt = (x, y) => Math.min(N - 1, Math.max(0, Math.floor(y * N))) * N + Math.min(N - 1, Math.max(0, Math.floor(x * N)));
const count = (f, key) => (f.contents && f.contents[key]) || 0;

/** Lakes: at the tile's middle, drawn a little toward their arms (two lakes: well apart); where
 * a forest is in the way, further toward the arms and smaller, until the lake is clear of it. */
function placeLakes(def) {
  const lakes = def.features.map((f, i) => [f, i]).filter(([f]) => f.kind === 'lake');
  const forests = forestShapes(def).filter(Boolean);
  const blocked = (x, y) => x < 0.02 || y < 0.02 || x > 0.98 || y > 0.98 || forests.some((inside) => inside([x, y]));
  const clear = (x, y, r) => !blocked(x, y) && [...Array(16).keys()].every((a) => !blocked(x + Math.cos((a * Math.PI) / 8) * (r + 0.02), y + Math.sin((a * Math.PI) / 8) * (r + 0.02)));
  return lakes.map(([f, i]) => {
    const mids = (f.arms || []).map((a) => EDGE_MID[featureEdges(def.features[a])[0]]).filter(Boolean);
    const m = mids.length ? [mids.reduce((s, p) => s + p[0], 0) / mids.length, mids.reduce((s, p) => s + p[1], 0) / mids.length] : [0.5, 0.5];
    const fish = count(f, 'fish');
    const k0 = lakes.length > 1 ? 0.55 : 0.15;
    const r0 = lakes.length > 1 ? 0.14 : Math.min(0.21, 0.16 + 0.013 * fish);
    const at = (k) => [0.5 + (m[0] - 0.5) * k, 0.5 + (m[1] - 0.5) * k];
    // The nearest clear place, giving up some size rather than much of the middle.
    let best = null;
    for (let r = r0; r >= 0.1; r -= 0.01) {
      for (let k = k0; k <= 0.9; k += 0.05) {
        const [x, y] = at(k);
        const cost = (r0 - r) * 4 + (k - k0);
        if ((!best || cost < best.cost) && clear(x, y, r)) best = { cost, lake: { feat: i, x, y, r, fish } };
      }
    }
    if (best) return best.lake;
    const [x, y] = at(k0);
    return { feat: i, x, y, r: r0, fish };
  });
}

/** Rivers as polylines: through the tile, into their lake, or up to their spring. */
function placeRivers(def, lakes) {
  const rivers = [];
  def.features.forEach((f, i) => {
    if (f.kind !== 'river') return;
    const edges = featureEdges(f);
    if (edges.length >= 2) {
      rivers.push({ feat: i, end: 'through', pts: quad(EDGE_MID[edges[0]], [0.5, 0.5], EDGE_MID[edges[1]]) });
      return;
    }
    if (!edges.length) return;
    const m = EDGE_MID[edges[0]];
    const lake = f.ending && typeof f.ending === 'object' ? lakes.find((l) => l.feat === f.ending.lake) : null;
    if (lake) {
      rivers.push({ feat: i, end: 'lake', lake, pts: [m, [lake.x, lake.y]] });
    } else if (f.ending === 'spring') {
      const sp = [m[0] + (0.5 - m[0]) * 2 * SPRING_DEPTH, m[1] + (0.5 - m[1]) * 2 * SPRING_DEPTH];
      rivers.push({ feat: i, end: 'spring', spring: sp, pts: [m, sp] });
    } else {
      rivers.push({ feat: i, end: 'centre', pts: [m, [0.5, 0.5]] });
    }
  });
  return rivers;
}

/** A tiny binary heap of [cost, cell, label] for the growing of the land features. */
function heapPush(h, e) {
  h.push(e);
  let i = h.length - 1;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (h[p][0] <= h[i][0]) break;
    [h[p], h[i]] = [h[i], h[p]];
    i = p;
  }
}
function heapPop(h) {
  const top = h[0];
  const last = h.pop();
  if (h.length) {
    h[0] = last;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && h[l][0] < h[m][0]) m = l;
      if (r < h.length && h[r][0] < h[m][0]) m = r;
      if (m === i) break;
      [h[m], h[i]] = [h[i], h[m]];
      i = m;
    }
  }
  return top;
}

/** A point of the unit tile seen with side `i` turned to the north. */
function toNorth([x, y], i) {
  for (let k = 0; k < i; k++) [x, y] = [y, 1 - x];
  return [x, y];
}
/** Whether a point lies in the cap of side `i` that reaches `depth` into the tile at its middle
 * (a parabola from corner to corner). */
function inCap(p, i, depth) {
  const [x, y] = toNorth(p, i);
  return y <= 4 * depth * x * (1 - x);
}

/** The shape a forest takes from the sides it covers (a test on points of the unit tile): one
 * side a rounded cap, two neighbouring sides their corner, two opposite sides a band across,
 * three sides all but a cap of the fourth, four the whole tile. On a tile with a lake the
 * corners and bands draw back to leave it room. */
export function forestShape(edges, roomy = false) {
  const sides = SIDES.map((d) => edges.includes(d));
  const n = sides.filter(Boolean).length;
  const open = [0, 1, 2, 3].filter((i) => !sides[i]);
  if (n === 4) return () => true;
  if (n === 1) return (p) => inCap(p, sides.indexOf(true), 0.28);
  if (n === 3) return (p) => !inCap(p, open[0], 0.4);
  const first = [0, 1, 2, 3].find((i) => sides[i] && sides[(i + 1) % 4]);
  if (n === 2 && first !== undefined) {
    // The corner between sides `first` and the next one, bounded by a curve from corner to
    // corner: a little beyond the diagonal, or well short of it beside a lake.
    const bulge = roomy ? -0.6 : 0.4;
    return (p) => {
      const [x, y] = toNorth(p, first);
      const t = (x + y) / 2;
      return y - x <= bulge * t * (1 - t);
    };
  }
  const depth = roomy ? 0.36 : 0.3;
  return (p) => open.every((i) => !inCap(p, i, depth));
}

/** Each forest's shape on a tile kind, by feature index. */
function forestShapes(def) {
  const roomy = def.features.some((f) => f.kind === 'lake');
  return def.features.map((f) => (f.kind === 'forest' ? forestShape(featureEdges(f), roomy) : null));
}

/** The raster: each cell's feature index (-1: nobody's). Water is fixed first, then each
 * forest's shape (where two overlap, the nearer forest); meadows then grow in from their border
 * stretches around water and forests (never across them), and what no meadow reaches joins the
 * forest next to it. */
function rasterise(def, lakes, rivers) {
  const label = new Int16Array(N * N).fill(-1);
  const water = new Uint8Array(N * N);
  const stretches = def.features.map((f) => f.locs.map(borderOf).filter(Boolean));
  const near = (p, i) => {
    let d = Infinity;
    for (const [a, b] of stretches[i]) d = Math.min(d, segDist(p, a, b));
    return d;
  };
  const shapes = forestShapes(def);
  // Each river's box, grown by its width: cells outside it need no distance to its course.
  const boxes = rivers.map((r) => {
    const xs = r.pts.map((q) => q[0]).concat(r.spring ? [r.spring[0]] : []);
    const ys = r.pts.map((q) => q[1]).concat(r.spring ? [r.spring[1]] : []);
    const m = RIVER_W + SPRING_R;
    return [Math.min(...xs) - m, Math.min(...ys) - m, Math.max(...xs) + m, Math.max(...ys) + m];
  });
  const onRiver = (p, r, i) => {
    const [x0, y0, x1, y1] = boxes[i];
    if (p[0] < x0 || p[1] < y0 || p[0] > x1 || p[1] > y1) return false;
    return polyDist(p, r.pts) <= RIVER_W || (r.spring && Math.hypot(p[0] - r.spring[0], p[1] - r.spring[1]) <= SPRING_R + 0.01);
  };
  for (let k = 0; k < N * N; k++) {
    const p = cellPoint(k);
    const lake = lakes.find((l) => Math.hypot(p[0] - l.x, p[1] - l.y) <= l.r + 0.01);
    const river = lake ? null : rivers.find((r, i) => onRiver(p, r, i));
    if (lake || river) {
      label[k] = (lake || river).feat;
      water[k] = 1;
      continue;
    }
    let best = Infinity;
    shapes.forEach((inside, i) => {
      if (!inside || !inside(p)) return;
      const d = near(p, i);
      if (d < best) [best, label[k]] = [d, i];
    });
  }
  const cost = new Float64Array(N * N).fill(Infinity);
  const heap = [];
  def.features.forEach((f, i) => {
    if (f.kind !== 'meadow') return;
    for (let k = 0; k < N * N; k++) {
      if (label[k] >= 0) continue;
      const p = cellPoint(k);
      const d = Math.min(p[0], p[1], 1 - p[0], 1 - p[1]) < 1 / N ? near(p, i) : Infinity;
      if (d < 1.2 / N) heapPush(heap, [d, k, i]);
    }
  });
  while (heap.length) {
    const [c, k, i] = heapPop(heap);
    if (c >= cost[k]) continue;
    cost[k] = c;
    label[k] = i;
    const x = k % N;
    const y = Math.floor(k / N);
    for (const [dx, dy, step] of STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= N || ny >= N) continue;
      const nk = ny * N + nx;
      const nc = c + step;
      // Only into free land, or a meadow's cell this way reaches sooner.
      if (nc < cost[nk] && (label[nk] < 0 || cost[nk] < Infinity)) heapPush(heap, [nc, nk, i]);
    }
  }
  fillLeftovers(def, label);
  tidy(def, label);
  return { label, water };
}

/** The eight moves from a cell with their lengths. */
const STEPS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]].map(([dx, dy]) => [dx, dy, Math.hypot(dx, dy) / N]);

/** Land no meadow reached (a pocket between forests and water): to the forest beside it. */
function fillLeftovers(def, label) {
  let queue = [...label.keys()].filter((k) => label[k] >= 0 && def.features[label[k]].kind === 'forest');
  while (queue.length) {
    const next = [];
    for (const k of queue) {
      for (const n of around(k)) {
        if (label[n] < 0) {
          label[n] = label[k];
          next.push(n);
        }
      }
    }
    queue = next;
  }
}

/** The parts of a cell's four neighbours that lie on the tile. */
export function around(k) {
  const x = k % N;
  const y = Math.floor(k / N);
  const out = [];
  if (x > 0) out.push(k - 1);
  if (x < N - 1) out.push(k + 1);
  if (y > 0) out.push(k - N);
  if (y < N - 1) out.push(k + N);
  return out;
}

/** Growing cell by cell can leave a few cells of a forest or meadow cut off from the rest of
 * it (squeezed diagonally between two forests): they join the land around them, a forest
 * first, so that every feature is one piece. */
function tidy(def, label) {
  def.features.forEach((f, i) => {
    if (f.kind !== 'forest' && f.kind !== 'meadow') return;
    const parts = [];
    const seen = new Uint8Array(N * N);
    for (let k = 0; k < N * N; k++) {
      if (label[k] !== i || seen[k]) continue;
      const part = [k];
      seen[k] = 1;
      for (let j = 0; j < part.length; j++) {
        for (const n of around(part[j])) {
          if (label[n] === i && !seen[n]) {
            seen[n] = 1;
            part.push(n);
          }
        }
      }
      parts.push(part);
    }
    parts.sort((a, b) => b.length - a.length);
    for (const part of parts.slice(1)) {
      const next = part.flatMap(around).map((n) => label[n]).filter((l) => l >= 0 && l !== i);
      const land = next.filter((l) => def.features[l].kind === 'forest' || def.features[l].kind === 'meadow');
      const to = land.find((l) => def.features[l].kind === 'forest') ?? land[0];
      if (to !== undefined) for (const k of part) label[k] = to;
    }
  });
}

/** For each cell of feature `feat`: how far (unit tile) to the nearest cell that is not, by
 * handing each cell its neighbours' nearest outside point (close enough to exact here). */
function clearance(label, feat) {
  const src = new Array(N * N).fill(null);
  const dist = new Float64Array(N * N).fill(Infinity);
  let queue = [];
  for (let k = 0; k < N * N; k++) {
    if (label[k] !== feat) continue;
    const x = k % N;
    const y = Math.floor(k / N);
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < N && ny < N && label[ny * N + nx] === feat) continue;
      // The outside point: halfway to the neighbour, on the boundary between the two cells.
      const o = [(x + 0.5 + dx / 2) / N, (y + 0.5 + dy / 2) / N];
      const d = Math.hypot(dx / 2, dy / 2) / N;
      if (d < dist[k]) [dist[k], src[k]] = [d, o];
    }
    if (src[k]) queue.push(k);
  }
  while (queue.length) {
    const next = [];
    for (const k of queue) {
      for (const n of around(k)) {
        if (label[n] !== feat) continue;
        const p = cellPoint(n);
        const d = Math.hypot(p[0] - src[k][0], p[1] - src[k][1]);
        if (d < dist[n] - 1e-12) {
          dist[n] = d;
          src[n] = src[k];
          next.push(n);
        }
      }
    }
    queue = next;
  }
  const out = [];
  for (let k = 0; k < N * N; k++) if (label[k] === feat) out.push([k, dist[k]]);
  return out;
}

// How big each kind of content is drawn (radius, unit tile): [smallest, largest]; it grows with
// the room its feature leaves it. The volcano is the big one.
export const ITEM_R = {
  volcano: [0.16, 0.2],
  shrine: [0.1, 0.15],
  fire: [0.1, 0.17],
  mammoth: [0.11, 0.16],
  aurochs: [0.1, 0.15],
  deer: [0.1, 0.15],
  tiger: [0.1, 0.15],
  gold: [0.045, 0.055],
  mushroom: [0.08, 0.11],
};

/** What a feature holds, one entry per thing to draw (biggest first). */
export function itemsOf(f) {
  const out = [];
  const add = (kind, n) => {
    for (let i = 0; i < n; i++) out.push(kind);
  };
  if (f.kind === 'forest') {
    add('volcano', f.contents && f.contents.volcano ? 1 : 0);
    add('mushroom', count(f, 'mushrooms'));
    add('gold', count(f, 'gold'));
  } else if (f.kind === 'meadow') {
    add('shrine', f.contents && f.contents.shrine ? 1 : 0);
    add('fire', f.contents && f.contents.fire ? 1 : 0);
    add('mammoth', count(f, 'mammoths'));
    add('aurochs', count(f, 'aurochs'));
    add('deer', count(f, 'deer'));
    add('tiger', count(f, 'tigers'));
  }
  return out;
}

/** A greedy spot among a feature's cells (`room`: [cell, clearance]): as far from the feature's
 * border and from the things already placed as it can be. Returns the point and the radius
 * free around it. */
function spread(room, taken) {
  let best = null;
  let free = -Infinity;
  for (const [k, d] of room) {
    const p = cellPoint(k);
    let f = d;
    for (const t of taken) f = Math.min(f, Math.hypot(p[0] - t.x, p[1] - t.y) - t.r);
    if (f > free + 1e-9) {
      free = f;
      best = p;
    }
  }
  return { p: best, free };
}

/** Points along a river where a figure may stand: its course (short of the tile's edge and of
 * its lake), and for a hut also its lake's rim or its spring. */
function riverPlaces(river) {
  const along = [];
  const [a, b] = [river.pts[0], river.pts[river.pts.length - 1]];
  if (river.end === 'through') {
    along.push(...river.pts.slice(2, -2));
  } else {
    const stop = river.lake ? 1 - (river.lake.r + 0.03) / Math.hypot(b[0] - a[0], b[1] - a[1]) : 1;
    for (let t = 0.1; t <= stop + 1e-9; t += 0.05) along.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    if (!along.length) along.push([a[0] + (b[0] - a[0]) * 0.1, a[1] + (b[1] - a[1]) * 0.1]);
  }
  // A hut stands in its river system: on the river, at its spring, or on its lake's rim (inside
  // the water, so that its spot is on the feature it names, not on the meadow beside it).
  const banks = [];
  if (river.lake) {
    const { x, y, r } = river.lake;
    for (let i = 0; i < 24; i++) banks.push([x + Math.cos((i * Math.PI) / 12) * (r - 0.04), y + Math.sin((i * Math.PI) / 12) * (r - 0.04)]);
  }
  if (river.spring) {
    // In the spring's pool, at its middle or toward its far side (a short river has room for
    // one spot on its course).
    const [x, y] = river.spring;
    banks.push(river.spring);
    for (let i = 0; i < 8; i++) banks.push([x + Math.cos((i * Math.PI) / 4) * 0.045, y + Math.sin((i * Math.PI) / 4) * 0.045]);
  }
  // Figures are a fifth of a tile tall: keep them off the tile's edges where the river allows.
  const inner = (ps) => ps.filter((p) => p.every((c) => c > 0.1 && c < 0.9));
  return { along: inner(along).length ? inner(along) : along, banks: inner(banks) };
}

/** Where a lake's fish swim, as shares of its radius (countable: never touching). */
export const FISH_AT = {
  1: [[0, 0]],
  2: [[-0.1, -0.34], [0.1, 0.34]],
  3: [[0, -0.42], [-0.4, 0.32], [0.4, 0.32]],
  4: [[-0.4, -0.36], [0.4, -0.36], [-0.4, 0.36], [0.4, 0.36]],
};
export function fishSpots(n) {
  if (FISH_AT[n]) return FISH_AT[n];
  return Array.from({ length: n }, (_, i) => [0.55 * Math.cos((i / n) * Math.PI * 2), 0.55 * Math.sin((i / n) * Math.PI * 2)]);
}

/** The spots of the figure options of a tile (`{ feat: { meeple, hut } }`), chosen together:
 * each option's disc as far from the others as its feature allows, then from the pictures (a
 * figure may hide part of a picture, but a disc must not hide another disc). A forest's or
 * meadow's spot keeps inside it; a fisherman stands on his river — on one that ends on the
 * tile, on its outer part — and a hut on the river or by its lake or spring. A lake and its
 * arms are one river system on the tile: one hut spot for all (the backend offers the hut on
 * the first arm). A few sweeps, each option moving to its best place given the others. */
function placeFigures(def, rooms, rivers, items, lakes) {
  const pictures = items.map((it) => ({ x: it.x, y: it.y, r: it.r * 0.6 }));
  if (def.bonus) pictures.push({ x: STAR[0], y: STAR[0], r: STAR[1] + 0.03 });
  for (const l of lakes) pictures.push(...fishSpots(l.fish).map(([fx, fy]) => ({ x: l.x + fx * l.r, y: l.y + fy * l.r, r: 0.04 })));
  const options = [];
  def.features.forEach((f, i) => {
    if (!rooms[i].length) return;
    // Every other cell each way is choice enough, and four times quicker.
    const room = rooms[i];
    const sparse = room.filter(([k]) => k % 2 === 0 && Math.floor(k / N) % 2 === 0);
    const cands = (sparse.length ? sparse : room).map(([k, d]) => [...cellPoint(k), d]);
    if (cands.length) options.push({ feat: i, role: 'meeple', cands });
  });
  const lakeArm = new Map();
  rivers.forEach((r) => {
    const { along, banks } = riverPlaces(r);
    const outer = r.end === 'through' ? along : along.slice(0, Math.max(1, Math.ceil(along.length * 0.6)));
    options.push({ feat: r.feat, role: 'meeple', cands: outer.map((p) => [...p, 0.12]) });
    if (r.lake && lakeArm.has(r.lake)) return;
    if (r.lake) lakeArm.set(r.lake, r.feat);
    // A river up to its spring is short: its fisherman has the outer part, its hut the spring.
    const hutAt = r.spring ? banks : along.concat(banks);
    options.push({ feat: r.feat, role: 'hut', cands: hutAt.map((p) => [...p, 0.12]) });
  });
  // Discs never overlap (SPOT_APART), and keep SPOT_ROOM apart where the tile has room: a place
  // far enough from the other options wins over any nearer one, then the roomier place.
  const score = (o, [x, y, room]) => {
    let s = room;
    let apart = Infinity;
    for (const q of options) if (q !== o && q.at) apart = Math.min(apart, Math.hypot(x - q.at[0], y - q.at[1]));
    s = Math.min(s, apart - 0.13);
    for (const t of pictures) s = Math.min(s, Math.hypot(x - t.x, y - t.y) - t.r + 0.05);
    const tier = apart >= SPOT_ROOM ? 2 : apart >= SPOT_APART + 0.005 ? 1 : 0;
    return tier * 10 + (tier ? s : apart);
  };
  for (let sweep = 0; sweep < 3; sweep++) {
    for (const o of options) {
      o.at = null;
      const best = o.cands.reduce((b, c) => {
        const v = score(o, c);
        return !b || v > b.v ? { v, c } : b;
      }, null);
      o.at = [best.c[0], best.c[1]];
    }
  }
  const spots = {};
  for (const o of options) {
    const s = (spots[o.feat] = spots[o.feat] || {});
    s[o.role] = o.at;
  }
  for (const s of Object.values(spots)) s.hut = s.hut || s.meeple;
  for (const r of rivers) if (r.lake) spots[r.feat].hut = spots[lakeArm.get(r.lake)].hut;
  for (const l of lakes) spots[l.feat] = { meeple: [l.x, l.y], hut: spots[lakeArm.get(l)] ? spots[lakeArm.get(l)].hut : [l.x, l.y] };
  return spots;
}

function computeLayout(def) {
  const lakes = placeLakes(def);
  const rivers = placeRivers(def, lakes);
  const { label, water } = rasterise(def, lakes, rivers);
  const items = [];
  const rooms = def.features.map((f, i) => (f.kind === 'forest' || f.kind === 'meadow' ? clearance(label, i) : []));
  def.features.forEach((f, i) => {
    const room = rooms[i];
    if (!room.length) return;
    // On a bonus tile, its star in the corner is taken too.
    const mine = def.bonus ? [{ x: STAR[0], y: STAR[0], r: STAR[1] + 0.03 }] : [];
    for (const kind of itemsOf(f)) {
      const { p, free } = spread(room, mine);
      const [lo, hi] = ITEM_R[kind];
      const it = { kind, feat: i, x: p[0], y: p[1], r: Math.max(lo, Math.min(hi, free * 0.9)) };
      mine.push(it);
      items.push(it);
    }
  });
  const spots = placeFigures(def, rooms, rivers, items, lakes);
  return { label, water, lakes, rivers, items, spots };
}

const layouts = new WeakMap();
/** Where everything lies on a tile kind (unit tile, unrotated); computed once per kind. */
export function layoutOf(def) {
  let l = layouts.get(def);
  if (!l) layouts.set(def, (l = computeLayout(def)));
  return l;
}

/** The cell's feature at a point of the unit tile (-1: none). */
export function featureAt(layout, x, y) {
  return layout.label[cellAt(x, y)];
}
