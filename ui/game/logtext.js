// The words of one log event (pure, no DOM), shared by the side panel's log and the screen
// reader's announcements, so both say the same thing and a translation reaches both.

import { S } from '../strings.js';
import { list, tileName } from '../i18n.js';

/** The parts of an event's log line: `{ final, prefix, pts, rest }` (`pts` the bold points of
 * a score, '' otherwise), or null for events the shared log does not word. `m`: `{ mode, name(p),
 * catalog }`. */
export function logParts(e, m) {
  if (e.text !== undefined) return backendParts(e);
  const w = m.mode.words;
  const who = (ps) => list(ps.map(m.name));
  const line = (prefix, rest, extra = {}) => ({ final: false, prefix, pts: '', rest, ...extra });
  switch (e.event) {
    case 'scored':
      return {
        final: !!e.final_scoring,
        prefix: `${e.final_scoring ? S.end : S.turn(e.turn)} · `,
        pts: S.scoredFor(who(e.players), e.points),
        rest: ` — ${e.reason}`,
      };
    case 'tile_discarded':
      return line(`${S.turn(e.turn + 1)} · `, `${tileName(e.tile)}: ${S.discarded}`);
    case 'tile_reshuffled':
      return line(`${S.turn(e.turn + 1)} · `, `${tileName(e.tile)}: ${S.reshuffled}`);
    case 'tile_placed':
      return line(`${S.turn(e.turn)} · `, S.placedAt(m.name(e.player), e.x, e.y, tileName(e.tile)));
    case 'abbot_recalled':
      return line(`${S.turn(e.turn)} · `, w.recalled(m.name(e.player)));
    case 'figure_placed':
      return line(`${S.turn(e.turn)} · `, w.placed(m.name(e.player), e));
    case 'game_over':
      return line('', `${S.gameOver}: ${e.scores.join(' – ')}`, { final: true });
    default:
      return null;
  }
}

/** The parts of an event the backend has worded in the game's language (from the catalogs:
 * `label`, `text`, and for a score its bold `head`), or null for a tile taken (the mode's own
 * line, see `modeText`). The words below this are the English fallback for a view without
 * them. */
function backendParts(e) {
  if (e.event === 'tile_taken') return null;
  const final = (e.event === 'scored' && !!e.final_scoring) || e.event === 'game_over';
  const prefix = e.event === 'game_over' ? '' : `${e.label} · `;
  if (e.head && e.text.startsWith(e.head)) return { final, prefix, pts: e.head, rest: e.text.slice(e.head.length) };
  return { final, prefix, pts: '', rest: e.text };
}

/** An event the mode words itself (e.g. a tile taken from a stack), or null. */
export function modeText(e, m) {
  if (e.event === 'tile_taken' && e.text) return e.text;
  return (m.mode.logText && m.mode.logText(e, m.name, m.catalog)) || null;
}

/** The text of an event without its turn prefix (for announcements), or null. */
export function eventWords(e, m) {
  const p = logParts(e, m);
  if (p) return `${p.pts}${p.rest}`;
  return modeText(e, m);
}
