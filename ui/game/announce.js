// What the screen reader is told when the game moves on (pure, no DOM): the moves since the
// view last announced (who laid which tile where, the figure, each score with its reason — the
// log's own words, ui/game/logtext.js), an undo, and, once the game has settled, whose turn it
// is with the tile drawn and where it came from, or the end of the game with the winner. The
// controller sends each batch to the live region as one message (ui/a11y.js).

import { S } from '../strings.js';
import { t } from '../i18n.js';
import { describeTile, tileSides } from './describe.js';
import { eventWords } from './logtext.js';
import { winners } from './end.js';

/** The sentences for going from view `prev` (null: none announced yet) to view `v`.
 * `m`: `{ mode, catalog, name(p) }`. `settled`: the view waits for a player (not an AI move
 * in the middle of the AI's turns), so whose turn it is is said too. */
export function announce(prev, v, m, settled) {
  const out = [];
  const same = prev && prev.id === v.id;
  if (same && v.turn < prev.turn) {
    out.push(S.undone(v.turn + 1));
  } else if (same) {
    for (const e of v.log.slice(prev.log.length)) {
      if (e.event === 'game_over') continue;
      const text = e.event === 'tile_placed' ? placedWords(e, m) : eventWords(e, m);
      if (text) out.push(text);
    }
  }
  if (settled) out.push(...turnWords(prev, v, m));
  return out;
}

/** A tile laid, in the log's words ("Ada laid a city corner with a road curve at (2, −1)"), then
 * where its features lie as it was turned ("City (N, W); Road (E, S)"); the older words for a
 * view whose log is not worded. */
export function placedWords(e, m) {
  const def = m.catalog.get(e.tile);
  if (e.text === undefined) return S.placedAt(m.name(e.player), e.x, e.y, describeTile(e.tile, def, e.rot, m.mode.words));
  const sides = tileSides(def, e.rot, m.mode.words);
  return sides.length ? `${e.text} — ${sides.join('; ')}` : e.text;
}

/** Whose turn it is, and what they hold; or the end. */
function turnWords(prev, v, m) {
  if (v.finished) {
    const scores = v.players.map((p) => p.score);
    return [S.gameOver, S.winner(winners(scores, m.name)), S.finalScores(scores.map((s, i) => S.scoreOf(m.name(i), s)))];
  }
  const who = m.name(v.current);
  if (v.current_is_ai) return [S.toPlay(v.turn + 1, who)];
  const w = m.mode.words;
  if (v.choosing_source) return [t('ui-turn-line', { turn: v.turn + 1, text: (w.chooseSource || S.chooseSource)(who) })];
  if (!v.hand) return [];
  // The same tile still in hand (e.g. after a refused move): no need to say it again.
  if (prev && prev.id === v.id && prev.turn === v.turn && prev.hand === v.hand && prev.current === v.current) return [];
  const from = m.mode.handFrom ? m.mode.handFrom(v, m.catalog) : '';
  return [S.yourTurnSay(v.turn + 1, who), S.drew(describeTile(v.hand, m.catalog.get(v.hand), 0, m.mode.words), from || S.fromDeck), S.fitsIn(v.placements.length ? new Set(v.placements.map((p) => `${p.x},${p.y}`)).size : 0)];
}
