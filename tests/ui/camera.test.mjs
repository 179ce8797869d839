// The board's camera keeps the player's work in view (ui/camera.js): a turn whose legal cells
// are all off screen moves the view to them, with the least change of zoom.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clearOfTop, revealCamera, someVisible, tweenCamera } from '../../ui/camera.js';

const view = { w: 800, h: 600 };

test('a cell counts as visible only when it is wholly on screen', () => {
  const cam = { x: 0.5, y: 0.5, scale: 100 };
  assert.ok(someVisible(cam, view, [{ x: 0, y: 0 }]));
  assert.ok(someVisible(cam, view, [{ x: 3, y: 2 }])); // 300..400 wide of 800: the right edge
  assert.ok(!someVisible(cam, view, [{ x: 4, y: 0 }]), 'half outside the canvas is not visible');
  assert.ok(!someVisible(cam, view, [{ x: -5, y: 0 }, { x: 9, y: 9 }]));
  assert.ok(someVisible(cam, view, [{ x: -5, y: 0 }, { x: 1, y: 1 }]), 'one of them is enough');
});

test('cells that fit at the zoom the player chose are brought in by the least pan', () => {
  const cam = { x: 0.5, y: 0.5, scale: 100 };
  const to = revealCamera(cam, view, [{ x: 10, y: 0 }]);
  assert.equal(to.scale, 100, 'the zoom is kept');
  assert.ok(someVisible(to, view, [{ x: 10, y: 0 }]));
  // The least move: the cell ends near the right edge, not in the middle.
  assert.ok(to.x < 10.5 && to.x > 7, `camera x ${to.x}`);
  assert.equal(to.y, 0.5, 'no vertical move is needed');
});

test('spread-out cells zoom out just enough, never below a readable size', () => {
  const cam = { x: 0.5, y: 0.5, scale: 200 };
  const cells = [{ x: 5, y: 0 }, { x: 9, y: 1 }];
  const to = revealCamera(cam, view, cells);
  assert.ok(to.scale < 200 && to.scale >= 56, `scale ${to.scale}`);
  for (const c of cells) assert.ok(someVisible(to, view, [c]), `cell ${c.x},${c.y} shown`);
  // Cells across a huge board: the one nearest the middle is shown at a readable zoom instead.
  const far = [{ x: -40, y: 0 }, { x: 3, y: 4 }, { x: 60, y: 30 }];
  const near = revealCamera({ x: 0.5, y: 0.5, scale: 100 }, view, far);
  assert.ok(near.scale >= 56, `scale ${near.scale}`);
  assert.ok(someVisible(near, view, [{ x: 3, y: 4 }]));
});

test('a cell too big for the window at the chosen zoom is still shown whole', () => {
  const small = { w: 240, h: 300 };
  const to = revealCamera({ x: 0.5, y: 0.5, scale: 260 }, small, [{ x: 4, y: 4 }]);
  assert.ok(to.scale <= 240 / 1.3, `scale ${to.scale}`);
  assert.ok(someVisible(to, small, [{ x: 4, y: 4 }]));
});

test('keeping a cell in view pans only, and not at all when it is already in view', () => {
  const cam = { x: 0.5, y: 0.5, scale: 100 };
  assert.deepEqual(revealCamera(cam, view, [{ x: 0, y: 0 }], { keepScale: true }), cam);
  // A cell at the bottom edge (a phone's dock grew under it): moved up, with room above it.
  const to = revealCamera(cam, view, [{ x: 0, y: 3 }], { keepScale: true });
  assert.equal(to.scale, 100);
  assert.ok(someVisible(to, view, [{ x: 0, y: 3 }]));
});

test('a smooth move ends exactly where it was going', () => {
  const cam = { x: 0, y: 0, scale: 50 };
  const tw = { from: { ...cam }, to: { x: 10, y: -4, scale: 200 }, t0: 1000, ms: 300 };
  assert.equal(tweenCamera(cam, tw, 1100), false);
  assert.ok(cam.x > 0 && cam.x < 10 && cam.scale > 50 && cam.scale < 200);
  assert.equal(tweenCamera(cam, tw, 1300), true);
  assert.deepEqual(cam, { x: 10, y: -4, scale: 200 });
});

test('a square under a box over the top of the board pans to the middle of what is left below it', () => {
  const view = { w: 360, h: 400 };
  const cam = { x: 0.5, y: 0.5, scale: 100 };
  // The cell (0, -1) lies at y 50..150 on screen: under a box 180 px tall.
  const to = clearOfTop(cam, view, { x: 0, y: -1 }, 180);
  assert.ok(to, 'it moves');
  assert.equal(to.scale, 100);
  assert.equal(to.x, 0.5, 'no sideways move for a square in view across');
  const y = (-1 - to.y) * 100 + view.h / 2;
  assert.ok(Math.abs(y + 50 - (180 + 220 / 2)) < 1e-9, `its middle in the middle of the free part (${y})`);
  // Already below the box: stays.
  assert.equal(clearOfTop(cam, view, { x: 0, y: 1 }, 180), null);
  // Nothing covers: only an off-screen square moves the camera.
  assert.equal(clearOfTop(cam, view, { x: 0, y: -1 }, 0), null);
  const off = clearOfTop(cam, view, { x: 5, y: 0 }, 0);
  assert.ok(off && off.x > 0.5 && off.y === 0.5, 'off to the right: a pan across only');
});
