// Unit tests of the board's gesture recognition (ui/gestures.js) with made-up pointer events:
// tap against drag, double tap, long press, pinch (zoom factor and the point it zooms around).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Gestures, pinchCamera, zoomFactor, span, TAP_SLOP, DOUBLE_TAP_MS, LONG_PRESS_MS } from '../../ui/gestures.js';

const kinds = (acts) => acts.map((a) => a.kind);

/** A press and release of pointer `id` from (x, y) at time t, ended at (x2, y2) at t2. */
function press(g, { id = 1, x, y, t, x2 = x, y2 = y, t2 = t + 80, type = 'touch' }) {
  return [...g.down({ id, x, y, t, type }), ...g.up({ id, x: x2, y: y2, t: t2 })];
}

test('a short press in place is a tap, at where it was let go', () => {
  const g = new Gestures();
  const acts = press(g, { x: 100, y: 50, t: 0, x2: 103, y2: 52 });
  assert.deepEqual(acts, [{ kind: 'tap', x: 103, y: 52, double: false }]);
});

test('moving past the slop is a drag: it pans from the start and never taps', () => {
  const g = new Gestures();
  g.down({ id: 1, x: 100, y: 100, t: 0, type: 'touch' });
  assert.deepEqual(g.move({ id: 1, x: 100 + TAP_SLOP.touch - 1, y: 100, t: 10 }), [], 'within the slop: nothing yet');
  assert.deepEqual(g.move({ id: 1, x: 112, y: 95, t: 20 }), [{ kind: 'pan', dx: 12, dy: -5 }], 'the first pan includes the slop');
  assert.deepEqual(g.move({ id: 1, x: 120, y: 95, t: 30 }), [{ kind: 'pan', dx: 8, dy: 0 }]);
  // Back where it began: still a drag, not a tap.
  g.move({ id: 1, x: 100, y: 100, t: 40 });
  assert.deepEqual(g.up({ id: 1, x: 100, y: 100, t: 50 }), []);
});

test('the mouse has a smaller slop than a finger', () => {
  const g = new Gestures();
  g.down({ id: 1, x: 0, y: 0, t: 0, type: 'mouse' });
  assert.deepEqual(kinds(g.move({ id: 1, x: TAP_SLOP.mouse + 1, y: 0, t: 5 })), ['pan']);
  const h = new Gestures();
  h.down({ id: 1, x: 0, y: 0, t: 0, type: 'touch' });
  assert.deepEqual(h.move({ id: 1, x: TAP_SLOP.mouse + 1, y: 0, t: 5 }), []);
});

test('two quick taps at one spot are a double tap; slow or distant ones are not', () => {
  const g = new Gestures();
  assert.equal(press(g, { x: 50, y: 50, t: 0 })[0].double, false);
  assert.equal(press(g, { x: 60, y: 55, t: 80 + DOUBLE_TAP_MS - 10 })[0].double, true);
  // A third tap right after starts afresh.
  assert.equal(press(g, { x: 60, y: 55, t: 500 })[0].double, false);

  const slow = new Gestures();
  press(slow, { x: 50, y: 50, t: 0 });
  assert.equal(press(slow, { x: 50, y: 50, t: 80 + DOUBLE_TAP_MS + 10 })[0].double, false);

  const far = new Gestures();
  press(far, { x: 50, y: 50, t: 0 });
  assert.equal(press(far, { x: 150, y: 50, t: 150 })[0].double, false);
});

test('a tap that was used (a tile placed) starts no double tap: tap again turns the tile', () => {
  const g = new Gestures();
  press(g, { x: 50, y: 50, t: 0 });
  g.forgetTap();
  assert.deepEqual(press(g, { x: 50, y: 50, t: 150 }), [{ kind: 'tap', x: 50, y: 50, double: false }]);
});

test('a finger held still is a long press, and no tap when let go', () => {
  const g = new Gestures();
  g.down({ id: 1, x: 30, y: 40, t: 1000, type: 'touch' });
  assert.equal(g.longPressDue(), 1000 + LONG_PRESS_MS);
  assert.deepEqual(g.tick(1000 + LONG_PRESS_MS - 1), []);
  g.move({ id: 1, x: 33, y: 42, t: 1200 }); // a tremble within the slop
  assert.deepEqual(g.tick(1000 + LONG_PRESS_MS), [{ kind: 'longpress', x: 30, y: 40 }]);
  assert.equal(g.longPressDue(), null, 'once');
  assert.deepEqual(g.tick(3000), []);
  assert.deepEqual(g.up({ id: 1, x: 33, y: 42, t: 3100 }), []);
});

test('a long press is found on release too, when the timer came late', () => {
  const g = new Gestures();
  g.down({ id: 1, x: 30, y: 40, t: 0, type: 'touch' });
  assert.deepEqual(g.up({ id: 1, x: 30, y: 40, t: LONG_PRESS_MS + 50 }), [{ kind: 'longpress', x: 30, y: 40 }]);
});

test('no long press after moving away, nor with the mouse (it hovers)', () => {
  const g = new Gestures();
  g.down({ id: 1, x: 30, y: 40, t: 0, type: 'touch' });
  g.move({ id: 1, x: 60, y: 40, t: 100 });
  assert.deepEqual(g.tick(LONG_PRESS_MS + 10), []);
  const m = new Gestures();
  m.down({ id: 1, x: 30, y: 40, t: 0, type: 'mouse' });
  assert.equal(m.longPressDue(), null);
  assert.deepEqual(m.up({ id: 1, x: 30, y: 40, t: 900 }), [{ kind: 'tap', x: 30, y: 40, double: false }]);
});

test('two fingers pinch: the zoom factor is the ratio of their distances; no tap, no long press', () => {
  const g = new Gestures();
  g.down({ id: 1, x: 100, y: 100, t: 0 });
  g.down({ id: 2, x: 200, y: 100, t: 20 });
  assert.equal(g.longPressDue(), null);
  const [a] = g.move({ id: 2, x: 300, y: 100, t: 40 });
  assert.equal(a.kind, 'pinch');
  assert.deepEqual(a.from, { x: 150, y: 100, d: 100 });
  assert.deepEqual(a.to, { x: 200, y: 100, d: 200 });
  assert.equal(zoomFactor(a.from, a.to), 2);
  assert.deepEqual(g.tick(5000), []);
  // One finger lifts: the other pans on, and lifting it taps nothing.
  assert.deepEqual(g.up({ id: 2, x: 300, y: 100, t: 60 }), []);
  assert.deepEqual(g.move({ id: 1, x: 110, y: 100, t: 70 }), [{ kind: 'pan', dx: 10, dy: 0 }]);
  assert.deepEqual(g.up({ id: 1, x: 110, y: 100, t: 80 }), []);
  // Everything up: a fresh tap is a tap again.
  assert.deepEqual(kinds(press(g, { x: 5, y: 5, t: 100 })), ['tap']);
});

test('lifting both fingers of a pinch at once, without moving, places nothing', () => {
  const g = new Gestures();
  g.down({ id: 1, x: 100, y: 100, t: 0 });
  g.down({ id: 2, x: 120, y: 100, t: 5 });
  assert.deepEqual(g.up({ id: 1, x: 100, y: 100, t: 50 }), []);
  assert.deepEqual(g.up({ id: 2, x: 120, y: 100, t: 52 }), []);
});

test('a third finger is ignored; a cancelled pointer taps nothing', () => {
  const g = new Gestures();
  g.down({ id: 1, x: 0, y: 0, t: 0 });
  g.down({ id: 2, x: 100, y: 0, t: 0 });
  g.down({ id: 3, x: 50, y: 50, t: 0 });
  assert.deepEqual(g.move({ id: 3, x: 80, y: 80, t: 10 }), []);
  assert.deepEqual(g.up({ id: 3, x: 80, y: 80, t: 20 }), []);
  const c = new Gestures();
  c.down({ id: 1, x: 0, y: 0, t: 0 });
  assert.deepEqual(c.cancel({ id: 1 }), []);
  assert.deepEqual(c.up({ id: 1, x: 0, y: 0, t: 10 }), []);
});

test('span: midpoint and distance', () => {
  assert.deepEqual(span({ x: 0, y: 0 }, { x: 6, y: 8 }), { x: 3, y: 4, d: 10 });
});

test('pinchCamera keeps the world point under the midpoint under the fingers', () => {
  const view = { w: 800, h: 400 };
  const cam = { x: 2.5, y: -1, scale: 96 };
  const world = (c, sx, sy) => [(sx - view.w / 2) / c.scale + c.x, (sy - view.h / 2) / c.scale + c.y];
  const from = { x: 300, y: 150, d: 100 };
  // Zoom in around a fixed midpoint.
  const to = { x: 300, y: 150, d: 150 };
  const c1 = pinchCamera(cam, view, from, to);
  assert.equal(c1.scale, 144);
  world(c1, 300, 150).forEach((v, i) => assert.ok(Math.abs(v - world(cam, 300, 150)[i]) < 1e-9));
  // Zoom while the fingers move: the old midpoint's world point is now under the new midpoint.
  const moved = { x: 420, y: 260, d: 80 };
  const c2 = pinchCamera(cam, view, from, moved);
  assert.ok(Math.abs(c2.scale - 96 * 0.8) < 1e-9);
  world(c2, 420, 260).forEach((v, i) => assert.ok(Math.abs(v - world(cam, 300, 150)[i]) < 1e-9));
  // Two fingers moving together without spreading: a pan that follows them exactly.
  const c3 = pinchCamera(cam, view, from, { x: 348, y: 102, d: 100 });
  assert.equal(c3.scale, 96);
  assert.ok(Math.abs(c3.x - (cam.x - 48 / 96)) < 1e-9 && Math.abs(c3.y - (cam.y + 48 / 96)) < 1e-9);
});

test('pinchCamera clamps the scale and still pins the midpoint', () => {
  const view = { w: 400, h: 400 };
  const cam = { x: 0, y: 0, scale: 200 };
  const from = { x: 100, y: 100, d: 50 };
  const c = pinchCamera(cam, view, from, { x: 100, y: 100, d: 500 }, { min: 24, max: 260 });
  assert.equal(c.scale, 260);
  const w0 = (100 - 200) / 200 + 0;
  assert.ok(Math.abs((100 - 200) / c.scale + c.x - w0) < 1e-9);
});
