// Hunters & Gatherers: everything the UI does differently for this mode — no new-game options,
// its words (tribe members as gatherers, fishermen and hunters; huts; the breakdown's columns),
// the bonus tile earned with gold (where the tile in hand came from, the log's announcement), the
// figures (hunters lie down, huts are tents,
// where each stands on its tile) and the tile painter (ui/modes/hunters-art.js). The words are
// the catalog's (i18n/locales/parts/hunters.ftl), in the player's language.

import { drawFigure, featureIndex, turnPoint } from '../tiles.js';
import { paintTile } from './hunters-art.js';
import { N as LAYOUT_N, layoutOf } from './hunters-layout.js';
import { hut } from './hunters-glyphs.js';
import { has, t, list, num, tileName } from '../i18n.js';
import { sideName } from '../strings.js';
import { whenVisible } from '../visible.js';

/** Fresh objects of messages by key: `{ forest: t('ui-hunters-kind-forest'), … }`. */
const messages = (prefix, keys) => Object.fromEntries(keys.map((k) => [k, t(`${prefix}-${k.replace(/_/g, '-')}`)]));

/** The log's line for a tribe member placed on a feature: its message by the feature. */
const PLACED = { forest: 'log-placed-gatherer', river: 'log-placed-fisherman', meadow: 'log-placed-hunter' };

/** The rules' paragraphs, by their catalog keys (`ui-hunters-rules-<key>`), in order. */
const RULES = ['turn', 'figures', 'scoring', 'gold', 'end'];
/** Which paragraph of `RULES` scores each feature kind: forests and rivers when completed
 * (their gatherers and fishermen); meadows (hunters) and the huts of a river system, with the
 * lakes they stand on, at the end. */
const SCORED_IN = { forest: 'scoring', river: 'scoring', meadow: 'end', lake: 'end', river_system: 'end' };
/** A rules paragraph's anchor on the rules screen. */
const rulesId = (key) => `rules-hunters-${key}`;

/** Every string this mode shows, in the player's language (getters: the language may change). */
export const words = {
  get title() {
    return t('ui-hunters-title');
  },
  get noOptions() {
    return t('ui-hunters-no-options');
  },
  /** A column of the end-of-game breakdown: what a kind the backend scores is called there
   * (`river_system`: the huts, `meadow`: the hunters); its id for a kind the catalog does not
   * name. */
  breakdown: (kind) => {
    const id = `ui-hunters-breakdown-${kind.replace(/_/g, '-')}`;
    return has(id) ? t(id) : kind;
  },
  /** A tile's feature by its kind, as a tile's description and its hover details start. */
  get kind() {
    return messages('ui-hunters-kind', ['forest', 'river', 'meadow', 'lake']);
  },
  /** A tribe member's name by the feature it stands on. */
  get member() {
    return messages('ui-hunters-member', ['forest', 'river', 'meadow']);
  },
  supply: (p) =>
    t('ui-hunters-supply', {
      members: t('ui-hunters-supply-members', { n: p.followers }),
      huts: t('ui-hunters-supply-huts', { n: p.huts || 0 }),
    }),
  /** The letter on a figure option's disc on the board: H for a hut. */
  mark: (o) => (o.figure === 'hut' ? t('ui-hunters-mark-hut') : null),
  recall: (now) => `+${num(now)}`, // no figure is recalled in this mode
  placeOn: (o) =>
    o.figure === 'hut'
      ? t('ui-hunters-option-hut', { at: sideName(o.at), note: o.note })
      : t('ui-hunters-option', { feature: o.feature, at: sideName(o.at), note: o.note }),
  recalled: (who) => who,
  placed: (who, e) =>
    e.figure === 'hut' ? t('log-placed-hut', { who }) : t(PLACED[e.feature] || 'ui-hunters-placed-member', { who }),
  bonusFrom: () => t('ui-hunters-from-bonus'),
  /** The log's line for a bonus tile (the backend's words for a view without them): the tile
   * named by what it shows (its kind is part of that: "meadow with a fire"). */
  gold: (who, tile) => t('ui-hunters-gold', { who, tile: tileName(tile) }),
  /** Hover details leave out lakes (no figure goes there) and meadows nobody hunts that hold
   * no game. */
  idle: (f) => f.kind === 'lake' || (f.kind === 'meadow' && !f.owners.length && f.now <= 0),
  size: (f) => list([...(f.kind === 'forest' || f.kind === 'river' ? [t('count-tile', { n: f.tiles })] : []), ...holdings(f.contents)], 'unit'),
  value: (f) => {
    if (f.complete) return t('ui-hunters-value-completed', { points: f.now });
    if (f.kind === 'forest' || f.kind === 'river') return t('ui-hunters-value-open');
    return t('ui-hunters-value-end', { points: f.now });
  },
  /** The rules, one paragraph each (a paragraph's line breaks in the catalog are spaces). */
  get rules() {
    return RULES.map((p) => t(`ui-hunters-rules-${p}`).replace(/\s*\n\s*/g, ' '));
  },
  /** The rules screen's anchor of each paragraph of `rules`, in their order. */
  ruleIds: RULES.map(rulesId),
  /** The anchor of the rules paragraph that scores a feature kind (a feature's details link
   * to it), or null. */
  rulesFor: (kind) => (SCORED_IN[kind] ? rulesId(SCORED_IN[kind]) : null),
};

/** The options form: this mode has none (a line says so). */
export function optionsForm() {
  return { node: [words.noOptions], read: () => ({}) };
}

/** What a feature holds, in words (`3 deer, 1 tiger, 2 gold nuggets`), from the view's
 * `contents`; '' for nothing. */
export const holds = (c) => list(holdings(c), 'unit');

/** The things `holds` names, each in words. */
function holdings(c) {
  if (!c) return [];
  const parts = [
    [c.deer, 'count-deer'],
    [c.mammoths, 'count-mammoth'],
    [c.aurochs, 'count-aurochs'],
    [c.tigers, 'ui-hunters-count-tiger'],
    [c.gold, 'ui-hunters-count-gold'],
    [c.mushrooms, 'count-mushroom-patch'],
    [c.fish, 'count-fish'],
  ]
    .filter(([n]) => n > 0)
    .map(([n, id]) => t(id, { n }));
  if (c.fire) parts.push(t('ui-hunters-holds-fire'));
  if (c.shrine) parts.push(t('ui-hunters-holds-shrine'));
  return parts;
}

/** Lay out every tile kind ahead of need, one per idle moment: the first layout of a kind
 * takes several milliseconds, and a game draws all of them at once (the remaining tiles). It
 * stops when all are done, and waits while the window is hidden. */
function warm(catalog) {
  const todo = [...catalog];
  const step = () => {
    const def = todo.shift();
    if (!def) return;
    layoutOf(def);
    whenVisible().then(() => setTimeout(step, 0));
  };
  setTimeout(step, 0);
}

/** Bonus tiles still face down, beside the land tiles' count. */
function stock(view) {
  return view.hunters ? t('ui-hunters-bonus-left', { n: view.hunters.bonus_left }) : '';
}

/** The tile in hand's origin in words: a bonus tile, or '' for the land stack. */
function handFrom(view) {
  const bonus = (view.hunters && view.hunters.bonus_turn) || (view.hand_source && view.hand_source.from === 'bonus');
  // The tile's name says what it holds (its kind): "Tile (a bonus tile): meadow with a fire".
  return bonus ? words.bonusFrom() : '';
}

/** The log's line for a bonus tile earned with gold (null for other events). */
function logText(e, name) {
  if (e.event !== 'tile_taken' || !e.source || e.source.from !== 'bonus') return null;
  return words.gold(name(e.player), e.tile);
}

// ---------- figures ----------

// Points and locations turn with the tile as everywhere (ui/tiles.js); tests read turnPoint here.
export { turnPoint };

/** Where a figure or option stands on a tile placed at `rot` degrees (tile units, board
 * orientation): clear of the tile's animals and treasures; a hut apart from the fisherman. */
export function figureSpot(def, rot, fig) {
  if (!def) return null;
  const q = Math.round(rot / 90);
  const feat = featureIndex(def, rot, fig);
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
  optionsForm,
  paintTile,
  /** Where each feature lies on a tile kind (hover and outlines): the layout's own raster. */
  featureRaster: (def) => ({ n: LAYOUT_N, label: layoutOf(def).label }),
  supply: (p) => words.supply(p),
  /** The last tribe member and the last hut in supply (ui/game/aids.js). */
  lastFollower: 'ui-hunters-warn-last-member',
  warnings: (v) => (v.players[v.current] && v.players[v.current].huts === 1 ? [t('ui-hunters-warn-last-hut')] : []),
  handFrom,
  stock,
  warm,
  logText,
  figureSpot,
  drawFigure: drawFigureOf,
};
