// The sheet of the game screen at phone sizes: the remaining tiles and the log would take the
// board's room there, so they lie in a panel that slides up from the bottom (in from the side
// in landscape) when its button is pressed. It closes by its Close button, Esc, a tap outside it
// (on the backdrop, which takes that tap so that it lays no tile) or a downward swipe on its
// handle. While it is open it is a modal dialog: what lies behind it is inert and the game's
// keys wait. On a desktop the same element is simply the lower half of the side panel and none
// of this applies (COMPACT is the media query style.css uses for the phone layouts).

/** The phone layouts, portrait and landscape (the same query as in style.css). */
export const COMPACT = '(max-width: 899px), (max-height: 500px)';
/** Landscape at phone sizes: the sheet comes in from the right (style.css). */
const SIDE = '(orientation: landscape) and (max-width: 899px), (orientation: landscape) and (max-height: 500px)';
/** How far a swipe must carry the sheet (CSS pixels) to close it. */
const SWIPE = 60;

/** The sheets open now, for `closeSheets()`. */
const open = new Set();

/** Close every open sheet (the end dialog does so before it makes the game inert). */
export function closeSheets() {
  for (const s of [...open]) s.close();
}

export class Sheet {
  /** `sheet`: the panel; `opener`: its button; `closer`: its Close button; `backdrop`: what
   * covers the rest of the screen while it is open; `handle`: where a swipe closes it;
   * `behind()`: the elements made inert while it is open. */
  constructor({ sheet, opener, closer, backdrop, handle, behind }) {
    Object.assign(this, { sheet, opener, closer, backdrop, handle, behind });
    this.compact = matchMedia(COMPACT);
    this.onKey = (e) => this.key(e);
    opener.addEventListener('click', () => this.open());
    closer.addEventListener('click', () => this.close());
    backdrop.addEventListener('click', () => this.close());
    // A window grown to a desktop's size shows the side panel whole: no sheet to close then.
    this.compact.addEventListener('change', () => {
      if (!this.compact.matches) this.close();
    });
    this.swipe(handle);
  }

  isOpen() {
    return open.has(this);
  }

  open() {
    if (this.isOpen() || !this.compact.matches) return;
    open.add(this);
    this.returnTo = document.activeElement;
    this.sheet.classList.add('open');
    this.backdrop.classList.add('open');
    this.sheet.setAttribute('role', 'dialog');
    this.sheet.setAttribute('aria-modal', 'true');
    this.sheet.setAttribute('aria-labelledby', 'sheet-title');
    this.opener.setAttribute('aria-expanded', 'true');
    for (const e of this.behind()) e.inert = true;
    // In the capture phase, before the game's own keys (main.js) see them.
    window.addEventListener('keydown', this.onKey, true);
    this.closer.focus({ preventScroll: true });
  }

  close() {
    if (!this.isOpen()) return;
    open.delete(this);
    this.sheet.classList.remove('open');
    this.backdrop.classList.remove('open');
    for (const a of ['role', 'aria-modal', 'aria-labelledby']) this.sheet.removeAttribute(a);
    this.opener.setAttribute('aria-expanded', 'false');
    for (const e of this.behind()) e.inert = false;
    window.removeEventListener('keydown', this.onKey, true);
    const back = this.returnTo && this.returnTo.isConnected && !this.returnTo.closest('.hidden') ? this.returnTo : this.opener;
    if (this.sheet.contains(document.activeElement) || document.activeElement === document.body) back.focus({ preventScroll: true });
  }

  /** Esc closes; every other key is the sheet's controls' own (scrolling the log, Tab), never
   * the game's behind it (U would undo unseen). */
  key(e) {
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      this.close();
    }
  }

  /** A finger dragging the handle carries the sheet along (down, or right when it came in from
   * the side); let go far enough and it closes, else it goes back. Touch and pen only: a mouse
   * has the Close button. */
  swipe(handle) {
    let drag = null;
    const side = () => matchMedia(SIDE).matches;
    const offset = (e) => {
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      return { dx: Math.max(0, dx), dy: Math.max(0, dy) };
    };
    handle.addEventListener('pointerdown', (e) => {
      if (e.pointerType === 'mouse' || !this.isOpen()) return;
      drag = { id: e.pointerId, x: e.clientX, y: e.clientY };
      try {
        handle.setPointerCapture(e.pointerId);
      } catch {
        // A pointer the browser does not know (a synthetic one) is followed without capture.
      }
      this.sheet.classList.add('dragging');
    });
    handle.addEventListener('pointermove', (e) => {
      if (!drag || e.pointerId !== drag.id) return;
      const { dx, dy } = offset(e);
      this.sheet.style.transform = side() ? `translateX(${dx}px)` : `translateY(${dy}px)`;
    });
    const end = (e) => {
      if (!drag || e.pointerId !== drag.id) return;
      const { dx, dy } = offset(e);
      drag = null;
      this.sheet.classList.remove('dragging');
      this.sheet.style.transform = '';
      if (e.type === 'pointerup' && (dy > SWIPE || (side() && dx > SWIPE))) this.close();
    };
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  }
}
