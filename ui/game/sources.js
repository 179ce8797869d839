// Pure helpers of the choice of where a tile comes from (no DOM): the choices the panel offers,
// the map cells to click for them, and the stack the tile in hand or the last move came from.
// A mode with stacks describes each with its module's `source(src, view)` → `{ text, tile,
// cell }`; the deck is the same for every mode.

/** A source's key: 'deck' or 'stack-<index>' (buttons' data-source, map lookups). */
export function sourceKey(src) {
  return src.from === 'stack' ? `stack-${src.index}` : 'deck';
}

/** The choices offered now, in the backend's order: `[{ src, key, text, tile }]` (`tile`: the
 * face-up tile of a stack; `text` null for the deck, whose words are shared). */
export function sourceChoices(view, mode) {
  if (!view.choosing_source) return [];
  return view.sources.map((src) => {
    const d = src.from === 'stack' && mode.source ? mode.source(src, view) : null;
    return { src, key: sourceKey(src), text: d ? d.text : null, tile: d ? d.tile : null };
  });
}

/** Map "x,y" → source for the offered stacks that lie on the board (to glow and to click). */
export function offeredCells(view, mode) {
  const cells = new Map();
  if (!view.choosing_source || !mode.source) return cells;
  for (const src of view.sources) {
    const d = src.from === 'stack' ? mode.source(src, view) : null;
    if (d && d.cell) cells.set(`${d.cell.x},${d.cell.y}`, src);
  }
  return cells;
}

/** The stack source the last placed tile was taken from (a `tile_taken` event since the
 * placement before it), or null. */
export function lastTaken(log) {
  let placed = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.event === 'tile_placed' && ++placed > 1) return null;
    if (e.event === 'tile_taken' && placed === 1) return e.source || null;
  }
  return null;
}

/** The cell to mark as "taken from": the stack of the tile in hand while it is placed, else
 * the one the last move took from; null for the deck. */
export function takenCell(view, mode, placing) {
  if (!mode.source) return null;
  const src = placing && view.hand_source && view.hand_source.from === 'stack' ? view.hand_source : lastTaken(view.log);
  const d = src ? mode.source(src, view) : null;
  return d ? d.cell : null;
}
