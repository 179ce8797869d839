// Which gesture a stream of pointer events on the board makes — pure logic, no DOM, so that it
// can be tested with made-up times and positions (tests/ui/gestures.test.mjs). The board
// (ui/board.js) feeds it each pointer's down, move, up and cancel with a time in milliseconds
// and a position in the canvas's pixels, and a `tick(t)` when a long press may be due; it
// answers with a list of actions to carry out:
//
//   { kind: 'tap', x, y, double }   a press let go where it began (within the slop); `double`:
//                                   the second of two quick taps at one spot (see `forgetTap`)
//   { kind: 'pan', dx, dy }         one pointer dragged (the first one includes the slop, so the
//                                   board follows the finger exactly)
//   { kind: 'pinch', from, to }     two fingers moved: `{ x, y, d }` their midpoint and distance
//                                   before and after (see `pinchCamera`)
//   { kind: 'longpress', x, y }     a finger held still for LONG_PRESS_MS (not the mouse: it
//                                   hovers instead)
//
// A tap never follows a drag, a pinch or a long press of the same touch, so a pan or a pinch
// never places a tile; while two fingers are down, a third is ignored.

/** How far (px) a press may wander and still be a tap: a finger is less precise than a mouse. */
export const TAP_SLOP = { mouse: 4, pen: 8, touch: 8 };
/** The longest pause (ms) between the first tap's end and the second's start of a double tap. */
export const DOUBLE_TAP_MS = 300;
/** How far apart (px) the two taps of a double tap may be. */
export const DOUBLE_TAP_SLOP = 24;
/** How long (ms) a finger is held still for a long press. */
export const LONG_PRESS_MS = 500;

const slopOf = (type) => TAP_SLOP[type] ?? TAP_SLOP.touch;
const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);

/** Midpoint and distance of two pointers. */
export function span(a, b) {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: dist(a, b) };
}

/** How much a pinch from `from` to `to` zooms: the ratio of the fingers' distances. */
export function zoomFactor(from, to) {
  return from.d > 0 ? to.d / from.d : 1;
}

/**
 * The camera after a pinch: the world point under the fingers' old midpoint lies under their
 * new midpoint, and the scale changed by `zoomFactor` (kept within [min, max]), so the board
 * stays pinned under the fingers while they zoom and move together.
 * `cam`: `{ x, y, scale }` (the world point at the view's centre, pixels per cell); `view`:
 * `{ w, h }` in pixels — the same mapping as the board's `toWorld`.
 */
export function pinchCamera(cam, view, from, to, { min = 0, max = Infinity } = {}) {
  const wx = (from.x - view.w / 2) / cam.scale + cam.x;
  const wy = (from.y - view.h / 2) / cam.scale + cam.y;
  const scale = Math.max(min, Math.min(max, cam.scale * zoomFactor(from, to)));
  return { x: wx - (to.x - view.w / 2) / scale, y: wy - (to.y - view.h / 2) / scale, scale };
}

export class Gestures {
  constructor() {
    this.pointers = new Map(); // id → { x, y, type } of the pointers down that count
    this.reset();
    this.lastTap = null; // { x, y, t } of a tap that may start a double tap
  }

  /** Back to nothing pressed. */
  reset() {
    this.state = 'idle'; // 'press' | 'drag' | 'pinch' | 'held' | 'spent' | 'idle'
    this.start = null; // { x, y, t } where the press began
    this.pointers.clear();
  }

  /** The time a long press falls due (null: none can), for the board's timer. */
  longPressDue() {
    if (this.state !== 'press') return null;
    const p = [...this.pointers.values()][0];
    return p.type === 'mouse' ? null : this.start.t + LONG_PRESS_MS;
  }

  /** The last tap was used (a tile placed or turned): the next tap starts no double tap, so a
   * quick second tap on a glowing cell turns the tile rather than fitting the board. */
  forgetTap() {
    this.lastTap = null;
  }

  down({ id, x, y, t, type = 'touch' }) {
    if (this.pointers.size >= 2) return [];
    this.pointers.set(id, { x, y, type });
    if (this.pointers.size === 1) {
      this.state = 'press';
      this.start = { x, y, t };
      return [];
    }
    // A second finger: whatever the first one was doing becomes a pinch (and no double tap).
    this.state = 'pinch';
    this.lastTap = null;
    return [];
  }

  move({ id, x, y, t }) {
    const p = this.pointers.get(id);
    if (!p) return [];
    if (this.state === 'pinch') {
      const [a, b] = [...this.pointers.values()];
      const from = span(a, b);
      p.x = x;
      p.y = y;
      const to = span(a, b);
      return from.x === to.x && from.y === to.y && from.d === to.d ? [] : [{ kind: 'pinch', from, to }];
    }
    const dx = x - p.x;
    const dy = y - p.y;
    p.x = x;
    p.y = y;
    if (this.state === 'press' || this.state === 'held') {
      if (dist(this.start, { x, y }) <= slopOf(p.type)) return this.tick(t);
      this.state = 'drag';
      return [{ kind: 'pan', dx: x - this.start.x, dy: y - this.start.y }];
    }
    if (this.state === 'drag' || this.state === 'spent') {
      this.state = 'drag';
      return dx || dy ? [{ kind: 'pan', dx, dy }] : [];
    }
    return [];
  }

  /** A long press, when one is due at time `t`. */
  tick(t) {
    const due = this.longPressDue();
    if (due === null || t < due) return [];
    this.state = 'held';
    return [{ kind: 'longpress', x: this.start.x, y: this.start.y }];
  }

  up({ id, x, y, t }) {
    const p = this.pointers.get(id);
    if (!p) return [];
    const out = this.state === 'press' ? this.tick(t) : [];
    const wasPress = this.state === 'press' && dist(this.start, { x, y }) <= slopOf(p.type);
    this.pointers.delete(id);
    if (this.pointers.size) {
      // One finger of a pinch lifted: the other one pans on, but never taps.
      const rest = [...this.pointers.values()][0];
      this.state = 'spent';
      this.start = { x: rest.x, y: rest.y, t };
      return out;
    }
    const start = this.start;
    this.reset();
    if (!wasPress) return out;
    const last = this.lastTap;
    const double = !!last && start.t - last.t <= DOUBLE_TAP_MS && dist(last, { x, y }) <= DOUBLE_TAP_SLOP;
    this.lastTap = double ? null : { x, y, t };
    return [...out, { kind: 'tap', x, y, double }];
  }

  /** The pointer was taken away (by the system): it makes no tap. */
  cancel({ id }) {
    if (!this.pointers.has(id)) return [];
    this.pointers.delete(id);
    if (this.pointers.size) this.state = 'spent';
    else this.reset();
    return [];
  }
}
