// What the screens derive from a backend view (pure, no DOM), worked out once per view rather
// than wherever it is needed: the cells where the tile in hand fits, the tile in hand's kind,
// the sources on offer and their cells on the map, the stacks tiles were taken from, the mode's
// decor. And the board's state object (ui/board.js) that both the game and the replay viewer
// draw from a view: one builder, so the two boards show a game the same way.

import { legalMap } from '../select.js';
import { offeredCells, sourceChoices, takenCell } from './sources.js';

/** No cells: nothing glows, nothing is offered. */
export const NO_CELLS = new Map();

/** What view `v` of a game of `mode` (its module, ui/modes/) with `catalog` (name → tile kind)
 * gives the screens: `{ view, mode, catalog, legal, hand, sources, offered, taken, takenHand,
 * decor }` — `legal` the placements as "x,y" → rotations (ui/select.js), `hand` the tile kind
 * in hand (null: none), `sources` the choices of where the tile comes from (worded: derive again
 * after a change of language), `offered` their cells on the map, `taken` the cell of the stack
 * the last move took its tile from and `takenHand` the one the tile in hand came from (else
 * `taken`), `decor` the mode's drawing on the map (null: none). */
export function derive(v, mode, catalog) {
  return {
    view: v,
    mode,
    catalog,
    legal: legalMap(v.placements || []),
    hand: v.hand ? catalog.get(v.hand) || null : null,
    sources: sourceChoices(v, mode),
    offered: offeredCells(v, mode),
    taken: takenCell(v, mode, false),
    takenHand: takenCell(v, mode, true),
    decor: mode.decor ? mode.decor(v, catalog) : null,
  };
}

/** The board's state object (ui/board.js) for the view `d` was derived from (`derive`), its
 * figures in the seats' `colours`: the tiles as they lie with the last one marked, the mode's
 * painter, figures, map and decor. `turn` adds what a player's turn shows (the cells that
 * glow, the tile in hand, the selection and cursor, figure options, the sources on offer, the
 * outlines…); the replay viewer adds nothing. */
export function boardState(d, colours, turn = {}) {
  const v = d.view;
  return {
    tiles: v.board,
    catalog: d.catalog,
    paint: d.mode.paintTile,
    last: v.turn > 0 && v.last != null ? v.last : null,
    legal: NO_CELLS,
    hand: null,
    prefRot: 0,
    selected: null,
    cursor: null,
    figureOptions: null,
    optionIndex: -1,
    mark: d.mode.words.mark,
    current: v.current,
    colours,
    map: v.map || null,
    decor: d.decor,
    offered: NO_CELLS,
    lastSource: null,
    figureSpot: d.mode.figureSpot || null,
    drawFigure: d.mode.drawFigure || null,
    outline: null,
    dead: [],
    pointAt: null,
    ...turn,
  };
}
