// What every end-to-end test file sets up the same way: a data folder and a tauri-driver of its
// own (made before its tests, stopped and removed after them, whatever happened), the app
// started at a window size and ready, and screenshots when E2E_SHOTS names a folder (scripts
// run in the page against the app's commands are in inpage.mjs). The files keep only what their
// tests are about.

import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDriver, Session, sleep, freePort } from './webdriver.mjs';

/** The app under test (`cargo xtask e2e` sets it). */
const APP = process.env.APP_BINARY;

/** Tauri's identifier: the app's folder in the data folder. */
export const IDENT = 'io.tessera.game';

/**
 * Register the file's `before` and `after` hooks and return its harness:
 * `{ data, driver, s, launch(w, h, driver), quit(), shot(name), saves(), another(env) }`.
 * @param opts `{ env: extra environment for the app, or a function of the data folder that
 *   returns it; prefix: put before each screenshot's name; tmp: the data folder's name prefix }`
 */
export function useApp({ env = {}, prefix = '', tmp = 'tessera-e2e-' } = {}) {
  const h = {
    data: null,
    driver: null,
    /** The WebDriver session of the app launched last (null when none runs). */
    s: null,
    /** Start the app (through `driver`: the file's own, or one from `another`) at `w` × `hgt`
     * CSS pixels and wait until its page is ready. */
    async launch(w = 1280, hgt = 800, driver = h.driver) {
      h.s = await Session.start(driver.port, APP);
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
    /** Another driver on the same data folder whose apps get `env` too (stopped after the
     * file's tests with the first). */
    async another(env) {
      const d = await startDriver(await freePort(), { XDG_DATA_HOME: h.data, ...env });
      others.push(d);
      return d;
    },
  };
  const others = [];
  before(async () => {
    assert.ok(APP && fs.existsSync(APP), 'set APP_BINARY to the built tessera-app');
    h.data = fs.mkdtempSync(path.join(os.tmpdir(), tmp));
    const extra = typeof env === 'function' ? env(h.data) : env;
    const port = Number(process.env.E2E_PORT || 0) || (await freePort());
    h.driver = await startDriver(port, { XDG_DATA_HOME: h.data, ...extra });
  });
  after(async () => {
    await h.quit();
    for (const d of others) await d.stop();
    if (h.driver) await h.driver.stop();
    if (h.data) fs.rmSync(h.data, { recursive: true, force: true });
  });
  return h;
}
