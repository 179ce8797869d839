// The remaining tiles as the panel shows them (pure): kind by kind, or grouped by their sides.
//
// A deck of a few dozen kinds with several copies each (Classic, Benelux: 24 kinds, up to 9 of
// a kind) is shown kind by kind with its count: players know these kinds, and how many of a
// kind are left (a city cap with a shield, the last crossroads) is what they plan with. A deck
// of mostly unique tiles (Hunters & Gatherers: 77 tiles, nearly all of them one of a kind) would
// be a wall of thumbnails marked ×1 that pushes the log out of the window and tells little: the
// animals, fish and mushrooms of a tile still in the deck are no plan. What a player asks of
// those tiles is "is there still one that fits here?", and a tile's sides (forest, meadow,
// river, in their order around it) decide where it fits. So such a deck is grouped by its
// sides, up to rotation (mirror images stay apart: they fit different places): 21 groups for
// Hunters & Gatherers' 91 kinds, each shown with the picture of one of its tiles and how many
// tiles have those sides.

import { t, tileName } from '../i18n.js';

/** More kinds than this (and fewer than `MANY` copies of a kind on average) are grouped: about
 * four rows of thumbnails in the side panel. */
export const GROUP_ABOVE = 30;
const MANY = 1.5;

/** The sides of `edges` (N, E, S, W) up to rotation: the smallest of its four turns, as a key. */
export function sidesKey(edges) {
  let best = null;
  for (let r = 0; r < edges.length; r++) {
    const k = [...edges.slice(r), ...edges.slice(0, r)].join(',');
    if (best === null || k < best) best = k;
  }
  return best || '';
}

/**
 * `remaining`: the view's `[[tile, n]]`; `catalog`: tile name → kind (with `edges`). Returns
 * `{ total, kinds, grouped, groups }`: the tiles left, the kinds left, whether they are grouped
 * by their sides, and the groups in the order their first kind comes in `remaining`, each `{
 * key, sides, tiles: [[tile, n]], n }` (kind by kind: one group a kind, `sides` null).
 */
export function remainingGroups(remaining, catalog) {
  const known = remaining.filter(([tile, n]) => n > 0 && catalog.has(tile));
  const total = known.reduce((a, [, n]) => a + n, 0);
  const kinds = known.length;
  const grouped = kinds > GROUP_ABOVE && total < kinds * MANY;
  if (!grouped) return { total, kinds, grouped, groups: known.map(([tile, n]) => ({ key: tile, sides: null, tiles: [[tile, n]], n })) };
  const by = new Map();
  for (const [tile, n] of known) {
    const edges = catalog.get(tile).edges || [];
    const key = sidesKey(edges);
    if (!by.has(key)) by.set(key, { key, sides: key ? key.split(',') : [], tiles: [], n: 0 });
    const g = by.get(key);
    g.tiles.push([tile, n]);
    g.n += n;
  }
  return { total, kinds, grouped, groups: [...by.values()] };
}

/**
 * A group's words, for the picture's alt text and its tooltip: a kind named by what it shows
 * with its count after it ("city edge with a straight road: 3"), never its catalog code (the
 * item's `data-tile` keeps the code for bug reports); grouped, the count and the sides ("3 tiles
 * with these sides: forest, meadow, river, meadow"). `side(e)`: a side's feature in words.
 */
export function remainingText(g, grouped, side = String) {
  if (grouped) return t('ui-remaining-sides', { n: g.n, sides: g.sides.map(side).join(', ') });
  return t('ui-labelled', { label: tileName(g.tiles[0][0]), value: g.n });
}
