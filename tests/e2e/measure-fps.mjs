// How smoothly the board pans and zooms (a benchmark, not a test): starts the app under the
// WebDriver harness (fresh data folder) at 1280 × 800, plays a Classic game through the
// commands (inpage.mjs) until about TILES (70) tiles
// lie on the board, opens it on the game screen, then pans and zooms the board continuously for
// DURATION (6 s) through the board's own `pan` and `zoom`, called from `requestAnimationFrame` in
// the page, and prints the frames per second with frame-time percentiles, and the time the
// board's `draw` took per frame.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a -s "-screen 0 1400x900x24" node measure-fps.mjs
// Env: TILES, DURATION (seconds), WIN=WxH (1280x800), SEED (7), RUNS (1: repeat the measurement),
// WHAT (both: pan and zoom; pan; zoom; none: the frame loop alone). The app's environment passes
// through: on a machine without a GPU the app turns WebKitGTK's DMA-BUF renderer off
// (src-tauri/src/render.rs), whose frames through software OpenGL cost 80–100 ms whatever the
// board draws; WEBKIT_DISABLE_DMABUF_RENDERER=0 measures WebKit's default instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor, sleep } from './webdriver.mjs';
import { benchApp } from './bench.mjs';
import { inPage, newClassic, playOn } from './inpage.mjs';

const APP = process.env.APP_BINARY;
const TILES = Number(process.env.TILES || 70);
const SECONDS = Number(process.env.DURATION || 6);
const SEED = Number(process.env.SEED || 7);
const RUNS = Number(process.env.RUNS || 1);
const WHAT = process.env.WHAT || 'both'; // 'pan', 'zoom', 'both', or 'none' (the frame loop alone)
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-fps-'));

const pct = (xs, p) => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length ? a[Math.min(a.length - 1, Math.floor((p / 100) * a.length))] : NaN;
};

const app = await benchApp(APP, data);
const { s } = app;
try {
  // A game with about TILES tiles on the board, the human to play, opened on the game screen.
  const tiles = await inPage(
    s,
    `${newClassic(SEED)}
    ${playOn(`v.board.length >= ${TILES} && !v.current_is_ai`)}
    if (v.finished) throw new Error('the game ended first');
    window.tessera.enterGame(v);
    return v.board.length;`,
  );
  await waitFor('the human turn', () => s.exec(() => window.tessera.phase === 'place'), 30000);
  await sleep(1000); // the opening frames and the sprites
  const [w, h] = await s.exec(() => [innerWidth, innerHeight]);
  console.log(`board: ${tiles} tiles, window ${w} × ${h}, ${SECONDS} s of panning and zooming`);
  for (let run = 0; run < RUNS; run++) {
    // The loop runs in the page on its own; the harness only polls for its end (a long
    // asynchronous script stalled WebKitWebDriver's frames).
    await s.exec(
      (SECONDS, WHAT) => {
        const b = window.tessera.board;
        const draws = [];
        const draw = b.draw;
        b.draw = function () {
          const t0 = performance.now();
          draw.call(this);
          draws.push(performance.now() - t0);
        };
        b.fit();
        const start = { ...b.cam };
        const stamps = [];
        const ms = SECONDS * 1000;
        window.__fps = null;
        let t0 = null;
        let last = 1;
        const step = (now) => {
          if (t0 === null) t0 = now;
          stamps.push(now);
          const t = (now - t0) / 1000;
          if (now - t0 >= ms) {
            b.draw = draw;
            Object.assign(b.cam, start);
            b.invalidate();
            const gaps = stamps.slice(1).map((t, i) => t - stamps[i]);
            window.__fps = { frames: gaps.length, ms: stamps[stamps.length - 1] - stamps[0], gaps, draws };
            return;
          }
          // A slow circle of panning, and the zoom breathing between about 0.6× and 1.6×.
          if (WHAT !== 'none' && WHAT !== 'zoom') b.pan(Math.cos(t * 1.3) * 6, Math.sin(t * 1.3) * 6);
          const z = Math.exp(0.5 * Math.sin(t * 1.7));
          if (WHAT !== 'none' && WHAT !== 'pan') b.zoom(z / last);
          last = z;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      },
      SECONDS,
      WHAT,
    );
    await waitFor('the end of the measurement', () => s.exec(() => !!window.__fps), SECONDS * 1000 + 60000, 500);
    const r = await s.exec(() => window.__fps);
    const fps = (1000 * r.frames) / r.ms;
    const f = (x) => x.toFixed(1).padStart(6);
    console.log(
      `fps ${fps.toFixed(1)} (${r.frames} frames in ${(r.ms / 1000).toFixed(2)} s); frame time ms p50 ${f(pct(r.gaps, 50))} p90 ${f(pct(r.gaps, 90))} p99 ${f(pct(r.gaps, 99))} max ${f(Math.max(...r.gaps))}; ` +
        `frames over 20 ms: ${r.gaps.filter((g) => g > 20).length}`,
    );
    console.log(`draw() ms (${r.draws.length} draws): p50 ${f(pct(r.draws, 50))} p90 ${f(pct(r.draws, 90))} p99 ${f(pct(r.draws, 99))} max ${f(Math.max(...r.draws))}`);
  }
} finally {
  await app.stop();
  fs.rmSync(data, { recursive: true, force: true });
}
