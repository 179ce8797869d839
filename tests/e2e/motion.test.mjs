// End-to-end test of motion in the real app (harness as hint.test.mjs): at the slow animation
// speed the AI's answer is shown by a timeline (its tile travelling to its cell), and a click
// while it plays finishes it at once; at the Instant speed no timeline plays at all.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test motion.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDriver, Session, freePort, waitFor } from './webdriver.mjs';
import { placeFirst } from './screens.mjs';

const APP = process.env.APP_BINARY;
let PORT = Number(process.env.E2E_PORT || 0);

let data;
let driver;
let s;

const phase = () => s.exec(() => window.tessera.phase);
const motion = () => s.exec(() => window.tessera.motion);

before(async () => {
  assert.ok(APP, 'set APP_BINARY to the tessera-app binary');
  data = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'));
  if (!PORT) PORT = await freePort();
  driver = await startDriver(PORT, { XDG_DATA_HOME: data });
});

after(async () => {
  if (s) await s.quit();
  if (driver) await driver.stop();
  fs.rmSync(data, { recursive: true, force: true });
});

test('the AI move plays as motion, a click finishes it at once, and Instant plays none', { timeout: 180000 }, async () => {
  s = await Session.start(PORT, APP);
  await s.setWindow(1280, 800);
  await s.waitFind('body[data-ready="1"]', 30000);
  // The speed as Settings sets it (the controller reads it at each AI move).
  await s.exec(() => (window.tessera.settings.speed = 'slow'));
  const started = await s.req('POST', s.s('/execute/async'), {
    script: `const done = arguments[arguments.length - 1];
      window.__TAURI__.core.invoke('new_game', { setup: { mode: 'classic', seed: 31,
        players: [{ name: 'Ada', kind: 'human' }, { name: 'Bot', kind: 'ai', level: 'random' }] } })
        .then((v) => { window.tessera.enterGame(v); done(true); }, (e) => done(String(e)));`,
    args: [],
  });
  assert.equal(started, true);
  await waitFor('the first turn', async () => (await phase()) === 'place', 20000);

  await placeFirst(s);
  if ((await phase()) === 'figure') await s.click('#btn-skip');
  // The AI's answer: its tile travels to its cell.
  await waitFor('the AI tile travelling', async () => (await motion()).steps.includes('tile'), 20000, 20);
  const m = await motion();
  assert.equal(m.running, true);
  // A click on the board (an empty corner: it lays nothing) finishes it at once.
  await s.clickAt(30, 80);
  const after = await motion();
  assert.equal(after.running, false, `a click finishes the motion: ${JSON.stringify(after)}`);
  await waitFor('the next turn', async () => (await phase()) === 'place', 20000);

  // Instant: the next move and the AI's answer play no timeline.
  await s.exec(() => (window.tessera.settings.speed = 'instant'));
  const played = (await motion()).played;
  const turn = await s.exec(() => window.tessera.view.turn);
  await placeFirst(s);
  if ((await phase()) === 'figure') await s.click('#btn-skip');
  await waitFor('the AI answered', async () => (await phase()) === 'place' && (await s.exec(() => window.tessera.view.turn)) >= turn + 2, 20000);
  assert.equal((await motion()).played, played, 'no timeline at the Instant speed');
});
