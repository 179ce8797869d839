// Unit tests of the motion player's camera (ui/game/motionplay.js): a camera step moves the view
// while it runs and then lets go of it, so that what moves the view after it (the glide at the
// start of the player's turn, a pinch) is not undone by the rest of the move's motion.
import { test } from 'node:test';
import assert from 'node:assert/strict';

globalThis.document ??= { addEventListener() {}, getElementById: () => null };
const { MotionPlayer } = await import('../../ui/game/motionplay.js');

/** A board 400 × 300 px at 50 px a cell looking at (0, 0); it records what it is asked to draw. */
function board() {
  return {
    cam: { x: 0, y: 0, scale: 50 },
    w: 400,
    h: 300,
    motion: null,
    animate(m) {
      this.motion = m;
    },
  };
}

/** A timeline with one camera step to cell (20, 0) in 0–260 ms, and points rising until 900 ms. */
const TL = {
  steps: [
    { kind: 'camera', x: 20, y: 0, start: 0, dur: 260 },
    { kind: 'tile', x: 20, y: 0, rot: 0, tile: 'C', start: 260, dur: 300 },
  ],
  total: 900,
  shown: 560,
  steady: 260,
};

test('a camera step moves the view while it runs, then leaves it to whatever moves it next', () => {
  const b = board();
  const player = new MotionPlayer(b);
  player.play(TL);
  const run = player.run;
  const frame = (ms) => b.motion.frame(b, run.t0 + ms);
  frame(0);
  assert.equal(b.cam.x, 0, 'the step starts where the view is');
  frame(130);
  assert.ok(b.cam.x > 0 && b.cam.x < 20, `half way: ${b.cam.x}`);
  frame(300);
  const landed = { ...b.cam };
  assert.ok(Math.abs(landed.x - 20.5) < 5, `the cell is in view: ${landed.x}`);
  // The player's turn begins and the view glides elsewhere (or the player pinches) while the
  // points still rise: later frames and the end of the motion leave the camera alone.
  b.cam.x = -3;
  b.cam.y = 4;
  b.cam.scale = 80;
  frame(400);
  frame(800);
  assert.deepEqual(b.cam, { x: -3, y: 4, scale: 80 }, 'frames after the step do not move the view');
  player.finish();
  assert.deepEqual(b.cam, { x: -3, y: 4, scale: 80 }, 'finishing the motion does not move it back');
});

test('a motion finished early puts the camera where its steps were going', () => {
  const b = board();
  const player = new MotionPlayer(b);
  player.play(TL);
  b.motion.frame(b, player.run.t0 + 100); // under way
  player.finish();
  const mid = { ...b.cam };
  assert.ok(mid.x > 10, `the camera step ended where it was going: ${mid.x}`);

  const c = board();
  const again = new MotionPlayer(c);
  again.play(TL);
  again.finish(); // before its first frame: the step has not begun
  assert.ok(c.cam.x > 10, `a step not yet begun is also taken to its end: ${c.cam.x}`);
});
