// End-to-end test of the statistics in the real app (harness.mjs): two games
// against the `random` AI played to their end from a script through the commands, then the
// Statistics screen opened through the menu shows them; a garbled stats.json is, after a
// restart, put aside and reported, and the statistics start empty.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test stats.test.mjs
// E2E_SHOTS=dir saves screenshots of the screen.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useApp, IDENT } from './harness.mjs';
import { inPage, newClassic, playOn } from './inpage.mjs';

const app = useApp();
const shot = app.shot;
let s;

/** Play a Classic game against the `random` AI to its end through the commands (for the
 * human: the first legal place taking a follower, else the first one, so that the scores are
 * not all 0); the final scores. */
async function playGame(seed) {
  const r = await inPage(s, `${newClassic(seed)} ${playOn('false', 300)} return v.players.map((p) => p.score);`);
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

test('two games against the AI show on the Statistics screen', { timeout: 240000 }, async () => {
  s = await app.launch();
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
  await app.quit();
});

test('a garbled statistics file is put aside and reported, the statistics start empty', async () => {
  const file = path.join(app.data, IDENT, 'stats.json');
  assert.ok(fs.existsSync(file), 'the statistics were written');
  fs.writeFileSync(file, 'garbage{');
  s = await app.launch();
  await s.click('#btn-stats');
  await s.waitFind('#stats-damaged');
  await s.waitFind('#stats-none');
  await shot('stats-damaged');
  assert.equal(await s.exec(() => document.querySelectorAll('#stats .stats-table').length), 0);
  assert.equal(fs.readFileSync(path.join(app.data, IDENT, 'stats.json.damaged'), 'utf8'), 'garbage{');
  await app.quit();
});
