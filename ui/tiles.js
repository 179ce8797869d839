// Tile geometry and the drawing shared by every mode: locations and rotation, where figures
// stand, the grass base, rivers and their pools (springs and lakes, from the catalog's `pool`
// field), the sprite cache and figures. What a mode draws on top (cities, roads, monasteries…)
// is its module's painter (ui/modes/<mode>.js), passed in as `paint(ctx, def, size)`.

export const WATER = { band: '#4a90d9', bank: '#2f6aa6', light: '#a9d3f5' };
const FIELD = { base: '#7cb356', dark: '#5f9a40' };

// Location names → points on the unit tile (north up).
const LOC_POINT = {
  N: [0.5, 0.14], E: [0.86, 0.5], S: [0.5, 0.86], W: [0.14, 0.5],
  NNW: [0.27, 0.1], NNE: [0.73, 0.1], ENE: [0.9, 0.27], ESE: [0.9, 0.73],
  SSE: [0.73, 0.9], SSW: [0.27, 0.9], WSW: [0.1, 0.73], WNW: [0.1, 0.27], C: [0.5, 0.5],
};
export const EDGE_MID = { N: [0.5, 0], E: [1, 0.5], S: [0.5, 1], W: [0, 0.5] };
export const SIDES = ['N', 'E', 'S', 'W'];
const HALVES = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];
// Corners: the start of each side going clockwise.
export const CORNER = [[0, 0], [1, 0], [1, 1], [0, 1]];

/** A location name after `q` clockwise quarter turns. */
export function rotateLoc(loc, q) {
  q = ((q % 4) + 4) % 4;
  const s = SIDES.indexOf(loc);
  if (s >= 0) return SIDES[(s + q) % 4];
  const h = HALVES.indexOf(loc);
  if (h >= 0) return HALVES[(h + 2 * q) % 8];
  return loc;
}

/** A point of the unit tile after `q` clockwise quarter turns. */
export function turnPoint([x, y], q) {
  for (let i = 0; i < ((q % 4) + 4) % 4; i++) [x, y] = [1 - y, x];
  return [x, y];
}

/** The printed feature (its index in the tile kind's row) a figure or figure option on a tile
 * laid at `rot` degrees stands on: a placed figure names it (`feat`), an option only by its
 * locations in board orientation, turned back here. Null when none matches. */
export function featureIndex(def, rot, fig) {
  if (fig.feat != null) return fig.feat;
  const q = Math.round(rot / 90);
  const printed = (fig.locs || []).map((l) => rotateLoc(l, -q)).sort().join(' ');
  const i = def.features.findIndex((f) => f.locs.length && [...f.locs].sort().join(' ') === printed);
  return i >= 0 ? i : null;
}

// A figure spot on the board is a disc of this radius (tile units), so two spots of a tile keep
// their centres at least twice as far apart (`SPOT_APART`), and a mode's spots leave more room
// where the tile has it (`SPOT_ROOM`).
export const SPOT_R = 0.11;
export const SPOT_APART = 2 * SPOT_R;
export const SPOT_ROOM = 0.26;

/** Where a figure on a feature covering `locs` (board orientation) stands, in tile units: the
 * spot of a mode without its own `figureSpot` (and of locations a mode does not know). */
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

/** The radius (pixels) of the figure spots drawn at `pts` (null: none) on tiles of `s` pixels:
 * SPOT_R of a tile, at least 9 pixels to be seen and hit, but never so big that two discs
 * touch (on small tiles the floor gives way to the spots' spacing). */
export function spotRadius(pts, s) {
  let apart = Infinity;
  const on = pts.filter(Boolean);
  for (let i = 0; i < on.length; i++) {
    for (let j = 0; j < i; j++) apart = Math.min(apart, Math.hypot(on[i][0] - on[j][0], on[i][1] - on[j][1]));
  }
  return Math.max(3, Math.min(Math.max(9, s * SPOT_R), apart / 2 - 1));
}

// Where a spot's label may go: directions from the disc's centre, above first (where it has
// always been), then below, the sides, and around the disc in steps of 22.5°; next to the disc,
// then half a radius further out.
const ANGLES = [-90, 90, 0, 180, -45, -135, 45, 135, -67.5, -112.5, 67.5, 112.5, -22.5, -157.5, 22.5, 157.5];
const LABEL_SIDES = [0, 0.5, 1].flatMap((far) => ANGLES.map((a) => [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180), far]));

/** Where each spot's label goes (its box's centre, pixels), so that every label is read whole:
 * beside its own disc (radius `r`, centres `pts`), on the first side where it covers no other
 * disc and no other label, else where it covers least; a few rounds let each label move again
 * given where the others went. `sizes` are the labels' [width, height] (null: no label). Pure,
 * so that tests run it as the board does. */
export function labelSpots(pts, r, sizes) {
  const intoDisc = (b, q) => Math.max(0, r - Math.hypot(q[0] - Math.max(b[0], Math.min(q[0], b[2])), q[1] - Math.max(b[1], Math.min(q[1], b[3]))));
  const intoBox = (b, o) => Math.min(Math.max(0, Math.min(b[2], o[2]) - Math.max(b[0], o[0])), Math.max(0, Math.min(b[3], o[3]) - Math.max(b[1], o[1])));
  const boxes = pts.map(() => null);
  const centres = pts.map(() => null);
  const place = (i) => {
    const [p, [w, h]] = [pts[i], sizes[i]];
    let best = null;
    for (const [ux, uy, far] of LABEL_SIDES) {
      // Just clear of its own disc in that direction (or a little further out, when a crowded
      // tile leaves no room next to it).
      const d = r * (1 + far) + 1 + Math.abs(ux) * (w / 2) + Math.abs(uy) * (h / 2);
      const c = [p[0] + ux * d, p[1] + uy * d];
      const b = [c[0] - w / 2, c[1] - h / 2, c[0] + w / 2, c[1] + h / 2];
      let cover = 0;
      pts.forEach((q, j) => {
        if (q && j !== i) cover += intoDisc(b, q);
        // Another label can still move out of the way: it weighs less than a disc.
        if (boxes[j] && j !== i) cover += intoBox(b, boxes[j]) / 4;
      });
      if (!best || cover < best.cover - 1e-9) best = { cover, b, c };
      if (!cover) break;
    }
    [boxes[i], centres[i]] = [best.b, best.c];
  };
  const shown = pts.map((p, i) => i).filter((i) => pts[i] && sizes[i]);
  for (let round = 0; round < 4; round++) shown.forEach(place);
  return centres;
}

/** The tile sides a feature touches. */
export function featureEdges(f) {
  return f.locs.filter((l) => SIDES.includes(l));
}

function pathBetween(ctx, a, b, s) {
  ctx.beginPath();
  ctx.moveTo(a[0] * s, a[1] * s);
  ctx.quadraticCurveTo(0.5 * s, 0.5 * s, b[0] * s, b[1] * s);
}

/** A band feature (river, road…): from edge to edge through the centre, or from its one edge
 * inward (to the centre, or stopping short of it when `hasCentre`), stroked by `stroke`. */
export function drawLinear(ctx, f, s, hasCentre, stroke) {
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

/**
 * Stroke the current path as a band: an edge, a fill on top, and a dashed line along the
 * middle. Widths are shares of the tile size `s`; `dash` is `[on, off, width]`, also shares.
 */
export function strokeBand(ctx, s, { edge, fill, line, widths, dash }) {
  ctx.lineCap = 'butt';
  ctx.strokeStyle = edge;
  ctx.lineWidth = s * widths[0];
  ctx.stroke();
  ctx.strokeStyle = fill;
  ctx.lineWidth = s * widths[1];
  ctx.stroke();
  ctx.setLineDash([s * dash[0], s * dash[1]]);
  ctx.strokeStyle = line;
  ctx.lineWidth = Math.max(1, s * dash[2]);
  ctx.stroke();
  ctx.setLineDash([]);
}

const RIVER_BAND = { edge: WATER.bank, fill: WATER.band, line: WATER.light, widths: [0.24, 0.2], dash: [0.04, 0.09, 0.02] };

function strokeRiver(ctx, s) {
  strokeBand(ctx, s, RIVER_BAND);
}

// The pools a river starts or ends in, by the catalog's `pool` field: radii on the unit tile.
const POOLS = {
  spring: { rx: 0.12, ry: 0.12 },
  lake: { rx: 0.26, ry: 0.2 },
};

/** The pool shape of a tile kind (`{ kind, rx, ry }`), or null when it has none. */
export function poolOf(def) {
  const shape = def && POOLS[def.pool];
  return shape ? { kind: def.pool, ...shape } : null;
}

/** Rivers and their pool, drawn under everything else. */
export function drawWater(ctx, def, s) {
  for (const f of def.features.filter((f) => f.kind === 'river')) drawLinear(ctx, f, s, false, strokeRiver);
  const pool = poolOf(def);
  if (!pool) return;
  ctx.beginPath();
  ctx.ellipse(s * 0.5, s * 0.5, s * pool.rx, s * pool.ry, 0, 0, Math.PI * 2);
  ctx.fillStyle = WATER.band;
  ctx.fill();
  ctx.strokeStyle = WATER.bank;
  ctx.lineWidth = Math.max(1, s * 0.02);
  ctx.stroke();
}

function grass(ctx, s, seed) {
  ctx.strokeStyle = FIELD.dark;
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

/** The field base with grass strokes, the same for a tile kind every time. */
export function drawGround(ctx, def, s) {
  ctx.fillStyle = FIELD.base;
  ctx.fillRect(0, 0, s, s);
  grass(ctx, s, def.name.length * 7 + def.name.charCodeAt(0));
}

/** Draw one tile kind, unrotated, into a `size`-pixel square with a mode's painter. */
export function drawTile(ctx, def, s, paint) {
  ctx.save();
  paint(ctx, def, s);
  ctx.restore();
}

// One sprite cache per painter (a mode's tiles may share names with another's).
const caches = new WeakMap();
/** A cached offscreen canvas of a tile kind at `size` device pixels. */
export function tileSprite(def, size, paint) {
  let cache = caches.get(paint);
  if (!cache) caches.set(paint, (cache = new Map()));
  const key = `${def.name}@${size}`;
  let c = cache.get(key);
  if (!c) {
    c = document.createElement('canvas');
    c.width = size;
    c.height = size;
    drawTile(c.getContext('2d'), def, size, paint);
    cache.set(key, c);
    if (cache.size > 250) cache.delete(cache.keys().next().value);
  }
  return c;
}

const urls = new WeakMap(); // sprite canvas → its data URL
/** A tile kind's picture at `size` pixels as a data URL, for an <img> (the CSP allows data:
 * images): made once per painter, kind and size, from the sprite cache. */
export function tileImage(def, size, paint) {
  const sprite = tileSprite(def, size, paint);
  let url = urls.get(sprite);
  if (!url) urls.set(sprite, (url = sprite.toDataURL('image/png')));
  return url;
}

/** Blit a tile at (x, y) (top-left, pixels) with `rot` degrees clockwise. */
const STEPS = [16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512];
export function blitTile(ctx, def, paint, x, y, size, rot, alpha = 1) {
  // Sprites come in a few sizes (the next one up, scaled down), so zooming does not fill the
  // cache with a sprite per pixel size.
  const px = STEPS.find((st) => st >= size) || STEPS[STEPS.length - 1];
  const sprite = tileSprite(def, px, paint);
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
  fillFigure(ctx, color, r);
  ctx.restore();
}

/** Fill the current path as a figure of size `r` in a player's colour: a soft shadow under it
 * and a dark outline (every mode's figures look alike this way). */
export function fillFigure(ctx, color, r) {
  ctx.fillStyle = color;
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = r * 0.3;
  ctx.shadowOffsetY = r * 0.1;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, r * 0.1);
  ctx.strokeStyle = 'rgba(0,0,0,0.75)';
  ctx.stroke();
}
