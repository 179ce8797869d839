// Where the board's camera goes to keep the player's work in view (pure, no DOM). A camera is
// `{ x, y, scale }`: the board point at the middle of the canvas and the pixels of one cell; a
// view is the canvas's `{ w, h }` in CSS pixels. ui/board.js moves the camera with these.

/** Room kept around cells brought into view, in cells: a little on each side, and more above,
 * where the labels of the figure spots stand over the top row of spots. */
const PAD = 0.15;
const ABOVE = 0.3;
/** Below this many pixels a cell is too small to play on; revealing never zooms out past it
 * (nor past the player's own zoom when that is smaller). */
const READABLE = 56;

/** Whether at least one of `cells` (`{ x, y }`) lies wholly inside the view. */
export function someVisible(cam, view, cells) {
  const s = cam.scale;
  return cells.some((c) => {
    const x = (c.x - cam.x) * s + view.w / 2;
    const y = (c.y - cam.y) * s + view.h / 2;
    return x >= -0.5 && y >= -0.5 && x + s <= view.w + 0.5 && y + s <= view.h + 0.5;
  });
}

/** The box of `cells` with the room around them, in board units. */
function boxOf(cells) {
  return {
    minX: Math.min(...cells.map((c) => c.x)) - PAD,
    maxX: Math.max(...cells.map((c) => c.x)) + 1 + PAD,
    minY: Math.min(...cells.map((c) => c.y)) - ABOVE,
    maxY: Math.max(...cells.map((c) => c.y)) + 1 + PAD,
  };
}

/** The camera centre on one axis that shows [lo, hi] with the least move from `c` (the
 * middle of the box when it is wider than the view). */
function centre(c, lo, hi, span, scale) {
  const half = span / 2 / scale;
  const least = hi - half;
  const most = lo + half;
  return least > most ? (lo + hi) / 2 : Math.max(least, Math.min(most, c));
}

/** The camera that shows `cells` with the least change: the same zoom when they fit in the
 * view, else zoomed out just enough — but never below a readable cell size; when they are too
 * spread out for that, the cell nearest the middle is shown instead. `keepScale`: pan only.
 * `min`: the board's smallest zoom. */
export function revealCamera(cam, view, cells, { min = 24, keepScale = false } = {}) {
  const b = boxOf(cells);
  const need = Math.min(view.w / (b.maxX - b.minX), view.h / (b.maxY - b.minY));
  let scale = cam.scale;
  if (!keepScale && need < cam.scale) {
    const floor = Math.max(min, Math.min(cam.scale, READABLE));
    if (need < floor && cells.length > 1) {
      const near = cells.reduce((a, c) => (dist(cam, c) < dist(cam, a) ? c : a));
      return revealCamera(cam, view, [near], { min });
    }
    scale = Math.max(min, need);
  }
  return { x: centre(cam.x, b.minX, b.maxX, view.w, scale), y: centre(cam.y, b.minY, b.maxY, view.h, scale), scale };
}

/** The camera that shows `cell` wholly in the view below a band of `top` pixels that
 * something covers (a tutorial's box over the board's top), or null when it is shown so
 * already. Covered, the cell's middle goes to the middle of what is left below the band (when
 * a cell fits there); off to a side, the least pan brings it in. The zoom stays. */
export function clearOfTop(cam, view, cell, top) {
  const s = cam.scale;
  const x = (cell.x - cam.x) * s + view.w / 2;
  const y = (cell.y - cam.y) * s + view.h / 2;
  const inX = x >= -0.5 && x + s <= view.w + 0.5;
  const inY = y >= top - 0.5 && y + s <= view.h + 0.5;
  if (inX && inY) return null;
  const free = view.h - top;
  const ny = inY || free < s ? cam.y : cell.y + 0.5 - (top + free / 2 - view.h / 2) / s;
  const nx = inX ? cam.x : centre(cam.x, cell.x - PAD, cell.x + 1 + PAD, view.w, s);
  return { x: nx, y: ny, scale: s };
}

const dist = (cam, c) => Math.hypot(c.x + 0.5 - cam.x, c.y + 0.5 - cam.y);

/** One frame of a smooth camera move `tw` (`{ from, to, t0, ms }`) at time `now`: sets `cam`,
 * true when the move is over. Eased out, the zoom changing evenly in proportion. */
export function tweenCamera(cam, tw, now) {
  const k = Math.max(0, Math.min(1, (now - tw.t0) / tw.ms));
  const e = 1 - (1 - k) ** 3;
  const s0 = tw.from.scale;
  const s1 = tw.to.scale;
  cam.scale = s0 * (s1 / s0) ** e;
  cam.x = tw.from.x + (tw.to.x - tw.from.x) * e;
  cam.y = tw.from.y + (tw.to.y - tw.from.y) * e;
  return k >= 1;
}
