// What every end-to-end test file sets up the same way: a data folder and a tauri-driver of its
// own (made before its tests, stopped and removed after them, whatever happened), the app
// started at a window size and ready, screenshots when E2E_SHOTS names a folder, and scripts
// run in the page against the app's commands. The files keep only what their tests are about.

import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDriver, Session, sleep, freePort } from './webdriver.mjs';

/** The app under test (`cargo xtask e2e` sets it). */
export const APP = process.env.APP_BINARY;

/** Tauri's identifier: the app's folder in the data folder. */
export const IDENT = 'io.tessera.game';

/**
 * Register the file's `before` and `after` hooks and return its harness:
 * `{ data, driver, s, launch(w, h), quit(), shot(name), saves() }`.
 * @param opts `{ env: extra environment for the app, or a function of the data folder that
 *   returns it; prefix: put before each screenshot's name; tmp: the data folder's name prefix }`
 */
export function useApp({ env = {}, prefix = '', tmp = 'tessera-e2e-' } = {}) {
  const h = {
    data: null,
    driver: null,
    /** The WebDriver session of the app launched last (null when none runs). */
    s: null,
    /** Start the app at `w` × `hgt` CSS pixels and wait until its page is ready. */
    async launch(w = 1280, hgt = 800) {
      h.s = await Session.start(h.driver.port, APP);
      await h.s.setWindow(w, hgt);
      await h.s.waitFind('body[data-ready="1"]', 30000);
      return h.s;
    },
    /** Close the app (its session). */
    async quit() {
      if (h.s) await h.s.quit();
      h.s = null;
    },
    /** Save a screenshot as `<prefix><name>.png` in E2E_SHOTS (nothing when it is unset). */
    async shot(name) {
      const dir = process.env.E2E_SHOTS;
      if (!dir || !h.s) return;
      fs.mkdirSync(dir, { recursive: true });
      await sleep(150); // let a frame be drawn
      fs.writeFileSync(path.join(dir, `${prefix}${name}.png`), await h.s.screenshot());
    },
    /** The app's saved-games folder. */
    saves: () => path.join(h.data, IDENT, 'saves'),
  };
  before(async () => {
    assert.ok(APP && fs.existsSync(APP), 'set APP_BINARY to the built tessera-app');
    h.data = fs.mkdtempSync(path.join(os.tmpdir(), tmp));
    const extra = typeof env === 'function' ? env(h.data) : env;
    const port = Number(process.env.E2E_PORT || 0) || (await freePort());
    h.driver = await startDriver(port, { XDG_DATA_HOME: h.data, ...extra });
  });
  after(async () => {
    await h.quit();
    if (h.driver) await h.driver.stop();
    if (h.data) fs.rmSync(h.data, { recursive: true, force: true });
  });
  return h;
}

/**
 * Run `body`, the source of an async function's body with `invoke` (the app's commands) in
 * scope, in the page; resolves to what it returns, and fails with the page's error when it
 * throws. The session's script timeout is raised to two minutes first (whole games).
 */
export async function inPage(s, body) {
  await s.req('POST', s.s('/timeouts'), { script: 120000 });
  const r = await s.req('POST', s.s('/execute/async'), {
    script: `const done = arguments[arguments.length - 1];
      (async () => { const { invoke } = window.__TAURI__.core; ${body} })()
        .then((value) => done({ value }), (e) => done({ error: String((e && e.message) || e) }));`,
    args: [],
  });
  assert.ok(r && !('error' in r), `the page's script failed: ${r && r.error}`);
  return r.value;
}

/**
 * Page script (for `inPage`): play on from view `v` through the commands while `until` (a
 * JavaScript condition over `v`) is false and the game is not over: the AI seats by `ai_move`,
 * a human by the first place that takes a figure (else the first place), so that features get
 * owners and scores. At most `guard` steps.
 */
export function playOn(until, guard = 400) {
  return `for (let guard = 0; !(${until}) && !v.finished; guard++) {
      if (guard > ${guard}) throw new Error('the game did not reach: ${until.replace(/'/g, '')}');
      if (v.current_is_ai) { v = await invoke('ai_move'); continue; }
      const p = v.placements.find((p) => p.options.some((o) => o.action === 'place')) || v.placements[0];
      const o = p.options.find((o) => o.action === 'place') || p.options[0];
      const mv = { tile: v.hand, x: p.x, y: p.y, rot: p.rot };
      if (o.action === 'place') mv.figure = { kind: o.figure, at: o.at };
      if (o.action === 'recall') mv.recall_abbot = true;
      v = await invoke('play_move', { mv });
    }`;
}

/** Page script: `v` becomes a new Classic game of `seed` (and `options`) between a human, Ada,
 * and a `level` AI, Bot. */
export function newClassic(seed, { level = 'random', options } = {}) {
  const opts = options ? `options: ${JSON.stringify(options)}, ` : '';
  return `let v = await invoke('new_game', { setup: { mode: 'classic', seed: ${seed}, ${opts}
      players: [{ name: 'Ada', kind: 'human' }, { name: 'Bot', kind: 'ai', level: '${level}' }] } });`;
}
