// Board aids (pure, no DOM): what the view's `open_cells` tell a player — the places no tile
// still to come can fill (a cross on the board, ui/board.js), how many and which tiles fit an
// open place (its details, ui/game/tip.js), what a feature's `never` and `chance` say in words,
// and the quiet warnings before a last chance (the panel's line). The engine counts (see
// engine/src/fits.rs); this module only words and picks.

import { t } from '../i18n.js';

/** Every open cell of view `v` with `{ x, y, fits, bonus, tiles }` (none in an older view). */
const openCells = (v) => (v && v.open_cells) || [];

/** Whether no tile still to come (bonus tiles included) fits open cell `c`. */
export const isDead = (c) => c.fits === 0 && !c.bonus;

/** The places of view `v` no tile to come can fill: `[{ x, y }]`. */
export function deadCells(v) {
  return openCells(v)
    .filter(isDead)
    .map(({ x, y }) => ({ x, y }));
}

/** The open cell of view `v` at (x, y), or null (a tile there, or not next to the layout). */
export function openCellAt(v, x, y) {
  return openCells(v).find((c) => c.x === x && c.y === y) || null;
}

/** An open cell's first line: how many of the tiles still to come fit it (copies counted, any
 * rotation), and the bonus tiles apart. */
export function cellFitsLine(c) {
  const main = t('ui-cell-fits', { n: c.fits });
  return c.bonus ? `${main} ${t('ui-cell-bonus-fits', { n: c.bonus })}` : main;
}

/** A place in words: "(3, −1)". */
export const placeWords = ([x, y]) => t('ui-dead-place', { x, y });

/** A feature's aid in words ('' when it has none): it can never be completed, and why; or the
 * AI's odds that it is, rounded to 5 ("about 40%"; never "about 0%" nor "about 100%" for a
 * feature that still may go either way). */
export function featureAidWords(f) {
  if (f.never) return t('ui-tip-never', { x: f.never[0], y: f.never[1] });
  if (f.chance == null) return '';
  const percent = Math.min(95, Math.max(5, Math.round(f.chance / 5) * 5));
  return t('ui-tip-chance', { percent });
}

/** What the live region says when places became impossible to fill since view `prev` (the same
 * game; '' when none did, or on the first view, whose marks the board's label tells). */
export function deadSaid(prev, v) {
  if (!prev || prev.id !== v.id || v.turn < prev.turn) return '';
  const before = new Set(deadCells(prev).map((c) => `${c.x},${c.y}`));
  const fresh = deadCells(v).filter((c) => !before.has(`${c.x},${c.y}`));
  if (!fresh.length) return '';
  return t('ui-dead-said', { n: fresh.length, places: fresh.map((c) => placeWords([c.x, c.y])).join(', ') });
}

/** The quiet warnings for the player to act in view `v` of a game of `mode` (its module:
 * `mode.warnings(v)` adds the mode's own, e.g. Classic's abbot), shown only on a human's turn
 * with a tile in hand: the last tiles of the stack, the last follower in supply. */
export function warnings(v, mode) {
  if (!v || v.finished || v.current_is_ai || !v.hand) return [];
  const out = [];
  const last = lastTurn(v);
  if (v.deck_len === 0) out.push(t('ui-warn-last-tile'));
  else if (last) out.push(t(mode.lastTurnSure === false ? 'ui-warn-last-turn-maybe' : 'ui-warn-last-turn', { n: v.deck_len }));
  const me = v.players[v.current];
  if (me && me.followers === 1) out.push(t(mode.lastFollower || 'ui-warn-last-follower'));
  if (mode.warnings) out.push(...mode.warnings(v, { last }));
  return out;
}

/** Whether the player to act has no turn after this one: fewer face-down tiles are left than
 * the other seats need before this seat draws again (in a mode where players may take tiles
 * from elsewhere, `mode.lastTurnSure` false, it may come later still). */
export function lastTurn(v) {
  return !v.finished && v.deck_len < v.players.length;
}
