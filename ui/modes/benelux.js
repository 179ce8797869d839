// Benelux: Classic's tiles and rules on a map of the Low Countries with map chips. Everything
// the UI does differently for this mode — its new-game options, its words (islands, chips,
// towns: the catalog's ui-benelux-* messages; the chips' breakdown column), the held chips beside the
// scores, where a tile source lies on the map and how a move names it, and the map's drawing
// (ui/modes/benelux-board.js).

import { el } from '../dom.js';
import { num, t, tileName } from '../i18n.js';
import { abbotWarnings, paintTile, words as classic } from './classic.js';
import { featureRaster, figureSpot } from './classic-areas.js';
import { CHIP_COLOURS, CHIP_SHAPES, drawOver, drawUnder } from './benelux-board.js';

/** Island colours in the order of their stacks' source indices (index = colour × 2 + stack). */
export const ISLANDS = ['purple', 'light-blue', 'orange'];
const STARTS = ['meppel', 'eindhoven', 'charleroi'];
/** The rules' paragraphs, by their catalog keys (`ui-benelux-rules-<key>`), in order. */
const RULES = ['intro', 'map', 'chips'];

/** Every string this mode shows, in the player's language (read afresh at each use); what it
 * shares with Classic comes from there. */
const own = {
  get title() {
    return t('ui-benelux-title');
  },
  get options() {
    return {
      ...classic.options,
      // The start tile named by what it shows (D in the catalog).
      firstStart: t('ui-benelux-option-first-start', { tile: tileName('D') }),
      secondStart: t('ui-benelux-option-second-start'),
      followers: t('ui-benelux-option-followers'),
    };
  },
  get places() {
    return Object.fromEntries([...STARTS, 'amsterdam', 'brussels'].map((p) => [p, t(`ui-benelux-place-${p}`)]));
  },
  get colour() {
    return Object.fromEntries(ISLANDS.map((c) => [c, t(`ui-benelux-colour-${c}`)]));
  },
  /** A column of the end-of-game breakdown: the map chips', or Classic's. */
  breakdown: (kind) => (kind === 'chip' ? t('ui-benelux-breakdown-chip') : classic.breakdown(kind)),
  get kind() {
    return classic.kind;
  },
  chooseSource: (who) => t('ui-benelux-choose-source', { who }),
  get pickSource() {
    return t('ui-benelux-pick-source');
  },
  /** A button's text for taking `top` (a tile code, named by what it shows) from the island of
   * `colour` (`side` 'west' or 'east' when both its stacks show the same tile). */
  take: (colour, top, side) =>
    t(side === 'west' ? 'ui-benelux-take-west' : side === 'east' ? 'ui-benelux-take-east' : 'ui-benelux-take', { island: colour, tile: tileName(top) }),
  from: (colour) => t('ui-benelux-from', { island: colour }),
  taken: (who, tile, colour) => t('ui-benelux-taken', { who, tile: tileName(tile), island: colour }),
  chip: (c) => t(`ui-benelux-chip-${c.colour}`, { value: c.value }),
  spent: (n) => t('ui-benelux-spent', { n }),
  get rules() {
    return RULES.map((p) => t(`ui-benelux-rules-${p}`));
  },
  /** The rules screen's anchor of each paragraph of `rules`, in their order. */
  ruleIds: RULES.map((p) => `rules-benelux-${p}`),
  /** The anchor of the rules paragraph that scores a feature kind: the chips' own; every
   * feature on a tile is Classic's and scored by Classic's rules (this mode's first paragraph
   * says so), so its details link to Classic's paragraph. */
  rulesFor: (kind) => (kind === 'chip' ? 'rules-benelux-chips' : classic.rulesFor(kind)),
};

/** Classic's words with Benelux's own over them (getters kept as getters). */
export const words = Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(classic), ...Object.getOwnPropertyDescriptors(own) });

// ---------- new-game options ----------

function select(id, choices, value) {
  const s = el('select', { id }, ...Object.entries(choices).map(([v, text]) => el('option', { value: v }, text)));
  s.value = value;
  return s;
}

/** The options form: `{ node, read() }`, `read` giving the record's `Options`. */
export function optionsForm() {
  const w = words.options;
  const towns = Object.fromEntries(STARTS.map((t) => [t, words.places[t]]));
  const first = select('opt-start-1', towns, 'meppel');
  const second = select('opt-start-2', towns, 'charleroi');
  // The two start squares differ: choosing the other one's town moves that one aside.
  const apart = (changed, other) => () => {
    if (changed.value === other.value) other.value = STARTS.find((t) => t !== changed.value && t !== other.value) || STARTS.find((t) => t !== changed.value);
  };
  first.addEventListener('change', apart(first, second));
  second.addEventListener('change', apart(second, first));
  const followers = select('opt-followers', { 7: num(7), 9: num(9) }, '7');
  const abbot = el('input', { type: 'checkbox', id: 'opt-abbot', checked: true });
  const small = el('input', { type: 'checkbox', id: 'opt-small-city' });
  const farm = select('opt-farm', w.farmChoices, 'third');
  const unplaceable = select('opt-unplaceable', w.unplaceableChoices, 'discard');
  // Classic's tile art choices, "matching the Abbot option" first.
  const arts = ['', ...Object.keys(w.artChoices).filter(Boolean)];
  const art = el('select', { id: 'opt-art' }, ...arts.map((v) => el('option', { value: v }, w.artChoices[v])));
  const node = [
    el('label', {}, `${w.firstStart} `, first),
    el('label', {}, `${w.secondStart} `, second),
    el('label', {}, `${w.followers} `, followers),
    el('label', {}, abbot, ` ${w.abbot}`),
    el('label', {}, small, ` ${w.smallCity}`),
    el('label', {}, `${w.farm} `, farm),
    el('label', {}, `${w.unplaceable} `, unplaceable),
    el('label', {}, `${w.art} `, art),
  ];
  const read = () => {
    const o = {
      starts: [first.value, second.value],
      followers: Number(followers.value),
      abbot: abbot.checked,
      small_city: small.checked,
      farm_scoring: farm.value,
      unplaceable: unplaceable.value,
    };
    if (art.value) o.art = art.value;
    return o;
  };
  return { node, read };
}

// ---------- sources: the islands' stacks ----------

/** The island stack of source index `i` in the view (`{ colour, stack: { index, x, y, top,
 * below }, other }`), or null. */
export function stackOf(view, i) {
  for (const isl of (view.benelux && view.benelux.islands) || []) {
    const st = isl.stacks.find((s) => s.index === i);
    if (st) return { colour: isl.colour, stack: st, other: isl.stacks.find((s) => s !== st) || null };
  }
  return null;
}

/** What a record move adds for a tile from `src`: the island's colour and which stack. */
export function moveSource(src) {
  if (!src || src.from !== 'stack') return {};
  return { island: ISLANDS[src.index >> 1], stack: src.index & 1 };
}

/** Stack source `src` for the player: `{ text, tile, cell }` (the button's words, its face-up
 * tile and where it lies on the map), or null when the view has no such stack. */
function source(src, view) {
  const f = src && src.from === 'stack' ? stackOf(view, src.index) : null;
  if (!f) return null;
  const { colour, stack, other } = f;
  const twin = other && other.top === stack.top;
  return {
    text: words.take(colour, stack.top, twin ? (stack.x < other.x ? 'west' : 'east') : ''),
    tile: stack.top,
    cell: { x: stack.x, y: stack.y },
  };
}

/** The tile in hand's origin in words ('' for the deck). */
function handFrom(view) {
  const src = view.hand_source;
  return src && src.from === 'stack' ? words.from(ISLANDS[src.index >> 1]) : '';
}

/** A log line's text for a non-scoring event the shared log does not word, or null. */
function logText(e, name) {
  if (e.event !== 'tile_taken') return null;
  return words.taken(name(e.player), e.tile, ISLANDS[e.source.index >> 1]);
}

// ---------- the players' chips ----------

/** Player `i`'s chips in hand, face up with their values (nodes beside the score). */
function holdings(i, view) {
  const b = view.benelux;
  if (!b) return [];
  const held = b.held[i] || [];
  const spent = (b.spent && b.spent[i]) || 0;
  return [
    el(
      'span',
      { class: 'chips', dataset: { chips: held.map((c) => `${c.colour}:${c.value}`).join(' ') }, title: spent ? words.spent(spent) : '' },
      ...held.map((c) =>
        el('span', { class: `chip ${CHIP_SHAPES[c.colour] || 'hexagon'}`, title: words.chip(c), style: `background:${CHIP_COLOURS[c.colour]}` }, num(c.value)),
      ),
    ),
  ];
}

// ---------- the board ----------

/** The map's drawing for a view: `(ctx, layer, g)` with layer 'under' or 'over'. */
function decor(view, catalog) {
  if (!view.map) return null;
  const kit = { words, tile: (name) => catalog.get(name) || null };
  return (ctx, layer, g) => (layer === 'under' ? drawUnder(ctx, view, g, kit) : drawOver(ctx, view, g, kit));
}

/** The mode's entry in the registry (ui/modes/index.js). */
export default {
  id: 'benelux',
  words,
  optionsForm,
  paintTile,
  featureRaster,
  /** Classic's figure spots (the same tiles). */
  figureSpot,
  supply: (p, view) => classic.supply(p, !!view.options.abbot),
  warnings: abbotWarnings,
  /** Players may take island tiles instead of drawing: the last face-down tiles may last longer
   * than a round (ui/game/aids.js). */
  lastTurnSure: false,
  holdings,
  decor,
  source,
  handFrom,
  moveSource,
  logText,
};
