// Hover details of a placed tile: the feature under the pointer first — its size, value,
// owners and open ends, the whole feature outlined on the board (ui/game/outline-draw.js), and
// whether it can still be completed (ui/game/aids.js) — then the tile's other features, in a
// tooltip next to the pointer (wording from the mode module; the open ends from the shared
// ui-tip-* messages). Over an empty place next to the layout: how many of the tiles still to
// come fit it, and which (small pictures with their counts). The same lines kept open, with
// links to the rules that score them, are ui/game/details.js's (`tipNodes`, `placeBox`).

import { $, el } from '../dom.js';
import { num, t, tileName } from '../i18n.js';
import { seatMark } from '../seatmark.js';
import { tileImage } from '../tiles.js';
import { cellFitsLine, featureAidWords } from './aids.js';

/** Fields nobody holds that are worth nothing yet: not worth a line. */
const idleField = (f) => f.kind === 'field' && !f.owners.length && f.now <= 0;

/** The features worth a line: all but the idle ones (by default, idle fields; a mode may say
 * which of its own are, as `words.idle(feature)`). */
export function tipFeatures(tile, idle = idleField) {
  return tile ? tile.features.filter((f) => !idle(f)) : [];
}

/** Where a feature may still grow, in words ('' when its value says it all): a road's, city's,
 * forest's or river's open ends; the sides a field or meadow may still grow on; the empty
 * squares around a monastery or garden. */
export function openWords(f) {
  if (f.open == null) return '';
  switch (f.kind) {
    case 'road':
    case 'city':
    case 'forest':
    case 'river':
      return f.complete ? '' : t('ui-tip-open-ends', { n: f.open });
    case 'field':
    case 'meadow':
      return t('ui-tip-open-sides', { n: f.open });
    case 'monastery':
    case 'garden':
      return f.complete ? '' : t('ui-tip-open-squares', { n: f.open });
    default:
      return '';
  }
}

/** One feature's line: kind · size · value (· open ends, for the one under the pointer). */
export function tipLine(f, words, open) {
  const size = words.size(f);
  const parts = [words.kind[f.kind] || f.kind, size, words.value(f), open ? openWords(f) : ''];
  return parts.filter(Boolean).join(' · ');
}

/** The details of `tile` as elements: the feature `m.feat` first (with its open ends and its
 * odds), then the tile's others; `features`: the features shown (the first one `main`, when
 * there is one). `m`: `{ mode, colours, name(p), feat }`. */
export function tipNodes(tile, m) {
  const w = m.mode.words;
  const main = tile && m.feat >= 0 ? tile.features.find((f) => f.feat === m.feat) || null : null;
  const others = tipFeatures(tile, w.idle).filter((f) => f !== main);
  const line = (f, cls) => {
    const owners = f.owners.map((p) => el('span', {}, ' ', seatMark(p, m.colours[p], 12), ` ${m.name(p)}`));
    return el('div', { class: cls }, tipLine(f, w, f === main), ...(owners.length ? [' —', ...owners] : []));
  };
  const aid = main ? featureAidWords(main) : '';
  const aidLine = aid ? [el('div', { class: main.never ? 'tip-aid tip-never' : 'tip-aid' }, aid)] : [];
  const nodes = [...(main ? [line(main, 'tip-main'), ...aidLine] : []), ...others.map((f) => line(f, 'tip-other'))];
  return { main, features: main ? [main, ...others] : others, nodes };
}

let pinned = null; // { x, y } of the placed tile whose details are pinned (ui/game/details.js)

/** The details of the placed tile at `cell` are pinned open (null: none): the hover's are not
 * shown over them again. */
export function pinTip(cell) {
  pinned = cell ? { x: cell.x, y: cell.y } : null;
  if (pinned) $('tip').classList.add('hidden');
}

/** Show the details of `tile` at (x, y) in the board's pixels, or hide them (`tile` null).
 * `m`: `{ mode, colours, name(p), above, feat }`; `above`: put them above the point where there
 * is room (a finger's long press: below it, the hand would hide them); `feat`: the index of the
 * feature under the pointer (-1 or absent: none, the tile's features alone). Not over the
 * tile whose details are pinned. */
export function showTip(tile, x, y, m) {
  const tip = $('tip');
  const { nodes } = tipNodes(tile, m);
  if (!nodes.length || (tile && pinned && tile.x === pinned.x && tile.y === pinned.y)) {
    tip.classList.add('hidden');
    return;
  }
  tip.replaceChildren(...nodes);
  placeBox(tip, x, y, m.above);
}

/** Show the details of open cell `c` (`{ fits, bonus, tiles }` of the view's `open_cells`) at
 * (x, y) in the board's pixels: how many tiles still to come fit it, then each kind as a small
 * picture with its copies. `m`: `{ mode, catalog, above }`. */
export function showCellTip(c, x, y, m) {
  const tip = $('tip');
  const kinds = c.tiles.slice(0, 24).map((k) => {
    const title = `${tileName(k.tile)} × ${num(k.count)}`;
    const def = m.catalog.get(k.tile);
    const img = el('img', { src: def ? tileImage(def, 68, m.mode.paintTile) : '', alt: title, width: 24, height: 24 });
    return el('span', { class: k.pool === 'bonus' ? 'fit bonus' : 'fit', title }, img, el('b', {}, num(k.count)));
  });
  const more = c.tiles.length > 24 ? [el('span', { class: 'fit-more' }, '…')] : [];
  tip.replaceChildren(el('div', { class: c.tiles.length ? 'tip-main' : 'tip-main tip-never' }, cellFitsLine(c)), ...(kinds.length ? [el('div', { class: 'tip-fits' }, ...kinds, ...more)] : []));
  placeBox(tip, x, y, m.above);
}

/** Put a details box beside (x, y), inside the board; `above` where there is room. */
export function placeBox(tip, x, y, above) {
  tip.classList.remove('hidden');
  const W = tip.parentElement.clientWidth;
  const H = tip.parentElement.clientHeight;
  const left = x + 16 + tip.offsetWidth > W ? x - 16 - tip.offsetWidth : x + 16;
  const up = y - 40 - tip.offsetHeight;
  const top = above && up >= 0 ? up : y + 16 + tip.offsetHeight > H ? y - 16 - tip.offsetHeight : y + 16;
  tip.style.left = `${Math.max(0, left)}px`;
  tip.style.top = `${Math.max(0, top)}px`;
}
