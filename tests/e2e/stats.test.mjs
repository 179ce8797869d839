// End-to-end test of the statistics in the real app (harness as app.test.mjs): two games
// against the `random` AI played to their end from a script through the commands, then the
// Statistics screen opened through the menu shows them; a garbled stats.json is, after a
// restart, put aside and reported, and the statistics start empty.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test stats.test.mjs
// E2E_SHOTS=dir saves screenshots of the screen.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDriver, Session, sleep, freePort } from './webdriver.mjs';

const APP = process.env.APP_BINARY;
let PORT = Number(process.env.E2E_PORT || 0);
const SHOTS = process.env.E2E_SHOTS;
const IDENT = 'io.tessera.game';

let data;
let driver;
let s;

async function shot(name) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await sleep(150); // let a frame be drawn
  fs.writeFileSync(path.join(SHOTS, `${name}.png`), await s.screenshot());
}

async function launch() {
  s = await Session.start(PORT, APP);
  await s.setWindow(1280, 800);
  await s.waitFind('body[data-ready="1"]', 30000);
}

async function quit() {
  if (s) await s.quit();
  s = null;
}

/** Play a Classic game against the `random` AI to its end through the commands (for the
 * human: the first legal place taking a follower, else the first one); the final scores. */
async function playGame(seed) {
  const r = await s.req('POST', s.s('/execute/async'), {
    script: `const done = arguments[arguments.length - 1];
      (async () => {
        const { invoke } = window.__TAURI__.core;
        let v = await invoke('new_game', { setup: { mode: 'classic', seed: ${seed},
          players: [{ name: 'Ada', kind: 'human' }, { name: 'Bot', kind: 'ai', level: 'random' }] } });
        for (let guard = 0; !v.finished; guard++) {
          if (guard > 300) throw new Error('the game does not end');
          if (v.current_is_ai) {
            v = await invoke('ai_move');
            continue;
          }
          // A follower placed whenever one can be, so that the scores are not all 0.
          const p = v.placements.find((p) => p.options.some((o) => o.action === 'place')) || v.placements[0];
          const o = p.options.find((o) => o.action === 'place') || p.options[0];
          const mv = { tile: v.hand, x: p.x, y: p.y, rot: p.rot };
          if (o.action === 'place') mv.figure = { kind: o.figure, at: o.at };
          if (o.action === 'recall') mv.recall_abbot = true;
          v = await invoke('play_move', { mv });
        }
        return v.players.map((p) => p.score);
      })().then(done, (e) => done({ error: String((e && e.message) || e) }));`,
    args: [],
  });
  assert.ok(Array.isArray(r), `the game was played: ${JSON.stringify(r)}`);
  return r;
}

/** The Statistics screen's row for Classic against `level`, as numbers. */
async function rowOf(level) {
  return s.exec((level) => {
    const tr = document.querySelector(`#stats .stats-table[data-mode="classic"] tr[data-level="${level}"]`);
    if (!tr) return null;
    const n = (col) => Number(tr.querySelector(`td[data-col="${col}"]`).textContent.replace(/[^\d.]/g, ''));
    return { played: n('played'), won: n('won'), lost: n('lost'), average: n('average'), best: n('best') };
  }, level);
}

before(async () => {
  assert.ok(APP, 'set APP_BINARY to the tessera-app binary');
  data = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'));
  if (!PORT) PORT = await freePort();
  driver = await startDriver(PORT, { XDG_DATA_HOME: data });
});

after(async () => {
  await quit();
  if (driver) await driver.stop();
  fs.rmSync(data, { recursive: true, force: true });
});

test('two games against the AI show on the Statistics screen', { timeout: 240000 }, async () => {
  await launch();
  await s.req('POST', s.s('/timeouts'), { script: 120000 });
  const scores = [await playGame(21), await playGame(22)];
  await s.click('#btn-stats');
  await s.waitFind('#stats .stats-table[data-mode="classic"] tr[data-level="random"]');
  await shot('stats-desktop');
  const row = await rowOf('random');
  assert.equal(row.played, 2);
  assert.equal(row.won + row.lost, 2);
  assert.equal(row.won, scores.filter(([me, bot]) => me >= bot).length);
  assert.equal(row.best, Math.max(scores[0][0], scores[1][0]));
  assert.ok(row.best >= row.average, `best ${row.best} ≥ average ${row.average}`);
  assert.ok(row.best > 0, 'the player scored');
  assert.equal(row.average, Math.round(((scores[0][0] + scores[1][0]) / 2) * 10) / 10);
  assert.equal(await s.exec(() => !!document.getElementById('stats-damaged')), false);
  await s.setWindow(360, 640);
  await shot('stats-phone');
  // In English the table fits a 360 px phone without scrolling sideways.
  const [client, scroll] = await s.exec(() => {
    const b = document.querySelector('#stats .stats-box');
    return [b.clientWidth, b.scrollWidth];
  });
  assert.ok(scroll <= client, `the table fits its box at 360 px: ${scroll} > ${client}`);
  await quit();
});

test('a garbled statistics file is put aside and reported, the statistics start empty', async () => {
  const file = path.join(data, IDENT, 'stats.json');
  assert.ok(fs.existsSync(file), 'the statistics were written');
  fs.writeFileSync(file, 'garbage{');
  await launch();
  await s.click('#btn-stats');
  await s.waitFind('#stats-damaged');
  await s.waitFind('#stats-none');
  await shot('stats-damaged');
  assert.equal(await s.exec(() => document.querySelectorAll('#stats .stats-table').length), 0);
  assert.equal(fs.readFileSync(path.join(data, IDENT, 'stats.json.damaged'), 'utf8'), 'garbage{');
  await quit();
});
