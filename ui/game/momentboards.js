// A judged move shown on two boards side by side (the review's and the coach's): the game after
// the move played and after the better move, each tile marked as the last laid, both boards
// looking at the same squares at the same scale so that the two moves compare at a glance.

import { Board } from '../board.js';
import { t } from '../i18n.js';
import { boardState, derive } from './viewmodel.js';

/** The tile laid last in `view`, or null. */
const lastTile = (view) => (view.last != null ? view.board[view.last] : null);

/** The camera that shows `cells` (one or two squares) in the middle of a board of `w` × `h`
 * pixels, with at least a square around them: close enough to read the tiles, never closer
 * than four squares across. */
export function closeOn(cells, w, h) {
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const across = Math.max(4, x1 - x0 + 3, ((y1 - y0 + 3) * w) / Math.max(1, h));
  return { x: (x0 + x1 + 1) / 2, y: (y0 + y1 + 1) / 2, scale: w / across };
}

export class MomentBoards {
  /** Two canvases: the move played's board and the better move's. */
  constructor(played, better) {
    const quiet = { onCell: () => false, onOption: () => {} };
    this.boards = { played: new Board(played, quiet), better: new Board(better, quiet) };
  }

  /** Draw `moment` (the backend's `{ played, better? }` views); `m`: `{ mode, catalog,
   * colours, title }` (`title`: the move in words, for the boards' names). */
  show(moment, m) {
    const cells = [lastTile(moment.played), moment.better && lastTile(moment.better)].filter(Boolean);
    this.draw('played', moment.played, cells, m);
    if (moment.better) this.draw('better', moment.better, cells, m);
  }

  draw(which, view, cells, m) {
    const board = this.boards[which];
    board.resize();
    board.render(boardState(derive(view, m.mode, m.catalog), m.colours));
    board.fit();
    if (cells.length) board.moveTo(closeOn(cells, board.w, board.h), false);
    const name = t(which === 'played' ? 'ui-review-board-played' : 'ui-review-board-better');
    board.label(`${name}. ${m.title}`);
  }
}
