// Screenshot of a finished game (AI against AI at instant speed), for looking at the end screen.
// Env: APP_BINARY, SHOTS (output folder), MODE (a mode id with its default options; else Classic
// with the River and the Abbot). Run under `xvfb-run -a`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDriver, Session, waitFor, sleep, freePort } from './webdriver.mjs';
const out = process.env.SHOTS || '/tmp/shots';
fs.mkdirSync(out, { recursive: true });
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-shot-'));
const driver = await startDriver(await freePort(), { XDG_DATA_HOME: data });
let s;
try {
  s = await Session.start(driver.port, process.env.APP_BINARY);
  await s.waitFind('body[data-ready="1"]');
  await s.req('POST', s.s('/execute/async'), {
    script: `const done = arguments[arguments.length - 1];
      window.tessera.settings.speed = 'instant';
      const mode = arguments[0];
      window.__TAURI__.core.invoke('new_game', { setup: { mode: mode || 'classic', options: mode ? {} : { river: true, abbot: true },
        players: [{ name: 'Ada', kind: 'ai', level: 'normal' }, { name: 'Basil', kind: 'ai', level: 'easy' }, { name: 'Cleo', kind: 'ai', level: 'random' }], seed: 4 } })
        .then((v) => { window.tessera.enterGame(v); done(true); }, (e) => done(String(e)));`,
    args: [process.env.MODE || ''],
  });
  await waitFor('game over', () => s.exec(() => window.tessera.phase === 'over'), 120000, 500);
  await sleep(300);
  fs.writeFileSync(`${out}/end.png`, await s.screenshot());
  await s.click('#btn-end-board');
  await s.exec(() => window.tessera.board.fit());
  await sleep(300);
  fs.writeFileSync(`${out}/end-board.png`, await s.screenshot());
} finally {
  if (s) await s.quit();
  await driver.stop();
  fs.rmSync(data, { recursive: true, force: true });
}
