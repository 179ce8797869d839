// Hunters & Gatherers: everything the UI does differently for this mode — no new-game options,
// its words (tribe members as gatherers, fishermen and hunters; huts; the score lines built from
// the scoring events' items), the bonus tile earned with gold (where the tile in hand came from,
// the log's announcement), the breakdown kinds, the figures (hunters lie down, huts are tents,
// where each stands on its tile) and the tile painter (ui/modes/hunters-art.js).

import { drawFigure } from '../tiles.js';
import { paintTile } from './hunters-art.js';
import { layoutOf } from './hunters-layout.js';
import { hut } from './hunters-glyphs.js';

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A tribe member's name by the feature it stands on. */
const member = { forest: 'gatherer', river: 'fisherman', meadow: 'hunter' };
const cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);

// The things a score line counts, singular and plural (`detail` items of the scoring events).
const ITEM = {
  tile: ['tile', 'tiles'],
  mushroom: ['mushroom patch', 'mushroom patches'],
  fish: ['fish', 'fish'],
  deer: ['deer', 'deer'],
  mammoth: ['mammoth', 'mammoths'],
  aurochs: ['aurochs', 'aurochs'],
};
const countOf = (e, item) => (e.detail || []).filter((d) => d.item === item).reduce((a, d) => a + d.count, 0);
const itemWords = (e, items) =>
  items
    .map((it) => [countOf(e, it), ITEM[it]])
    .filter(([n]) => n > 0)
    .map(([n, [one, many]]) => plural(n, one, many));
const andList = (xs) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}` : xs[0] || '');

/** A scoring event in words, from its structured items (`detail`), not the engine's English. */
export function scoreWords(e) {
  const pts = e.points;
  if (e.feature === 'forest' || e.feature === 'river') {
    const [tiles, ...extra] = itemWords(e, ['tile', e.feature === 'forest' ? 'mushroom' : 'fish']);
    const what = `${cap(e.feature)} of ${tiles || plural(0, 'tile')}${extra.length ? ` with ${extra[0]}` : ''}`;
    return e.occasion === 'final' ? `unfinished ${what.toLowerCase()}: ${pts}` : `${what}, completed: ${pts}`;
  }
  if (e.feature === 'river_system') {
    return `Huts on a river system with ${plural(countOf(e, 'fish'), 'fish', 'fish')} in its lakes: ${pts}`;
  }
  if (e.feature === 'meadow') {
    const eaten = countOf(e, 'eaten_deer');
    const game = itemWords(e, ['deer', 'mammoth', 'aurochs']);
    const notes = [];
    if (eaten) notes.push(`${plural(eaten, 'deer', 'deer')} eaten by ${eaten === 1 ? 'a tiger' : 'tigers'}`);
    if (countOf(e, 'fire')) notes.push('the fire drove the tigers off');
    if (countOf(e, 'shrine')) notes.push('the shrine’s hunter scores it alone');
    return `Hunters in a meadow with ${game.length ? andList(game) : 'no game'}${notes.length ? ` (${notes.join('; ')})` : ''}: ${pts}`;
  }
  return null;
}

/** Every string this mode shows (English). */
export const words = {
  title: 'Hunters & Gatherers',
  noOptions: 'This mode has no options.',
  feature: { forest: 'Forests', river: 'Rivers', river_system: 'Huts', meadow: 'Hunters', lake: 'Lakes' },
  kind: { forest: 'Forest', river: 'River', meadow: 'Meadow', lake: 'Lake', river_system: 'River system' },
  bonus: { fire: 'Fire', shrine: 'Shrine', mushrooms: 'Mushrooms', aurochs: 'Aurochs', fish: 'Fish' },
  member,
  supply: (p) => `${plural(p.followers, 'tribe member')} · ${plural(p.huts || 0, 'hut')}`,
  /** The letter on a figure option's disc on the board: H for a hut. */
  mark: (o) => (o.figure === 'hut' ? 'H' : null),
  recall: (now) => `+${now}`, // no figure is recalled in this mode
  placeOn: (o) => {
    if (o.figure === 'hut') return `Hut on the river system (${o.at}) — ${o.note}`;
    const who = cap(member[o.feature] || 'tribe member');
    const where = o.feature === 'river' ? 'on the river' : `in the ${o.feature}`;
    return `${who} ${where} (${o.at}) — ${o.note}`;
  },
  recalled: (who) => who,
  placed: (who, e) =>
    e.figure === 'hut'
      ? `${who}: a hut on a river system`
      : `${who}: a ${member[e.feature] || 'tribe member'} ${e.feature === 'river' ? 'on a river' : `in a ${e.feature}`}`,
  scored: scoreWords,
  bonusFrom: (kind) => `(a bonus tile${kind ? `: ${kind}` : ''})`,
  gold: (who, kind, tile) => `Gold! ${who} plays a bonus tile${kind ? `: ${kind}` : ''} (${tile})`,
  /** Hover details leave out lakes (no figure goes there) and meadows nobody hunts that hold
   * no game. */
  idle: (f) => f.kind === 'lake' || (f.kind === 'meadow' && !f.owners.length && f.now <= 0),
  size: (f) => [f.kind === 'forest' || f.kind === 'river' ? plural(f.tiles, 'tile') : '', holds(f.contents)].filter(Boolean).join(', '),
  value: (f) => {
    if (f.complete) return `completed: ${f.now}`;
    if (f.kind === 'forest' || f.kind === 'river') return 'open: scores only when completed';
    return `${f.now} at the end`;
  },
  rules: [
    'On your turn, draw a land tile and place it next to the layout so that every edge it ' +
      'shares matches: forest to forest, meadow to meadow, river to river. Glowing cells show ' +
      'where it fits. A tile that fits nowhere goes back in the box.',
    'Then you may place one figure on that tile: a tribe member as a gatherer in a forest, a ' +
      'fisherman on a river or a hunter in a meadow (lying down: hunters stay until the end) — ' +
      'not where a tribe member already stands, however far away — or one of your two huts on ' +
      'a river or lake, if its river system (rivers joined through lakes) has no hut yet. Huts ' +
      'and fishermen do not block each other; huts never come back.',
    'A forest is complete when no forest edge is left open; it scores 2 per tile and 2 per ' +
      'mushroom patch. A river is complete when both its ends reach a lake or a spring (or it ' +
      'closes in a loop); it scores 1 per tile and 1 per fish in the lakes at its ends. The most ' +
      'gatherers or fishermen score (tied players all score in full), and all of them come back. ' +
      'Unfinished forests and rivers score nothing; meadows score only at the end.',
    'Gold: completing a forest with a gold nugget lets the player who placed the tile draw one ' +
      'bonus tile (marked with a star) and play it at once — at most one a turn, and never for a ' +
      'bonus tile. Fire drives the tigers out of its meadow; a hunter placed in the shrine’s ' +
      'meadow on the shrine tile scores that meadow alone; aurochs are worth 2 to hunters and ' +
      'no tiger eats them.',
    'When the land tiles run out: in each river system the most huts score 1 per fish in all ' +
      'its lakes; in each meadow the most hunters score 2 per deer, mammoth and aurochs, after ' +
      'each sabre-tooth tiger has eaten one deer.',
  ],
};

/** The options form: this mode has none (a line says so). */
export function optionsForm() {
  return { node: [words.noOptions], read: () => ({}) };
}

/** The bonus kind of a tile (its name in words), or '' for a land tile. */
function bonusName(catalog, tile) {
  const def = catalog && catalog.get ? catalog.get(tile) : null;
  return def && def.bonus ? words.bonus[def.bonus] || def.bonus : '';
}

/** What a feature holds, in words (`3 deer, 1 tiger, 2 gold nuggets`), from the view's
 * `contents`; '' for nothing. */
export function holds(c) {
  if (!c) return '';
  const parts = [
    [c.deer, 'deer', 'deer'],
    [c.mammoths, 'mammoth'],
    [c.aurochs, 'aurochs', 'aurochs'],
    [c.tigers, 'tiger'],
    [c.gold, 'gold nugget'],
    [c.mushrooms, 'mushroom patch', 'mushroom patches'],
    [c.fish, 'fish', 'fish'],
  ]
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => plural(n, one, many));
  if (c.fire) parts.push('the fire');
  if (c.shrine) parts.push('the shrine');
  return parts.join(', ');
}

/** Lay out every tile kind ahead of need, one per idle moment: the first layout of a kind
 * takes several milliseconds, and a game draws all of them at once (the remaining tiles). */
function warm(catalog) {
  const todo = [...catalog];
  const step = () => {
    const def = todo.shift();
    if (!def) return;
    layoutOf(def);
    setTimeout(step, 0);
  };
  setTimeout(step, 0);
}

/** Bonus tiles still face down, beside the land tiles' count. */
function stock(view) {
  return view.hunters ? plural(view.hunters.bonus_left, 'bonus tile') : '';
}

/** The tile in hand's origin in words: a bonus tile, or '' for the land stack. */
function handFrom(view, catalog) {
  const bonus = (view.hunters && view.hunters.bonus_turn) || (view.hand_source && view.hand_source.from === 'bonus');
  return bonus ? words.bonusFrom(bonusName(catalog, view.hand)) : '';
}

/** The log's line for a bonus tile earned with gold (null for other events). */
function logText(e, name, catalog) {
  if (e.event !== 'tile_taken' || !e.source || e.source.from !== 'bonus') return null;
  return words.gold(name(e.player), bonusName(catalog, e.tile), e.tile);
}

// ---------- figures ----------

/** A point of the unit tile after `q` clockwise quarter turns. */
export function turnPoint([x, y], q) {
  for (let i = 0; i < ((q % 4) + 4) % 4; i++) [x, y] = [1 - y, x];
  return [x, y];
}

const LOC_TURN = ['N', 'E', 'S', 'W'];
const HALF_TURN = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];
function unturn(loc, q) {
  const s = LOC_TURN.indexOf(loc);
  if (s >= 0) return LOC_TURN[(((s - q) % 4) + 4) % 4];
  const h = HALF_TURN.indexOf(loc);
  return h >= 0 ? HALF_TURN[(((h - 2 * q) % 8) + 8) % 8] : loc;
}

/** The feature index of a figure (or figure option, which names only its locations). */
function featOf(def, q, fig) {
  if (fig.feat != null) return fig.feat;
  const printed = (fig.locs || []).map((l) => unturn(l, q)).sort().join(' ');
  const i = def.features.findIndex((f) => f.locs.length && [...f.locs].sort().join(' ') === printed);
  return i >= 0 ? i : null;
}

/** Where a figure or option stands on a tile placed at `rot` degrees (tile units, board
 * orientation): clear of the tile's animals and treasures; a hut apart from the fisherman. */
export function figureSpot(def, rot, fig) {
  if (!def) return null;
  const q = Math.round(rot / 90);
  const feat = featOf(def, q, fig);
  const spots = feat != null ? layoutOf(def).spots[feat] : null;
  if (!spots) return null;
  const p = (fig.kind || fig.figure) === 'hut' ? spots.hut : spots.meeple;
  return p ? turnPoint(p, q) : null;
}

/** Draw a figure: a hut as a tent; a hunter lying in his meadow; others standing. */
export function drawFigureOf(ctx, x, y, size, colour, fig) {
  if (fig.kind === 'hut') hut(ctx, x, y, size, colour);
  else drawFigure(ctx, x, y, size, colour, fig.kind, fig.feature === 'meadow');
}

/** The mode's entry in the registry (ui/modes/index.js). */
export default {
  id: 'hunters-gatherers',
  words,
  /** The feature kinds of the end-of-game breakdown, in the order shown. */
  breakdownKinds: ['forest', 'river', 'river_system', 'meadow'],
  optionsForm,
  paintTile,
  supply: (p) => words.supply(p),
  handFrom,
  stock,
  warm,
  logText,
  figureSpot,
  drawFigure: drawFigureOf,
};
