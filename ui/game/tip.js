// Hover details of a placed tile: each of its features with its size, value and owners, in a
// tooltip next to the pointer (wording from the mode module).

import { $, el } from '../dom.js';
import { seatMark } from '../seatmark.js';

/** Fields nobody holds that are worth nothing yet: not worth a line. */
const idleField = (f) => f.kind === 'field' && !f.owners.length && f.now <= 0;

/** The features worth a line: all but the idle ones (by default, idle fields; a mode may say
 * which of its own are, as `words.idle(feature)`). */
export function tipFeatures(tile, idle = idleField) {
  return tile ? tile.features.filter((f) => !idle(f)) : [];
}

/** Show the details of `tile` at (x, y) in the board's pixels, or hide them (`tile` null).
 * `m`: `{ mode, colours, name(p), above }`; `above`: put them above the point where there is
 * room (a finger's long press: below it, the hand would hide them). */
export function showTip(tile, x, y, m) {
  const tip = $('tip');
  const feats = tipFeatures(tile, m.mode.words.idle);
  if (!feats.length) {
    tip.classList.add('hidden');
    return;
  }
  const w = m.mode.words;
  tip.replaceChildren(
    ...feats.map((f) => {
      const size = w.size(f);
      const owners = f.owners.map((p) => el('span', {}, ' ', seatMark(p, m.colours[p], 12), ` ${m.name(p)}`));
      return el('div', {}, `${w.kind[f.kind] || f.kind}${size ? ` · ${size}` : ''} · ${w.value(f)}`, ...(owners.length ? [' —', ...owners] : []));
    }),
  );
  tip.classList.remove('hidden');
  const W = tip.parentElement.clientWidth;
  const H = tip.parentElement.clientHeight;
  const left = x + 16 + tip.offsetWidth > W ? x - 16 - tip.offsetWidth : x + 16;
  const up = y - 40 - tip.offsetHeight;
  const top = m.above && up >= 0 ? up : y + 16 + tip.offsetHeight > H ? y - 16 - tip.offsetHeight : y + 16;
  tip.style.left = `${Math.max(0, left)}px`;
  tip.style.top = `${Math.max(0, top)}px`;
}
