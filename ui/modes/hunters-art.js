// Hunters & Gatherers' tile painter: the steppe, hedges between meadows kept apart, forests as
// tree crowns over a dark floor, rivers, springs and lakes with their fish, the contents of the
// forests and meadows, and a bonus tile's star — all where the layout (hunters-layout.js) puts
// them; the pictures themselves are in hunters-glyphs.js.

import { WATER } from '../tiles.js';
import { N, RIVER_W, SPRING_R, STAR, cellAt, cellPoint, fishSpots, layoutOf } from './hunters-layout.js';
import * as G from './hunters-glyphs.js';

const C = {
  meadow: '#a8c266',
  tuft: '#86a24b',
  forest: '#2d5224',
  crown: '#3d6f2f',
  crownLight: '#5b9146',
  crownDark: '#1c3616',
  hedge: '#4f7a33',
  seam: '#a8c266',
  spring: '#bfe6fb',
};

function rnd(seed) {
  let r = seed % 233280;
  return () => {
    r = (r * 9301 + 49297) % 233280;
    return r / 233280;
  };
}
const seedOf = (def) => [...def.name].reduce((a, ch) => a * 31 + ch.charCodeAt(0), 7) % 100000;

/** The steppe: a light, dry green with tufts (on meadow cells only). */
function drawMeadow(ctx, def, L, s) {
  ctx.fillStyle = C.meadow;
  ctx.fillRect(0, 0, s, s);
  const r = rnd(seedOf(def));
  ctx.strokeStyle = C.tuft;
  ctx.lineWidth = Math.max(1, s * 0.01);
  ctx.beginPath();
  for (let i = 0; i < 22; i++) {
    const x = r();
    const y = r();
    const k = L.label[cellAt(x, y)];
    if (L.water[cellAt(x, y)] || (k >= 0 && def.features[k].kind !== 'meadow')) continue;
    ctx.moveTo(x * s, y * s);
    ctx.lineTo((x - 0.012) * s, (y - 0.035) * s);
    ctx.moveTo(x * s, y * s);
    ctx.lineTo((x + 0.015) * s, (y - 0.03) * s);
  }
  ctx.stroke();
}

/** Whether cell k borders a cell of another feature of kind `kind`. */
function bordersOther(def, L, k, kind) {
  const x = k % N;
  const y = Math.floor(k / N);
  const me = L.label[k];
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= N || ny >= N) continue;
    const o = L.label[ny * N + nx];
    if (o >= 0 && o !== me && def.features[o].kind === kind) return true;
  }
  return false;
}

/** Whether a cell of another forest than `feat` lies within `d` of (x, y): crowns keep off it,
 * so that two forests side by side show the seam between them. */
function otherForestNear(def, L, feat, x, y, d) {
  for (let cy = Math.floor((y - d) * N); cy <= Math.floor((y + d) * N); cy++) {
    for (let cx = Math.floor((x - d) * N); cx <= Math.floor((x + d) * N); cx++) {
      if (cx < 0 || cy < 0 || cx >= N || cy >= N) continue;
      const o = L.label[cy * N + cx];
      if (o < 0 || o === feat || def.features[o].kind !== 'forest') continue;
      if (Math.hypot((cx + 0.5) / N - x, (cy + 0.5) / N - y) < d + 0.5 / N) return true;
    }
  }
  return false;
}

/** Two meadows the catalog keeps apart but nothing divides: a row of bushes between them. */
function drawHedges(ctx, def, L, s) {
  const pts = [];
  for (let k = 0; k < N * N; k++) {
    const f = L.label[k];
    if (f < 0 || def.features[f].kind !== 'meadow' || !bordersOther(def, L, k, 'meadow')) continue;
    const p = cellPoint(k);
    if (pts.every((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) > 0.045)) pts.push(p);
  }
  for (const [x, y] of pts) {
    ctx.beginPath();
    ctx.arc(x * s, y * s, s * 0.026, 0, Math.PI * 2);
    ctx.fillStyle = C.hedge;
    ctx.fill();
    ctx.lineWidth = Math.max(1, s * 0.006);
    ctx.strokeStyle = C.crownDark;
    ctx.stroke();
  }
}

/** A forest: a dark floor under tree crowns — a row of crowns along its outline, more inside —
 * leaving out the crowns where its treasures lie; two forests side by side keep a thin seam of
 * meadow between them. */
function drawForest(ctx, def, L, feat, s) {
  const items = L.items.filter((it) => it.feat === feat);
  const px = s / N;
  const rim = [];
  const inner = [];
  ctx.fillStyle = C.forest;
  // The floor keeps off another forest as far as the crowns do, so their round edges show the
  // seam rather than the raster's steps.
  const seam = (k) => otherForestNear(def, L, feat, ...cellPoint(k), 0.045);
  for (let k = 0; k < N * N; k++) {
    if (L.label[k] !== feat || seam(k)) continue;
    const x = k % N;
    const y = Math.floor(k / N);
    const edge = [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => {
      const nx = x + dx;
      const ny = y + dy;
      return nx >= 0 && ny >= 0 && nx < N && ny < N && (L.label[ny * N + nx] !== feat || seam(ny * N + nx));
    });
    (edge ? rim : inner).push(cellPoint(k));
    ctx.beginPath();
    if (edge) ctx.arc((x + 0.5) * px, (y + 0.5) * px, px * 0.9, 0, Math.PI * 2);
    else ctx.rect(Math.floor(x * px), Math.floor(y * px), Math.ceil(px) + 1, Math.ceil(px) + 1);
    ctx.fill();
  }
  const r = rnd(seedOf(def) + feat * 101);
  const R = 0.056;
  const crowns = [];
  const free = ([x, y], gap) =>
    !items.some((it) => Math.hypot(it.x - x, it.y - y) < it.r + 0.03) && crowns.every((c) => Math.hypot(c[0] - x, c[1] - y) > gap) && !otherForestNear(def, L, feat, x, y, R);
  for (const p of rim) if (free(p, R * 1.25)) crowns.push([p[0], p[1], R * (0.85 + r() * 0.3)]);
  const step = 0.08;
  for (let j = 0; j * step < 1.05; j++) {
    for (let i = 0; i * step < 1.05; i++) {
      const x = (i + (j % 2) * 0.5) * step + (r() - 0.5) * 0.035;
      const y = j * step * 0.88 + (r() - 0.5) * 0.035;
      if (x < 0 || y < 0 || x > 1 || y > 1 || !inner.length || L.label[cellAt(x, y)] !== feat) continue;
      if (free([x, y], R * 1.05)) crowns.push([x, y, R * (0.9 + r() * 0.3)]);
    }
  }
  crowns.sort((a, b) => a[1] - b[1]);
  for (const [x, y, cr] of crowns) G.crown(ctx, x * s, y * s, s * cr, C);
}

/** A river band with its bank and a few light wave strokes. */
function drawRiver(ctx, river, s) {
  const path = () => {
    ctx.beginPath();
    river.pts.forEach(([x, y], i) => (i ? ctx.lineTo(x * s, y * s) : ctx.moveTo(x * s, y * s)));
  };
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  path();
  ctx.strokeStyle = WATER.bank;
  ctx.lineWidth = s * RIVER_W * 2.2;
  ctx.stroke();
  path();
  ctx.strokeStyle = WATER.band;
  ctx.lineWidth = s * RIVER_W * 1.7;
  ctx.stroke();
  ctx.lineCap = 'butt';
  path();
  ctx.setLineDash([s * 0.035, s * 0.07]);
  ctx.strokeStyle = WATER.light;
  ctx.lineWidth = Math.max(1, s * 0.014);
  ctx.stroke();
  ctx.setLineDash([]);
}

function drawLake(ctx, lake, s) {
  const x = lake.x * s;
  const y = lake.y * s;
  ctx.beginPath();
  ctx.arc(x, y, lake.r * s, 0, Math.PI * 2);
  ctx.fillStyle = WATER.band;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.02);
  ctx.strokeStyle = WATER.bank;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x - lake.r * s * 0.15, y - lake.r * s * 0.15, lake.r * s * 0.7, Math.PI * 1.05, Math.PI * 1.45);
  ctx.strokeStyle = WATER.light;
  ctx.lineWidth = Math.max(1, s * 0.012);
  ctx.stroke();
  const len = Math.min(0.1, lake.r * 0.55) * s;
  for (const [fx, fy] of fishSpots(lake.fish)) G.fish(ctx, x + fx * lake.r * s, y + fy * lake.r * s, len);
}

function drawSpring(ctx, [x, y], s) {
  ctx.beginPath();
  ctx.arc(x * s, y * s, SPRING_R * s, 0, Math.PI * 2);
  ctx.fillStyle = C.spring;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.016);
  ctx.strokeStyle = WATER.bank;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x * s, y * s, SPRING_R * s * 0.45, 0, Math.PI * 2);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = Math.max(1, s * 0.01);
  ctx.stroke();
}

/** Draw a Hunters & Gatherers tile kind, unrotated, into an `s`-pixel square. */
export function paintTile(ctx, def, s) {
  const L = layoutOf(def);
  drawMeadow(ctx, def, L, s);
  drawHedges(ctx, def, L, s);
  def.features.forEach((f, i) => f.kind === 'forest' && drawForest(ctx, def, L, i, s));
  for (const r of L.rivers) drawRiver(ctx, r, s);
  for (const r of L.rivers) if (r.spring) drawSpring(ctx, r.spring, s);
  for (const l of L.lakes) drawLake(ctx, l, s);
  for (const it of L.items) G.item(ctx, it.kind, it.x * s, it.y * s, it.r * s);
  if (def.bonus) G.star(ctx, s * STAR[0], s * STAR[0], s * STAR[1]);
}
