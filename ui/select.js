// Pure helpers of the placing step (no DOM): where the tile in hand fits, which rotation to show
// at a cell, the next rotation, and where the arrow keys move the cell cursor.

/** `placements` of a view as a Map "x,y" → the rotations that fit there. */
export function legalMap(placements) {
  const legal = new Map();
  for (const p of placements) {
    const k = `${p.x},${p.y}`;
    if (!legal.has(k)) legal.set(k, []);
    legal.get(k).push(p.rot);
  }
  return legal;
}

/** The rotation shown at a cell: the preferred one if it fits there, else the first that fits
 * (undefined where nothing fits). */
export function rotFor(legal, x, y, prefRot) {
  const rots = legal.get(`${x},${y}`) || [];
  return rots.includes(prefRot) ? prefRot : rots[0];
}

/** The rotation after `rot` among those that fit at the cell. */
export function nextRot(legal, x, y, rot) {
  const rots = legal.get(`${x},${y}`) || [];
  if (!rots.length) return rot;
  return rots[(rots.indexOf(rot) + 1) % rots.length];
}

/** The placement (with its figure options) of a selection `{ x, y, rot }`, or null. */
export function placementOf(placements, sel) {
  if (!sel) return null;
  return placements.find((p) => p.x === sel.x && p.y === sel.y && p.rot === sel.rot) || null;
}

/** The nearest legal cell from `start` in direction (dx, dy) (rows count a little more than
 * columns), or null when there is none that way. */
export function nearestLegal(legal, start, dx, dy) {
  const cands = [...legal.keys()]
    .map((k) => k.split(',').map(Number))
    .filter(([x, y]) => (dx ? Math.sign(x - start.x) === dx : Math.sign(y - start.y) === dy));
  const dist = ([x, y]) => Math.abs(x - start.x) + Math.abs(y - start.y) * 1.01;
  cands.sort((a, c) => dist(a) - dist(c));
  return cands.length ? { x: cands[0][0], y: cands[0][1] } : null;
}
