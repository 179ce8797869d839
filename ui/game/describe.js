// The game in words for a screen reader (pure, no DOM): a tile kind as it lies, a figure
// option, and the board's accessible label (what is selected: the cell, the tile and its
// turn, the figure spot, the source). Every word comes from strings.js, the catalog (ui/i18n.js)
// or the mode's `words`.

import { S, sideName } from '../strings.js';
import { t, tileName } from '../i18n.js';
import { cellFitsLine, deadCells, openCellAt } from './aids.js';
import { featureEdges, rotateLoc } from '../tiles.js';

/** A tile kind laid at `rot` degrees in words: its name (what it shows, never its catalog code)
 * and where its features lie, "city edge with a straight road: City (N); Road (E, W)". */
export function describeTile(name, def, rot, words) {
  if (!def) return tileName(name);
  return S.tileSays(tileName(name), tileSides(def, rot, words));
}

/** Where a tile kind's features lie when laid at `rot` degrees: ["City (N)", "Road (E, W)"].
 * Only features that reach a whole side: fields and meadows that reach none are left out (every
 * tile has some), and so is a feature in the middle alone (a monastery, a garden, a lake), which
 * the tile's name already says ("monastery", never "monastery: Monastery"). */
export function tileSides(def, rot, words) {
  if (!def) return [];
  const q = Math.round((rot || 0) / 90);
  return def.features
    .map((f) => {
      const edges = featureEdges(f).map((l) => sideName(rotateLoc(l, q)));
      if (!edges.length) return null;
      return S.featureAt((words.kind && words.kind[f.kind]) || f.kind, edges);
    })
    .filter(Boolean);
}

/** A figure option in words (the panel's button and the board's label). */
export function optionText(o, words) {
  return o.action === 'none' ? S.skip : o.action === 'recall' ? words.recall(o.now) : words.placeOn(o);
}

/** The board canvas's label: `m` is the controller's `{ phase, view, mode, catalog, selected,
 * cursor, options, optionIndex, sources, sourceIndex, legalCount, rotsAt, name(p) }`. */
export function boardLabel(m) {
  const v = m.view;
  if (!v) return S.board;
  const w = m.mode.words;
  const hand = v.hand ? m.catalog.get(v.hand) : null;
  const parts = [S.board];
  if (m.phase === 'over') parts.push(S.gameOver);
  else if (m.phase === 'wait' || v.current_is_ai) parts.push(S.thinking(m.name(v.current)));
  else if (m.phase === 'source') {
    const c = m.sources[m.sourceIndex];
    if (c) parts.push(S.sourceChoice(m.sourceIndex + 1, m.sources.length, c.src.from === 'deck' ? S.draw(v.deck_len) : c.text || S.takeFrom(c.src.index)));
    parts.push(S.keysSource);
  } else if (m.phase === 'figure' && m.options) {
    const o = m.options[m.optionIndex];
    if (o) parts.push(S.optionChoice(m.optionIndex + 1, m.options.length, optionText(o, w)));
    parts.push(S.keysFigure);
  } else if (m.phase === 'place') {
    const sel = m.selected;
    // The tiles still to come that fit the cell at hand (ui/game/aids.js).
    const fits = (c) => {
      const open = c && openCellAt(v, c.x, c.y);
      return open ? cellFitsLine(open) : '';
    };
    if (sel) {
      parts.push(S.cellAt(sel.x, sel.y), describeTile(v.hand, hand, sel.rot, w), S.turned(sel.rot), S.turnsFit(m.rotsAt), fits(sel));
      parts.push(S.keysConfirm);
    } else {
      if (m.cursor) parts.push(S.cursorAt(m.cursor.x, m.cursor.y), fits(m.cursor));
      parts.push(describeTile(v.hand, hand, 0, w), S.fitsIn(m.legalCount), S.keysPlace);
    }
  }
  const dead = m.deadMarks === false ? 0 : deadCells(v).length;
  if (dead && m.phase !== 'over') parts.push(t('ui-dead-count', { n: dead }));
  return parts.filter(Boolean).join('. ');
}
