// A bounded board's map (the view's `map`, present only for modes that have one): its bounds for
// the camera, and the sea and land under its squares — decoration only, with a sandy coast and
// a faint grid of the squares. What stands on its special squares is the mode's to draw.

const SEA = { fill: '#5d8fb8', grid: 'rgba(255,255,255,0.10)', ripple: 'rgba(255,255,255,0.16)' };
const LAND = { fill: '#b9b58a', grid: 'rgba(60,50,20,0.16)' };
const COAST = '#e8dcae';
const FRAME = '#15201a';

/** The map's rectangle in cells, `{ minX, minY, maxX, maxY }` (max exclusive), or null. */
export function mapBounds(map) {
  return map ? { minX: 0, minY: 0, maxX: map.width, maxY: map.height } : null;
}

/** 's' (sea), 'l' (land) or null (off the map) under cell (x, y). */
export function terrainAt(map, x, y) {
  const row = map.terrain[y];
  return row && x >= 0 && x < map.width ? row[x] || null : null;
}

/** The map's special square at (x, y), or null for an ordinary one. */
export function squareAt(map, x, y) {
  return map.squares.find((q) => q.x === x && q.y === y) || null;
}

/**
 * Sea and land under the squares. `at(x, y)` gives the screen point of a cell's top-left
 * corner, `s` a cell's size in pixels.
 */
export function drawTerrain(ctx, map, at, s) {
  const [x0, y0] = at(0, 0);
  ctx.fillStyle = FRAME;
  ctx.fillRect(x0 - s * 0.08, y0 - s * 0.08, map.width * s + s * 0.16, map.height * s + s * 0.16);
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      const land = terrainAt(map, x, y) === 'l';
      const [px, py] = at(x, y);
      ctx.fillStyle = land ? LAND.fill : SEA.fill;
      ctx.fillRect(px, py, s + 0.5, s + 0.5);
      if (!land) ripples(ctx, px, py, s, x * 7 + y * 13);
    }
  }
  coast(ctx, map, at, s);
  // The squares' grid, a little stronger on land.
  ctx.lineWidth = 1;
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      const [px, py] = at(x, y);
      ctx.strokeStyle = terrainAt(map, x, y) === 'l' ? LAND.grid : SEA.grid;
      ctx.strokeRect(px + 0.5, py + 0.5, s - 1, s - 1);
    }
  }
}

/** A couple of short light strokes on open sea (not the wave squares: those are the mode's). */
function ripples(ctx, px, py, s, seed) {
  ctx.strokeStyle = SEA.ripple;
  ctx.lineWidth = Math.max(1, s * 0.02);
  for (let i = 0; i < 2; i++) {
    const fx = ((seed * 37 + i * 53) % 60) / 100 + 0.12;
    const fy = ((seed * 23 + i * 41) % 70) / 100 + 0.15;
    ctx.beginPath();
    ctx.moveTo(px + fx * s, py + fy * s);
    ctx.quadraticCurveTo(px + (fx + 0.07) * s, py + (fy - 0.05) * s, px + (fx + 0.14) * s, py + fy * s);
    ctx.stroke();
  }
}

/** A sandy line wherever land meets sea. */
function coast(ctx, map, at, s) {
  ctx.strokeStyle = COAST;
  ctx.lineWidth = Math.max(2, s * 0.06);
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      if (terrainAt(map, x, y) !== 'l') continue;
      const [px, py] = at(x, y);
      if (terrainAt(map, x, y - 1) === 's') (ctx.moveTo(px, py), ctx.lineTo(px + s, py));
      if (terrainAt(map, x, y + 1) === 's') (ctx.moveTo(px, py + s), ctx.lineTo(px + s, py + s));
      if (terrainAt(map, x - 1, y) === 's') (ctx.moveTo(px, py), ctx.lineTo(px, py + s));
      if (terrainAt(map, x + 1, y) === 's') (ctx.moveTo(px + s, py), ctx.lineTo(px + s, py + s));
    }
  }
  ctx.stroke();
  ctx.lineCap = 'butt';
}
