// Drive the app through a few moves and save screenshots (for looking at the UI).
// Env: APP_BINARY (the app), SHOTS (output folder, /tmp/shots), WIN=WxH (window size), MOVES (human
// moves to play, 6), FIGSHOT (which move's figure step to keep, 1), MODE (a mode id to start
// instead of the first; where a tile may come from a stack, the first offered one is taken and
// `source.png` shows the choice), SEED, LANGUAGE (a language id, e.g. de). Run under `xvfb-run -a`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { startDriver, Session, waitFor, sleep, freePort } from './webdriver.mjs';
const out = process.env.SHOTS || '/tmp/shots';
fs.mkdirSync(out, { recursive: true });
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-shot-'));
const driver = await startDriver(Number(process.env.E2E_PORT || 0) || (await freePort()), { XDG_DATA_HOME: data });
let s;
try {
  s = await Session.start(driver.port, process.env.APP_BINARY);
  await s.waitFind('body[data-ready="1"]');
  if (process.env.LANGUAGE) await s.exec((id) => window.tessera.setLanguage(id), process.env.LANGUAGE);
  if (process.env.WIN) {
    const [w, h] = process.env.WIN.split('x').map(Number);
    await s.setWindow(w, h);
    await sleep(300);
  }
  fs.writeFileSync(`${out}/menu.png`, await s.screenshot());
  for (const screen of ['rules', 'settings']) {
    await s.click(`#btn-${screen}`);
    await sleep(150);
    fs.writeFileSync(`${out}/${screen}.png`, await s.screenshot());
    await s.click(`#${screen} .back`);
  }
  await s.click('#btn-new');
  if (process.env.MODE) await s.click(`#modes input[value="${process.env.MODE}"]`);
  if (process.env.SEED) await s.exec((seed) => (document.getElementById('opt-seed').value = seed), process.env.SEED);
  await sleep(200);
  fs.writeFileSync(`${out}/newgame.png`, await s.screenshot());
  await s.click('#btn-start');
  const moves = Number(process.env.MOVES || 6);
  let chose = false;
  for (let i = 0; i < moves; i++) {
    await waitFor('human turn', () => s.exec(() => ['place', 'source'].includes(window.tessera.phase)), 30000);
    if ((await s.exec(() => window.tessera.phase)) === 'source') {
      if (!chose) fs.writeFileSync(`${out}/source.png`, await s.screenshot());
      const take = (await s.findAll('#sources button[data-source^="stack-"]')).length && !chose;
      await s.click(take ? '#sources button[data-source^="stack-"]' : '#sources button[data-source="deck"]');
      chose = chose || take;
      await waitFor('the tile in hand', () => s.exec(() => window.tessera.phase === 'place'));
      if (take) fs.writeFileSync(`${out}/taken.png`, await s.screenshot());
    }
    const target = await s.exec(() => {
      const t = window.tessera;
      const ps = t.view.placements;
      const chips = (t.view.benelux && t.view.benelux.chips) || [];
      const p = ps.find((p) => chips.some((c) => c.x === p.x && c.y === p.y)) || ps.find((p) => p.options.some((o) => o.action === 'place' && o.feature !== 'field')) || ps.find((p) => p.options.length > 1) || ps[0];
      t.preferRotation(p.rot);
      const [x, y] = t.board.cellInView(p.x, p.y);
      return { x, y, rot: p.rot };
    });
    await s.clickAt(target.x, target.y);
    if (i === 1) fs.writeFileSync(`${out}/placing.png`, await s.screenshot());
    await s.click('#btn-confirm');
    await sleep(100);
    const fig = await s.exec(() => window.tessera.phase);
    if (fig === 'figure') {
      if (i === Number(process.env.FIGSHOT || 1)) fs.writeFileSync(`${out}/figure.png`, await s.screenshot());
      const opts = await s.findAll('#options button[data-action="place"]');
      if (opts.length) await s.click('#options button[data-action="place"]');
      else await s.click('#btn-skip');
    }
  }
  await waitFor('human turn', () => s.exec(() => ['place', 'source'].includes(window.tessera.phase)), 30000);
  await sleep(300);
  fs.writeFileSync(`${out}/game.png`, await s.screenshot());
  // Hover over a tile that has a follower: its features with sizes, values and owners.
  const at = await s.exec(() => {
    const t = window.tessera;
    const tile = t.view.board.find((b) => b.figures.length && b.features.length > 1) || t.view.board[0];
    return t.board.cellToClient(tile.x, tile.y);
  });
  await s.moveTo(at[0] + 5, at[1] + 5);
  await sleep(300);
  fs.writeFileSync(`${out}/hover.png`, await s.screenshot());
  // Memory of the running app and its WebKit helper processes (PSS: shared pages split fairly).
  console.log(execSync(`for p in $(pgrep -x tessera-app); do for q in $p $(pgrep -P $p); do
      printf '%s %s ' "$(cat /proc/$q/comm)" "$q"; grep -E '^(Rss|Pss):' /proc/$q/smaps_rollup | tr -s ' ' | tr '\\n' ' '; echo; done; done`).toString());
} finally {
  if (s) await s.quit();
  await driver.stop();
}
