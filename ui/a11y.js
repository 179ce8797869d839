// Accessibility plumbing shared by the screens: the polite live region a screen reader reads
// out (one message per batch of events, so nothing is lost to a later update), keeping the
// keyboard focus in place when a part of the page is rebuilt, moving it into a screen when the
// screen is shown, and the reduced-motion preference.

/** How many past messages the live region keeps (older ones are removed; a screen reader
 * reads additions only, and tests read what is still there). */
const KEEP = 30;

/** The live region `#announce` (`role="log"`, `aria-live="polite"`): each `say(text)` adds one
 * paragraph, numbered in `data-n`. */
export class Announcer {
  constructor(node) {
    this.node = node;
    this.n = 0;
  }

  say(text) {
    if (!text || !this.node) return;
    const p = document.createElement('p');
    p.dataset.n = String(++this.n);
    p.textContent = text;
    this.node.append(p);
    while (this.node.childElementCount > KEEP) this.node.firstElementChild.remove();
  }
}

/** Whether the player asked the system for less motion. */
export function reducedMotion() {
  return !!(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/** Something that can take the keyboard focus and is shown. */
export function focusable(e) {
  if (!e || e.disabled || e.closest('.hidden, [inert]')) return false;
  return e.getClientRects().length > 0;
}

const CONTROLS = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/** A way to find the focused control again after its container is rebuilt: its id, else its
 * aria-label, else its name and value, else its text. */
function keyOf(e) {
  if (e.id) return `#${CSS.escape(e.id)}`;
  const label = e.getAttribute('aria-label');
  if (label) return `${e.tagName.toLowerCase()}[aria-label="${CSS.escape(label)}"]`;
  if (e.name) return `${e.tagName.toLowerCase()}[name="${CSS.escape(e.name)}"][value="${CSS.escape(e.value)}"]`;
  return null;
}

/** Run `rebuild()` (which replaces `container`'s children) and keep the focus where it was:
 * on the same control if it is there again, else on the control at the same place, else on the
 * first one of `container`, else on `fallback`. Without this, rebuilding drops the focus to the page body and a
 * keyboard user starts over. */
export function keepFocus(container, rebuild, fallback = null) {
  const had = document.activeElement;
  const inside = had && container.contains(had) && had !== container;
  const key = inside ? keyOf(had) : null;
  const index = inside ? [...container.querySelectorAll(CONTROLS)].indexOf(had) : -1;
  const text = inside ? had.textContent : '';
  rebuild();
  if (!inside || (container.contains(had) && focusable(had))) return;
  const all = [...container.querySelectorAll(CONTROLS)].filter(focusable);
  const same = (key && container.querySelector(key)) || all.find((e) => text && e.textContent === text);
  const next = (focusable(same) && same) || all[Math.min(index, all.length - 1)] || all[0] || fallback;
  if (next) next.focus();
}

/** Move the focus into a screen that was just shown: its `[data-autofocus]` element, else its
 * first control that can take it. */
export function focusScreen(section) {
  if (!section) return;
  const auto = [...section.querySelectorAll('[data-autofocus]')].find(focusable);
  const first = [...section.querySelectorAll(CONTROLS)].find(focusable);
  const target = auto || first;
  if (target) target.focus({ preventScroll: true });
}

/** When the focused control vanished or was disabled (e.g. the Confirm button after a move),
 * put the focus on `fallback` instead of leaving it on the page body. */
export function rescueFocus(fallback) {
  const a = document.activeElement;
  if (a && a !== document.body && focusable(a)) return;
  if (fallback && focusable(fallback)) fallback.focus({ preventScroll: true });
}
