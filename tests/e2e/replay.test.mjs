// End-to-end test of the replay viewer and of game records in and out, in the real app
// (harness.mjs). A game between two `random` AIs is played to its end through the commands and
// entered; from the end screen the replay opens at the last move and steps back and forward
// by keys, buttons and the slider, with the move counter and the scores shown checked against
// the game's score history at every step; Play runs to the end; Close goes back to the end
// screen. From the saved-games list it opens at the start. Export writes the record file (the
// native Save dialog cannot be driven through WebDriver: the app is started with
// TESSERA_EXPORT_TO, read by debug builds only, so the export goes there without asking) and
// the file equals the save; importing it through the file chooser (WebDriver's send keys to the
// file input) adds a new saved game; a broken file is refused in words and nothing is written.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test replay.test.mjs
// E2E_SHOTS=dir saves screenshots of the replay screen at 1280 × 800 and 360 × 640.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sleep, waitFor, KEY } from './webdriver.mjs';
import { useApp } from './harness.mjs';
import { inPage } from './inpage.mjs';

const KEYS = { home: '\uE011', end: '\uE010' };

const exportTo = (data) => path.join(data, 'shared', 'exported.json');
const app = useApp({ env: (data) => ({ TESSERA_EXPORT_TO: exportTo(data) }) });
const shot = app.shot;
let s;
let game; // { id, history, moves }

const saveFiles = () => fs.readdirSync(app.saves()).filter((f) => f.endsWith('.json')).sort();

/** What the replay screen shows: the counter's text, the scores in the table, and the move. */
async function shown() {
  return s.exec(() => ({
    counter: document.getElementById('replay-counter').textContent,
    scores: [...document.querySelectorAll('#replay-players td.score')].map((td) => Number(td.textContent.replace(/[^\d]/g, ''))),
    at: window.tessera.replay && window.tessera.replay.at,
    visible: !document.getElementById('replay').classList.contains('hidden'),
  }));
}

/** Wait for the replay to show move `k`, and check its counter and scores against the game's
 * score history. */
async function expectAt(k) {
  const v = await waitFor(`move ${k}`, async () => {
    const v = await shown();
    return v.visible && v.at === k && v.counter === `Move ${k} of ${game.moves}` ? v : null;
  });
  assert.deepEqual(v.scores, game.history[k], `the scores at move ${k}`);
}

/** Send a file to the import input (WebDriver's send keys to a file input). */
async function importFile(file) {
  const input = await s.find('#import-file');
  await s.req('POST', s.s(`/element/${input}/value`), { text: file });
}

test('the replay opens from the end screen and steps back and forward', { timeout: 240000 }, async () => {
  // Two AIs play a whole game through the commands; the finished game is entered.
  s = await app.launch();
  const r = await inPage(
    s,
    `let v = await invoke('new_game', { setup: { mode: 'classic', seed: 41, options: { river: true, abbot: true },
      players: [{ name: 'Ann', kind: 'ai', level: 'random' }, { name: 'Bob', kind: 'ai', level: 'random' }] } });
    for (let guard = 0; !v.finished; guard++) {
      if (guard > 300) throw new Error('the game does not end');
      v = await invoke('ai_move');
    }
    window.tessera.enterGame(v);
    return { id: v.id, history: v.score_history, moves: v.turn };`,
  );
  assert.ok(r && r.id, `the game was played: ${JSON.stringify(r)}`);
  game = r;
  assert.equal(game.history.length, game.moves + 1);
  await waitFor('the end screen', () => s.exec(() => !document.getElementById('end').classList.contains('hidden')));
  await s.click('#btn-end-replay');
  const n = game.moves;
  await expectAt(n);
  assert.equal(await s.exec(() => document.activeElement.id), 'btn-replay-play', 'the focus is in the viewer');
  assert.equal(await s.exec(() => document.getElementById('btn-replay-forward').disabled), true);
  await shot('replay-desktop');
  // Back by keys and by buttons, forward again.
  await s.key(KEY.left);
  await expectAt(n - 1);
  for (let i = 0; i < 3; i++) await s.click('#btn-replay-back');
  await expectAt(n - 4);
  await s.click('#btn-replay-forward');
  await expectAt(n - 3);
  await s.key(KEY.right);
  await expectAt(n - 2);
  await s.key(KEYS.home);
  await expectAt(0);
  assert.match(await s.text('#replay-move'), /start of the game/);
  for (let k = 1; k <= 5; k++) {
    await s.key(KEY.right);
    await expectAt(k);
    // The move shown is worded: who laid which tile where.
    assert.match(await s.text('#replay-move'), /(Ann|Bob) laid /);
  }
  await s.key(KEYS.end);
  await expectAt(n);
  // Jump to a move with the slider.
  const mid = Math.floor(n / 2);
  await s.exec((k) => {
    const el = document.getElementById('replay-slider');
    el.value = String(k);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, mid);
  await expectAt(mid);
  await shot('replay-desktop-mid');
  // Play at the fast speed runs to the end and stops.
  await s.exec((k) => {
    const el = document.getElementById('replay-speed');
    el.value = 'fast';
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, 0);
  await s.exec((k) => {
    const el = document.getElementById('replay-slider');
    el.value = String(k);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, n - 4);
  await expectAt(n - 4);
  await s.click('#btn-replay-play');
  assert.equal(await s.exec(() => document.getElementById('btn-replay-play').getAttribute('aria-pressed')), 'true');
  await expectAt(n);
  await waitFor('play stops at the end', () => s.exec(() => document.getElementById('btn-replay-play').getAttribute('aria-pressed') === 'false'));
  // At a phone's size everything is in reach.
  await s.setWindow(360, 640);
  await sleep(300);
  await shot('replay-phone');
  const off = await s.exec(() =>
    [...document.querySelectorAll('#replay button, #replay input, #replay select')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.left < 0 || r.right > window.innerWidth + 1);
      })
      .map((e) => e.id || e.className),
  );
  assert.deepEqual(off, [], 'no control sticks out sideways at 360 px');
  await s.setWindow(1280, 800);
  // Close: back to the end screen, its Replay button focused; the game is still the open one.
  await s.click('#btn-replay-close');
  await waitFor('the end screen again', () =>
    s.exec(() => !document.getElementById('game').classList.contains('hidden') && !document.getElementById('end').classList.contains('hidden')),
  );
  assert.equal(await s.exec(() => document.activeElement.id), 'btn-end-replay');
  // From the saved games: opened at the start.
  await s.click('#btn-end-menu');
  await s.click('#btn-saved');
  await s.click(`.saved-row[data-id="${game.id}"] button.replay`);
  await expectAt(0);
  await s.key(KEY.right);
  await expectAt(1);
  await s.click('#btn-replay-last');
  await expectAt(n);
  await s.key(KEY.escape);
  await waitFor('the saved games again', () => s.exec(() => !document.getElementById('saved').classList.contains('hidden')));
});

test('a game is exported and imported, a broken file is refused', { timeout: 120000 }, async () => {
  assert.ok(game, 'the first test played a game');
  await s.waitFind(`.saved-row[data-id="${game.id}"] button.export`);
  await s.click(`.saved-row[data-id="${game.id}"] button.export`);
  await waitFor('the export', () => s.exec(() => document.getElementById('saved-status').textContent.startsWith('Exported to ')));
  const saved = fs.readFileSync(path.join(app.saves(), `${game.id}.json`), 'utf8');
  assert.equal(fs.readFileSync(exportTo(app.data), 'utf8'), saved, 'the exported file is the saved record');
  // Import it through the file chooser: a new saved game, the same record.
  const before = saveFiles();
  await importFile(exportTo(app.data));
  await waitFor('the import', () => s.exec(() => document.getElementById('saved-status').textContent.startsWith('Imported: ')));
  const after = saveFiles();
  assert.equal(after.length, before.length + 1);
  const added = after.find((f) => !before.includes(f));
  assert.equal(fs.readFileSync(path.join(app.saves(), added), 'utf8'), saved);
  const newId = added.replace(/\.json$/, '');
  assert.notEqual(newId, game.id);
  await s.waitFind(`.saved-row[data-id="${newId}"]`);
  await shot('saved-imported');
  // A broken file: refused in words, nothing written.
  const broken = path.join(app.data, 'shared', 'broken.json');
  fs.writeFileSync(broken, '{ "format": 2, "mode": ');
  await importFile(broken);
  await waitFor('the refusal', () => s.exec(() => document.getElementById('saved-error').textContent !== ''));
  assert.equal(await s.text('#saved-error'), 'this file cannot be imported: the file is not a valid game record');
  assert.deepEqual(saveFiles(), after, 'nothing written');
  // The imported game opens in the replay viewer and exports from there too.
  await s.click(`.saved-row[data-id="${newId}"] button.replay`);
  await expectAt(0);
  fs.rmSync(exportTo(app.data));
  await s.click('#btn-replay-export');
  await waitFor('the export from the viewer', () => s.exec(() => document.getElementById('replay-status').textContent.startsWith('Exported to ')));
  assert.equal(fs.readFileSync(exportTo(app.data), 'utf8'), saved);
});
