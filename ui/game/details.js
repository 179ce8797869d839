// A placed tile's details pinned open ("rules at hand"): a click or tap on a placed tile (which
// does nothing else there: a placed tile is never a legal cell), or the key I on the board (the
// tile at the keyboard cursor, else the last tile laid), keeps the hover's details
// (ui/game/tip.js) open in a small box over the board that takes the pointer and the focus. Under
// them, a button for each rules paragraph that scores the features shown ("How it scores": the
// mode's `words.rulesFor(kind)`) opens the rules screen at that paragraph; its Back comes back to
// the game as it was left. The box closes on Esc, a click or touch elsewhere, the next view (a
// move), the wheel, and leaving the game.

import { $, el } from '../dom.js';
import { list, t, tileName } from '../i18n.js';
import { isShown } from '../nav.js';
import { featureUnder } from './outline-draw.js';
import { pinTip, placeBox, tipNodes } from './tip.js';

/** The rules paragraphs that score `features`, the first feature's first: `[{ anchor, kinds }]`,
 * `kinds` the kinds each scores among them, in words. `words`: the mode's (`rulesFor(kind)`, the
 * anchor or null; `kind`, the kinds' words); a mode without `rulesFor` has none. */
export function rulesLinks(features, words) {
  const out = [];
  if (!words.rulesFor) return out;
  for (const f of features) {
    const anchor = words.rulesFor(f.kind);
    if (!anchor) continue;
    const name = (words.kind && words.kind[f.kind]) || f.kind;
    const link = out.find((l) => l.anchor === anchor);
    if (!link) out.push({ anchor, kinds: [name] });
    else if (!link.kinds.includes(name)) link.kinds.push(name);
  }
  return out;
}

/** A link's words: "How it scores" when it is the only one; beside others, with the kinds it
 * scores ("How it scores: Meadow"). */
export const linkText = (link, many) => (many ? t('ui-tip-rules-for', { kinds: list(link.kinds) }) : t('ui-tip-rules'));

/** Put the pinned box by (x, y), in the board's pixels, inside the board. `above` (a finger):
 * centred above the point where there is room, else below it past the fingertip; otherwise
 * beside it, as the hover's details. Measured at the board's left edge first, so that its
 * width is its own, not what is left of the board beyond the point. */
function placePinned(box, x, y, above) {
  box.style.left = '0px';
  box.style.top = '0px';
  box.classList.remove('hidden');
  if (!above) return placeBox(box, x, y, false);
  const W = box.parentElement.clientWidth;
  const H = box.parentElement.clientHeight;
  const w = box.offsetWidth;
  const h = box.offsetHeight;
  const up = y - 40 - h;
  const top = up >= 0 ? up : Math.min(y + 48, H - h);
  box.style.left = `${Math.max(0, Math.min(x - w / 2, W - w - 4))}px`;
  box.style.top = `${Math.max(0, top)}px`;
}

/** A key pressed on its own (no Ctrl, Alt or Meta). */
const plain = (e) => !e.ctrlKey && !e.altKey && !e.metaKey;

export class PinnedDetails {
  /**
   * @param game the game controller (its view, mode, catalog, board, cursor, end, coach; `resume`)
   * @param openRules `(anchor, then)`: show the rules screen at a paragraph, `then` called once
   *   its Back has come back to the game screen (ui/main.js: the screens are a layer above)
   */
  constructor(game, openRules) {
    this.game = game;
    this.openRules = openRules;
    this.shown = null; // what is pinned: { view, x, y, feat, touch }, or null
    this.justClosed = ''; // the pin the press under way closed: its own click does not open it again
    this.box = el('div', { id: 'tip-pin', class: 'tip tip-pinned hidden', role: 'dialog' });
    $('tip').after(this.box);
    const canvas = game.board.canvas;
    // Capture: before the board sees the press (which may pin again) and before the game's
    // keys (its Esc would put a tile back).
    window.addEventListener('pointerdown', (e) => this.pressed(e), true);
    window.addEventListener('keydown', (e) => this.keyed(e), true);
    this.box.addEventListener('focusout', (e) => {
      const to = e.relatedTarget;
      if (to && to !== canvas && !this.box.contains(to)) this.close();
    });
    // The board moving under it: the box would point at another place.
    canvas.addEventListener('wheel', () => this.close(), { passive: true });
    window.addEventListener('resize', () => this.close());
  }

  /** A click or tap on cell (x, y) at (sx, sy) in the board's pixels that did nothing else:
   * pin the details of the placed tile there, the feature under the point first. False, always:
   * the board still reads a second quick tap as a double tap (which fits the board). */
  pinAt(x, y, sx, sy) {
    const g = this.game;
    const tile = g.view && isShown('game') && !g.end.shown() ? g.view.board.find((t) => t.x === x && t.y === y) : null;
    if (!tile) return false;
    const [wx, wy] = g.board.toWorld(sx, sy);
    const feat = featureUnder(g.mode, g.catalog.get(tile.tile), tile, wx, wy);
    const key = `${x},${y},${feat}`;
    if (this.justClosed === key) {
      this.justClosed = ''; // a click on what was pinned closes it
      return false;
    }
    // A finger or a pen: the box above the point, where the hand does not hide it.
    const touch = g.board.lastType !== 'mouse';
    if (this.pin(tile, feat, sx, sy, { above: touch, touch }) && g.outliner.hover(g.mode, g.catalog, tile, wx, wy)) g.board.invalidate();
    return false;
  }

  /** The key I: the details of the tile at the keyboard cursor, else of the last tile laid,
   * beside it (brought into view), the focus on their first button. True when shown. */
  pinKey() {
    const g = this.game;
    const v = g.view;
    if (!v) return false;
    const c = g.cursor;
    const tile = (c && v.board.find((t) => t.x === c.x && t.y === c.y)) || v.board[v.last] || null;
    if (!tile) return false;
    g.board.keepInView(tile, false);
    const [sx, sy] = g.board.toScreen(tile.x + 1, tile.y + 0.5);
    return this.pin(tile, -1, sx, sy, { focus: true });
  }

  /** Show the details of `tile` (`feat`: the feature first, -1: none) at (sx, sy) with their
   * links to the rules. `o`: `{ above, touch, focus }` (focus: into the box). */
  pin(tile, feat, sx, sy, o = {}) {
    const g = this.game;
    const { features, nodes } = tipNodes(tile, { mode: g.mode, colours: g.colours(), name: (p) => g.name(p), feat });
    if (!nodes.length) {
      this.close();
      return false;
    }
    const links = rulesLinks(features, g.mode.words);
    const buttons = links.map((l) =>
      el('button', { type: 'button', class: 'tip-rules', dataset: { anchor: l.anchor }, onclick: () => this.toRules(l.anchor) }, linkText(l, links.length > 1)),
    );
    // The lines are the dialog's description: read with its name when the focus comes in.
    this.box.replaceChildren(el('div', { id: 'tip-pin-lines' }, ...nodes), ...(buttons.length ? [el('div', { class: 'tip-links' }, ...buttons)] : []));
    this.box.setAttribute('aria-label', t('ui-tip-details', { tile: tileName(tile.tile) }));
    this.box.setAttribute('aria-describedby', 'tip-pin-lines');
    this.shown = { view: g.view, x: tile.x, y: tile.y, feat, touch: !!o.touch };
    pinTip(tile);
    placePinned(this.box, sx, sy, !!o.above);
    // The box itself takes the focus only when it has no button (a mode naming no paragraphs):
    // a click on its words would otherwise take the board's keys away.
    if (buttons.length) this.box.removeAttribute('tabindex');
    else this.box.setAttribute('tabindex', '-1');
    if (o.focus) (buttons[0] || this.box).focus();
    return true;
  }

  /** Close the box; `refocus`: the focus, if it was in the box, goes back to the board. */
  close(refocus = false) {
    const s = this.shown;
    if (!s) return;
    const had = this.box.contains(document.activeElement);
    this.shown = null;
    this.box.classList.add('hidden');
    this.box.replaceChildren();
    this.box.removeAttribute('aria-describedby');
    pinTip(null);
    const g = this.game;
    // A finger does not hover: the feature it outlined goes with its details.
    if (s.touch && g.mode && g.outliner.hover(g.mode, g.catalog, null, 0, 0)) g.board.invalidate();
    if (refocus && had && isShown('game')) g.board.canvas.focus();
  }

  /** After each render of the game: a new view (a move, an undo) closes the box. */
  rendered() {
    if (this.shown && this.shown.view !== this.game.view) this.close();
  }

  /** A press anywhere but in the box closes it (on the board: its click does not pin it again). */
  pressed(e) {
    const s = this.shown;
    this.justClosed = '';
    if (!s || this.box.contains(e.target)) return;
    if (e.target === this.game.board.canvas) this.justClosed = `${s.x},${s.y},${s.feat}`;
    this.close();
  }

  /** Esc closes the box (before the game's Esc); I on the board opens it. */
  keyed(e) {
    const g = this.game;
    if (!isShown('game') || !plain(e) || g.end.shown() || (g.coach.isOpen && g.coach.isOpen())) return;
    let used = false;
    if (e.key === 'Escape' && this.shown) {
      this.close(true);
      used = true;
    } else if ((e.key === 'i' || e.key === 'I') && e.target === g.board.canvas) used = this.pinKey();
    if (!used) return;
    e.preventDefault();
    e.stopPropagation();
  }

  /** Open the rules at `anchor`; Back comes back to the game as it was: its camera (the board,
   * hidden meanwhile, was measured at nothing and may have moved to keep the tile in view) and
   * whatever leaving it stopped (`game.resume()`). */
  toRules(anchor) {
    const board = this.game.board;
    const cam = { ...board.cam };
    this.close();
    this.openRules(anchor, () => {
      board.tween = null;
      Object.assign(board.cam, cam);
      board.invalidate();
      this.game.resume();
    });
  }
}
