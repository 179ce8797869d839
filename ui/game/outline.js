// Whole features on the board (pure): which parts — (cell, feature index) pairs — make up the
// feature under the pointer, and which placed features the tile in hand would join where it is
// about to be laid. It reads only the view's board (each placed tile's feature states carry the
// whole feature's `id`, the same on every tile it covers) and the catalog's `locs`; the drawing
// is ui/game/outline-draw.js.

import { rotateLoc } from '../tiles.js';

/** Features that sit in one tile's centre and count the squares around it. */
const CENTRED = new Set(['monastery', 'garden']);

/** The location across a tile edge: a side meets the opposite side, a half-edge the matching
 * half of the neighbour's opposite side (`NNW` meets `SSW`). */
export const ACROSS = { N: 'S', E: 'W', S: 'N', W: 'E', NNW: 'SSW', NNE: 'SSE', ENE: 'WNW', ESE: 'WSW', SSE: 'NNE', SSW: 'NNW', WSW: 'ESE', WNW: 'ENE' };
const STEP = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

const at = (board, x, y) => board.find((t) => t.x === x && t.y === y) || null;

/** The feature index of a tile kind laid at `rot` degrees that covers location `loc` (board
 * orientation), or -1. */
export function featureAtLoc(def, rot, loc) {
  const q = rot / 90;
  return def.features.findIndex((f) => f.locs.some((l) => rotateLoc(l, q) === loc));
}

/** Every part of the whole feature `id`, in board order. */
export function partsOf(board, id) {
  const parts = [];
  for (const t of board) for (const f of t.features) if (f.id === id) parts.push({ x: t.x, y: t.y, feat: f.feat });
  return parts;
}

/**
 * The whole feature that feature `feat` of the tile at (x, y) belongs to: `{ id, kind, state,
 * parts, square }` — `state` its feature state (size, value, owners, open ends), `square` for a
 * monastery or garden the 3×3 cells around it (`{ x0, y0, x1, y1 }`, x1/y1 exclusive), else null.
 * Null when the tile has no such feature state (Classic's river, nothing there).
 */
export function featureOutline(board, x, y, feat) {
  const tile = at(board, x, y);
  const state = tile && tile.features.find((f) => f.feat === feat);
  if (!state) return null;
  const centred = CENTRED.has(state.kind);
  return {
    id: state.id,
    kind: state.kind,
    state,
    parts: centred ? [{ x, y, feat }] : partsOf(board, state.id),
    square: centred ? { x0: x - 1, y0: y - 1, x1: x + 2, y1: y + 2 } : null,
  };
}

/**
 * The placed features the tile kind `hand`, laid at (x, y) turned `rot` degrees, would join
 * across its edges: `[{ id, kind, feat, parts }]`, one per whole feature (`feat`: the hand's
 * feature that joins it), in the order of the hand's features. `catalog`: name → tile kind.
 */
export function joinOutline(board, catalog, hand, x, y, rot) {
  const out = [];
  const seen = new Set();
  hand.features.forEach((f, feat) => {
    for (const l of f.locs) {
      const loc = rotateLoc(l, rot / 90);
      const step = STEP[loc[0]];
      if (!step || !ACROSS[loc]) continue;
      const nb = at(board, x + step[0], y + step[1]);
      const def = nb && catalog.get(nb.tile);
      if (!def) continue;
      const theirs = featureAtLoc(def, nb.rot, ACROSS[loc]);
      const state = nb.features.find((s) => s.feat === theirs);
      if (!state || seen.has(state.id)) continue;
      seen.add(state.id);
      out.push({ id: state.id, kind: state.kind, feat, parts: partsOf(board, state.id) });
    }
  });
  return out;
}

/** A short key of outlines (what they cover), to tell whether anything changed. */
export function outlineKey(outlines) {
  return outlines.map((o) => `${o.style || ''}:${o.id}:${o.parts.length}:${o.square ? `${o.square.x0},${o.square.y0}` : ''}`).join('|');
}
