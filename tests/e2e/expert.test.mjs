// End-to-end (run by `cargo xtask e2e`): a whole game against `expert` in the real app. The
// level is offered in Settings and on the new-game form; while it searches, the thinking
// indicator shows, and Undo and Menu still work (the move it then finds is dropped); the game
// plays to its end with every AI move chosen by the app's own `ai_move`, and is saved with
// the seat's level.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor, sleep } from './webdriver.mjs';
import { useApp } from './harness.mjs';
import { inPage, playOn } from './inpage.mjs';

const app = useApp({ prefix: 'expert-' });
const shot = app.shot;
let s;

const phase = () => s.exec(() => window.tessera.phase);
const turn = () => s.exec(() => window.tessera.view.turn);
const thinking = () => s.exec(() => !document.getElementById('thinking').classList.contains('hidden'));

/** Lay the tile in hand by mouse at the first place it fits, with no figure. */
async function layTile() {
  const target = await s.exec(() => {
    const t = window.tessera;
    const p = t.view.placements[0];
    t.preferRotation(p.rot);
    const [x, y] = t.board.cellInView(p.x, p.y);
    return { x, y };
  });
  await s.clickAt(target.x, target.y);
  await waitFor('a selected cell', () => s.exec(() => window.tessera.selected));
  await s.click('#btn-confirm');
  await waitFor('the figure step or the AI', async () => (await phase()) !== 'place');
  if ((await phase()) === 'figure') await s.click('#btn-skip');
}

test('a whole game against expert: offered, thinking shown, Undo and Menu work while it thinks', async () => {
  s = await app.launch();
  await s.click('#btn-settings');
  const offered = await s.exec(() => [...document.querySelectorAll('#set-level option')].map((o) => o.value));
  assert.ok(offered.includes('expert'), `Settings offer expert: ${offered}`);
  await s.click('#settings .back');

  // A Classic game against one expert AI, seed 5.
  await s.click('#btn-new');
  await s.waitFind('#seats .seat');
  const seats = await s.exec(() => {
    const sel = document.querySelectorAll('#seats .seat-level')[1];
    const values = [...sel.options].map((o) => o.value);
    sel.value = 'expert';
    sel.dispatchEvent(new Event('change'));
    document.getElementById('opt-seed').value = '5';
    return values;
  });
  assert.ok(seats.includes('expert'), `the new-game form offers expert: ${seats}`);
  await s.click('#btn-start');
  await waitFor('the human turn', async () => (await phase()) === 'place', 20000);
  const setup = await s.exec(() => window.tessera.view.seats.map((x) => [x.kind, x.level || null]));
  assert.deepEqual(setup, [['human', null], ['ai', 'expert']]);

  // Undo while it thinks: the human's move is taken back, and the move it finds is dropped.
  await layTile();
  await waitFor('expert thinking', async () => (await phase()) === 'wait' && (await thinking()), 10000, 20);
  await shot('01-thinking');
  assert.equal(await s.exec(() => document.getElementById('btn-undo').disabled), false, 'Undo can be used while the AI thinks');
  await s.click('#btn-undo');
  await waitFor('the undo', async () => (await phase()) === 'place' && (await turn()) === 0, 15000);
  await sleep(4000); // longer than its search: a move that came back now would show
  assert.equal(await turn(), 0, 'the dropped search played no move');
  assert.equal(await s.exec(() => window.tessera.view.board.length), 1, 'only the start tile');
  assert.equal(await thinking(), false);

  // Menu while it thinks, then Continue: the game goes on with the AI's answer.
  await layTile();
  await waitFor('expert thinking', async () => (await phase()) === 'wait' && (await thinking()), 10000, 20);
  await s.click('#btn-menu');
  await waitFor('the menu', () => s.exec(() => !document.getElementById('menu').classList.contains('hidden')));
  await s.click('#btn-continue');
  await waitFor('the AI answered', async () => (await phase()) === 'place' && (await turn()) >= 2, 60000);
  await shot('02-answered');

  // The rest of the game through the app's commands: the human's first place that takes a
  // figure, the AI's moves by `ai_move` (in two parts, each within the script time-out).
  const played = await inPage(s, `let v = await invoke('open_game', { id: window.tessera.view.id });
    ${playOn('v.turn >= 36')}
    return v.turn;`);
  assert.ok(played >= 36, `turn ${played}`);
  const end = await inPage(s, `let v = await invoke('open_game', { id: window.tessera.view.id });
    ${playOn('false')}
    window.tessera.enterGame(v);
    return { finished: v.finished, log: v.log.filter((e) => e.event === 'tile_placed' && e.player === 1).length };`);
  assert.equal(end.finished, true, 'the game ended');
  assert.ok(end.log >= 30, `expert placed its tiles (${end.log})`);
  await waitFor('the end screen', async () => (await phase()) === 'over', 15000);
  await shot('03-over');

  // Saved with the seat's level.
  const saves = fs.readdirSync(app.saves()).filter((f) => f.endsWith('.json'));
  const record = saves.map((f) => JSON.parse(fs.readFileSync(path.join(app.saves(), f), 'utf8'))).find((r) => r.seed === 5);
  assert.ok(record, 'the game is saved');
  assert.equal(record.players[1].level, 'expert');
  assert.ok(record.moves.length >= 70, `${record.moves.length} moves saved`);
});
