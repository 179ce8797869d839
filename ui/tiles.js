// Procedural tile drawing from the engine's catalog (edges, features and their locations).
// Each tile kind is drawn once per size into an offscreen canvas (a sprite cache); rotation is a
// transform when blitting. Figures are drawn on top, in player colours.

export const COLORS = {
  field: '#7cb356',
  fieldDark: '#5f9a40',
  city: '#d9a86c',
  cityDark: '#b9844a',
  wall: '#6b4423',
  road: '#f1e6c8',
  roadEdge: '#8c7b58',
  water: '#4a90d9',
  waterLight: '#a9d3f5',
  chapel: '#f4ecd8',
  roof: '#b0413e',
  hedge: '#2f6b2a',
  shield: '#2d5fa8',
};

// Location names → points on the unit tile (north up).
const LOC_POINT = {
  N: [0.5, 0.14], E: [0.86, 0.5], S: [0.5, 0.86], W: [0.14, 0.5],
  NNW: [0.27, 0.1], NNE: [0.73, 0.1], ENE: [0.9, 0.27], ESE: [0.9, 0.73],
  SSE: [0.73, 0.9], SSW: [0.27, 0.9], WSW: [0.1, 0.73], WNW: [0.1, 0.27], C: [0.5, 0.5],
};
const EDGE_MID = { N: [0.5, 0], E: [1, 0.5], S: [0.5, 1], W: [0, 0.5] };
const SIDES = ['N', 'E', 'S', 'W'];
const HALVES = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];
// Corners: the start of each side going clockwise.
const CORNER = [[0, 0], [1, 0], [1, 1], [0, 1]];

/** A location name after `q` clockwise quarter turns. */
export function rotateLoc(loc, q) {
  q = ((q % 4) + 4) % 4;
  const s = SIDES.indexOf(loc);
  if (s >= 0) return SIDES[(s + q) % 4];
  const h = HALVES.indexOf(loc);
  if (h >= 0) return HALVES[(h + 2 * q) % 8];
  return loc;
}

/** Where a figure on a feature covering `locs` (board orientation) stands, in tile units. */
export function figurePoint(kind, locs) {
  if (kind === 'monastery' || kind === 'garden' || locs.includes('C')) return [0.5, 0.5];
  const pts = locs.map((l) => LOC_POINT[l]).filter(Boolean);
  if (!pts.length) return [0.5, 0.5];
  let x = pts.reduce((a, p) => a + p[0], 0) / pts.length;
  let y = pts.reduce((a, p) => a + p[1], 0) / pts.length;
  if (kind === 'road') {
    const edges = locs.filter((l) => SIDES.includes(l));
    if (edges.length === 1) {
      const m = LOC_POINT[edges[0]];
      return [m[0] * 0.55 + 0.5 * 0.45, m[1] * 0.55 + 0.5 * 0.45];
    }
    return [x * 0.6 + 0.5 * 0.4, y * 0.6 + 0.5 * 0.4];
  }
  if (kind === 'city') {
    if (locs.length >= 4) return [0.5, 0.5];
    return [x * 0.7 + 0.5 * 0.3, y * 0.7 + 0.5 * 0.3];
  }
  // Fields: the mean of their half-edges; near the centre, pull toward the first one.
  if (Math.hypot(x - 0.5, y - 0.5) < 0.2) {
    const p = pts[0];
    return [p[0] * 0.8 + 0.5 * 0.2, p[1] * 0.8 + 0.5 * 0.2];
  }
  return [x, y];
}

function featureEdges(f) {
  return f.locs.filter((l) => SIDES.includes(l));
}

function cityPath(ctx, edges, s) {
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

function drawShield(ctx, x, y, r) {
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x - r, y - r);
  ctx.lineTo(x + r, y - r);
  ctx.lineTo(x + r, y + r * 0.2);
  ctx.quadraticCurveTo(x + r, y + r, x, y + r * 1.4);
  ctx.quadraticCurveTo(x - r, y + r, x - r, y + r * 0.2);
  ctx.closePath();
  ctx.fillStyle = COLORS.shield;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.25);
  ctx.strokeStyle = '#f4ecd8';
  ctx.stroke();
  ctx.restore();
}

function pathBetween(ctx, a, b, s) {
  ctx.beginPath();
  ctx.moveTo(a[0] * s, a[1] * s);
  ctx.quadraticCurveTo(0.5 * s, 0.5 * s, b[0] * s, b[1] * s);
}

function strokeRoad(ctx, s) {
  ctx.lineCap = 'butt';
  ctx.strokeStyle = COLORS.roadEdge;
  ctx.lineWidth = s * 0.15;
  ctx.stroke();
  ctx.strokeStyle = COLORS.road;
  ctx.lineWidth = s * 0.11;
  ctx.stroke();
  ctx.setLineDash([s * 0.05, s * 0.05]);
  ctx.strokeStyle = 'rgba(140,123,88,0.55)';
  ctx.lineWidth = Math.max(1, s * 0.012);
  ctx.stroke();
  ctx.setLineDash([]);
}

function strokeRiver(ctx, s) {
  ctx.lineCap = 'butt';
  ctx.strokeStyle = '#2f6aa6';
  ctx.lineWidth = s * 0.24;
  ctx.stroke();
  ctx.strokeStyle = COLORS.water;
  ctx.lineWidth = s * 0.2;
  ctx.stroke();
  ctx.setLineDash([s * 0.04, s * 0.09]);
  ctx.strokeStyle = COLORS.waterLight;
  ctx.lineWidth = Math.max(1, s * 0.02);
  ctx.stroke();
  ctx.setLineDash([]);
}

function drawLinear(ctx, f, s, hasCentre, stroke) {
  const edges = featureEdges(f);
  if (edges.length >= 2) {
    pathBetween(ctx, EDGE_MID[edges[0]], EDGE_MID[edges[1]], s);
    stroke(ctx, s);
  } else if (edges.length === 1) {
    const m = EDGE_MID[edges[0]];
    const stop = hasCentre ? 0.3 : 0.0;
    const end = [0.5 + (m[0] - 0.5) * stop, 0.5 + (m[1] - 0.5) * stop];
    ctx.beginPath();
    ctx.moveTo(m[0] * s, m[1] * s);
    ctx.lineTo(end[0] * s, end[1] * s);
    stroke(ctx, s);
  }
}

function drawMonastery(ctx, s) {
  const w = s * 0.26;
  const h = s * 0.2;
  const x = s * 0.5 - w / 2;
  const y = s * 0.52 - h / 2;
  ctx.fillStyle = 'rgba(0,0,0,0.18)';
  ctx.fillRect(x + s * 0.02, y + s * 0.03, w, h);
  ctx.fillStyle = COLORS.chapel;
  ctx.fillRect(x, y, w, h);
  ctx.beginPath();
  ctx.moveTo(x - s * 0.03, y);
  ctx.lineTo(s * 0.5, y - s * 0.14);
  ctx.lineTo(x + w + s * 0.03, y);
  ctx.closePath();
  ctx.fillStyle = COLORS.roof;
  ctx.fill();
  ctx.fillStyle = '#5a4632';
  ctx.fillRect(s * 0.5 - s * 0.035, y + h - s * 0.1, s * 0.07, s * 0.1);
  ctx.strokeStyle = '#5a4632';
  ctx.lineWidth = Math.max(1, s * 0.012);
  ctx.strokeRect(x, y, w, h);
}

function drawGarden(ctx, s) {
  const a = s * 0.3;
  const x = s * 0.5 - a / 2;
  const y = s * 0.5 - a / 2;
  ctx.fillStyle = '#9fd07a';
  ctx.fillRect(x, y, a, a);
  ctx.strokeStyle = COLORS.hedge;
  ctx.lineWidth = s * 0.045;
  ctx.strokeRect(x, y, a, a);
  const flowers = ['#e8505b', '#f7d154', '#ffffff', '#c86dd7'];
  for (let i = 0; i < 9; i++) {
    const fx = x + a * (0.22 + 0.28 * (i % 3));
    const fy = y + a * (0.22 + 0.28 * Math.floor(i / 3));
    ctx.beginPath();
    ctx.arc(fx, fy, s * 0.018, 0, Math.PI * 2);
    ctx.fillStyle = flowers[i % flowers.length];
    ctx.fill();
  }
}

function grass(ctx, s, seed) {
  ctx.strokeStyle = COLORS.fieldDark;
  ctx.lineWidth = Math.max(1, s * 0.01);
  let r = seed * 9301 + 49297;
  const rnd = () => {
    r = (r * 9301 + 49297) % 233280;
    return r / 233280;
  };
  for (let i = 0; i < 14; i++) {
    const x = rnd() * s;
    const y = rnd() * s;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + s * 0.015, y - s * 0.035);
    ctx.moveTo(x + s * 0.02, y);
    ctx.lineTo(x + s * 0.03, y - s * 0.03);
    ctx.stroke();
  }
}

/** Draw one tile kind, unrotated, into a `size`-pixel square. */
export function drawTile(ctx, def, s) {
  ctx.save();
  ctx.fillStyle = COLORS.field;
  ctx.fillRect(0, 0, s, s);
  grass(ctx, s, def.name.length * 7 + def.name.charCodeAt(0));
  const centre = def.features.find((f) => f.kind === 'monastery' || f.kind === 'garden');
  const hasLake = def.name === 'RL';
  const hasSpring = def.name === 'RA';
  for (const f of def.features.filter((f) => f.kind === 'river')) {
    drawLinear(ctx, f, s, false, strokeRiver);
  }
  if (hasLake || hasSpring) {
    ctx.beginPath();
    ctx.ellipse(s * 0.5, s * 0.5, s * (hasLake ? 0.26 : 0.12), s * (hasLake ? 0.2 : 0.12), 0, 0, Math.PI * 2);
    ctx.fillStyle = COLORS.water;
    ctx.fill();
    ctx.strokeStyle = '#2f6aa6';
    ctx.lineWidth = Math.max(1, s * 0.02);
    ctx.stroke();
  }
  for (const f of def.features.filter((f) => f.kind === 'road')) {
    drawLinear(ctx, f, s, !!centre, strokeRoad);
  }
  // Junctions: where three or more roads end on a tile.
  const ending = def.features.filter((f) => f.kind === 'road' && featureEdges(f).length === 1);
  const hasCity = def.features.some((f) => f.kind === 'city');
  if (ending.length >= 3 || (ending.length === 1 && !centre && !hasCity)) {
    ctx.beginPath();
    ctx.arc(s * 0.5, s * 0.5, s * 0.075, 0, Math.PI * 2);
    ctx.fillStyle = '#8c7b58';
    ctx.fill();
    ctx.fillStyle = '#6b5a3a';
    ctx.fillRect(s * 0.47, s * 0.46, s * 0.06, s * 0.06);
  }
  for (const f of def.features.filter((f) => f.kind === 'city')) {
    const walls = cityPath(ctx, featureEdges(f), s);
    ctx.fillStyle = COLORS.city;
    ctx.fill();
    // Roof texture: a few darker blocks.
    ctx.save();
    ctx.clip();
    ctx.fillStyle = COLORS.cityDark;
    for (let i = 0; i < 6; i++) {
      const bx = ((i * 37) % 90) / 100;
      const by = ((i * 53) % 90) / 100;
      ctx.fillRect(bx * s, by * s, s * 0.07, s * 0.05);
    }
    ctx.restore();
    ctx.strokeStyle = COLORS.wall;
    ctx.lineWidth = s * 0.035;
    ctx.lineCap = 'round';
    for (const [a, c, b] of walls) {
      ctx.beginPath();
      ctx.moveTo(a[0], a[1]);
      ctx.quadraticCurveTo(c[0], c[1], b[0], b[1]);
      ctx.stroke();
    }
    if (f.shield) {
      const e = featureEdges(f);
      let x = e.reduce((a, d) => a + EDGE_MID[d][0], 0) / e.length;
      let y = e.reduce((a, d) => a + EDGE_MID[d][1], 0) / e.length;
      if (e.length >= 3) {
        x = x * 0.2 + 0.5 * 0.8;
        y = y * 0.2 + 0.5 * 0.8 - 0.12;
      } else {
        x = x * 0.55 + 0.5 * 0.45 + 0.12;
        y = y * 0.55 + 0.5 * 0.45 - 0.05;
      }
      drawShield(ctx, x * s, y * s, s * 0.06);
    }
  }
  if (centre && centre.kind === 'monastery') drawMonastery(ctx, s);
  if (centre && centre.kind === 'garden') drawGarden(ctx, s);
  ctx.restore();
}

const cache = new Map();
/** A cached offscreen canvas of a tile kind at `size` device pixels. */
export function tileSprite(def, size) {
  const key = `${def.name}@${size}`;
  let c = cache.get(key);
  if (!c) {
    c = document.createElement('canvas');
    c.width = size;
    c.height = size;
    drawTile(c.getContext('2d'), def, size);
    cache.set(key, c);
    if (cache.size > 250) cache.delete(cache.keys().next().value);
  }
  return c;
}

/** Blit a tile at (x, y) (top-left, pixels) with `rot` degrees clockwise. */
const STEPS = [16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512];
export function blitTile(ctx, def, x, y, size, rot, alpha = 1) {
  // Sprites come in a few sizes (the next one up, scaled down), so zooming does not fill the
  // cache with a sprite per pixel size.
  const px = STEPS.find((st) => st >= size) || STEPS[STEPS.length - 1];
  const sprite = tileSprite(def, px);
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x + size / 2, y + size / 2);
  ctx.rotate((rot * Math.PI) / 180);
  ctx.drawImage(sprite, -size / 2, -size / 2, size, size);
  ctx.restore();
}

/** A follower: standing, lying (farmer) or hooded (abbot). */
export function drawFigure(ctx, x, y, size, color, kind, lying) {
  ctx.save();
  ctx.translate(x, y);
  if (lying) ctx.rotate(-Math.PI / 2);
  const r = size;
  ctx.beginPath();
  if (kind === 'abbot') {
    ctx.moveTo(0, -r * 1.05);
    ctx.quadraticCurveTo(r * 0.5, -r * 0.6, r * 0.42, -r * 0.2);
    ctx.lineTo(r * 0.75, r * 0.7);
    ctx.lineTo(-r * 0.75, r * 0.7);
    ctx.lineTo(-r * 0.42, -r * 0.2);
    ctx.quadraticCurveTo(-r * 0.5, -r * 0.6, 0, -r * 1.05);
  } else {
    ctx.arc(0, -r * 0.55, r * 0.3, 0, Math.PI * 2);
    ctx.moveTo(-r * 0.2, -r * 0.3);
    ctx.lineTo(-r * 0.8, -r * 0.1);
    ctx.lineTo(-r * 0.7, r * 0.15);
    ctx.lineTo(-r * 0.32, r * 0.05);
    ctx.lineTo(-r * 0.6, r * 0.7);
    ctx.lineTo(-r * 0.12, r * 0.7);
    ctx.lineTo(0, r * 0.35);
    ctx.lineTo(r * 0.12, r * 0.7);
    ctx.lineTo(r * 0.6, r * 0.7);
    ctx.lineTo(r * 0.32, r * 0.05);
    ctx.lineTo(r * 0.7, r * 0.15);
    ctx.lineTo(r * 0.8, -r * 0.1);
    ctx.lineTo(r * 0.2, -r * 0.3);
    ctx.closePath();
  }
  ctx.fillStyle = color;
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = r * 0.3;
  ctx.shadowOffsetY = r * 0.1;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, r * 0.1);
  ctx.strokeStyle = 'rgba(0,0,0,0.75)';
  ctx.stroke();
  ctx.restore();
}
