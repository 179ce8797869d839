// End-to-end test of keyboard play in the real app (harness.mjs; run by `cargo
// xtask e2e`): from the main menu to the end of a whole game against the AI with nothing but
// keys (WebDriver key actions, no pointer at all): Settings (the AI speed set to Instant),
// Rules and Saved games opened and left, the new-game form filled in (the AI's level, a seed),
// every tile laid with the arrows, R and Enter, figures placed with Tab and Enter or skipped
// with S, one move undone with U, the end dialog left by keyboard. Along the way it reads the
// polite live region (#announce) and checks what it said: the tiles drawn and where from, each
// move, the scores with their reasons, whose turn it is and the end of the game with the winner.
// A second test plays a Benelux hot-seat game by keys until a player holding a chip chooses
// where the tile comes from: the arrows choose an island stack (the board's label and the panel
// say which), Enter takes its tile, Esc puts it back, and it is taken again and placed.
// The tests only *read* the app's state (window.tessera, the DOM) to decide which key to press.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test keyboard.test.mjs
// E2E_SHOTS=dir saves screenshots of each step.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor, KEY } from './webdriver.mjs';
import { useApp } from './harness.mjs';

const SEED = '7';

const app = useApp({ prefix: 'keyboard-' });
const shot = app.shot;
let s;

const phase = () => s.exec(() => window.tessera.phase);
/** The focused element as `tag#id` (or its aria-label / text), to check where Tab went. */
const focused = () =>
  s.exec(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return 'body';
    return `${a.tagName.toLowerCase()}${a.id ? `#${a.id}` : ''}${a.getAttribute('aria-label') ? `[${a.getAttribute('aria-label')}]` : ''}`;
  });
const shown = (id) => s.exec((id) => !document.getElementById(id).classList.contains('hidden'), id);

/** Press Tab (Shift+Tab with `back`) until the element matching `css` has the focus. */
async function tabTo(css, back = false, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await s.exec((css) => document.activeElement && document.activeElement.matches(css), css)) return;
    await s.keys(back ? [KEY.shift, KEY.tab] : KEY.tab);
  }
  assert.fail(`Tab never reached ${css} (focus on ${await focused()})`);
}

/** Every message the live region has said so far, collected by number (it keeps the last 30). */
const heard = new Map();
async function listen() {
  const ps = await s.exec(() => [...document.querySelectorAll('#announce p')].map((p) => [Number(p.dataset.n), p.textContent]));
  for (const [n, t] of ps) heard.set(n, t);
}
const said = () => [...heard.entries()].sort((a, b) => a[0] - b[0]).map(([, t]) => t);

test('a whole game against the AI played with the keyboard alone, told through the live region', async () => {
  const t0 = Date.now();
  s = await app.launch();

  // The menu has the focus at once: on its first button that can be used.
  assert.equal(await focused(), 'button#btn-new', 'the focus starts on New game (Continue is disabled)');

  // Settings: the AI plays at once.
  await tabTo('#btn-settings');
  await s.keys(KEY.enter);
  await waitFor('the settings', () => shown('settings'));
  assert.match(await focused(), /^h2/, 'the focus moves into the screen shown');
  await tabTo('#set-speed');
  await s.keys('i'); // type-ahead in the list: Instant
  await waitFor('the instant speed', () => s.exec(() => window.tessera.settings.speed === 'instant'));
  await shot('01-settings');
  await tabTo('#settings .back', true);
  await s.keys(KEY.enter);
  await waitFor('the menu', () => shown('menu'));

  // Rules and Saved games: opened and left with the keyboard.
  for (const screen of ['rules', 'saved']) {
    await tabTo(`#btn-${screen}`);
    await s.keys(KEY.enter);
    await waitFor(screen, () => shown(screen));
    await tabTo(`#${screen} .back`, true);
    await s.keys(KEY.enter);
    await waitFor('the menu', () => shown('menu'));
  }

  // New game: Classic (the mode chosen by default) against one AI at level easy, seed 7.
  await tabTo('#btn-new');
  await s.keys(KEY.enter);
  await waitFor('the new-game form', () => shown('newgame'));
  await tabTo('#modes input[name="mode"]');
  assert.equal(await s.exec(() => document.activeElement.value), await s.exec(() => document.querySelector('#modes input:checked').value));
  // Arrows move through the modes and back; the form is rebuilt, and the focus stays on the mode.
  await s.keys(KEY.down);
  await waitFor('the next mode', () => s.exec(() => document.querySelector('#modes input:checked') !== document.querySelectorAll('#modes input')[0]));
  assert.equal(await s.exec(() => document.activeElement.name), 'mode', 'the focus stays on the mode radio');
  await s.keys(KEY.up);
  await waitFor('Classic again', () => s.exec(() => document.querySelector('#modes input:checked') === document.querySelectorAll('#modes input')[0]));
  await tabTo('#seats select[aria-label="Player 2 AI level"]');
  // Type-ahead: E goes to the next level starting with it (Easy or Expert), E again to the other.
  const levelNow = () => s.exec(() => document.querySelector('#seats select[aria-label="Player 2 AI level"]').value);
  for (let i = 0; i < 3 && (await levelNow()) !== 'easy'; i++) {
    const before = await levelNow();
    await s.keys('e');
    await waitFor('a level starting with E', async () => (await levelNow()) !== before);
  }
  assert.equal(await levelNow(), 'easy');
  await tabTo('#opt-seed');
  await s.keys(...SEED);
  await shot('02-new-game');
  await tabTo('#btn-start');
  await s.keys(KEY.enter);
  await waitFor('the game', async () => ['place', 'wait'].includes(await phase()), 20000);
  assert.equal(await focused(), `canvas#board[${await s.exec(() => document.getElementById('board').getAttribute('aria-label'))}]`, 'the board has the focus');
  // Reached by the keyboard, the board shows its focus ring (a frame laid over the canvas; a
  // mouse user sees none, app.test.mjs).
  const ring = await s.exec(() => getComputedStyle(document.querySelector('#game .board-wrap'), '::after').borderTopWidth);
  assert.equal(ring, '3px', 'the focus ring around the board');
  const setup = await s.exec(() => ({ mode: window.tessera.view.mode, seats: window.tessera.view.seats, seed: window.tessera.view.seed }));
  assert.equal(setup.mode, 'classic');
  assert.equal(setup.seed, Number(SEED));
  assert.deepEqual(setup.seats.map((x) => [x.kind, x.level || null]), [['human', null], ['ai', 'easy']]);
  const started = Date.now();

  let moves = 0;
  let figures = 0;
  let undone = false;
  let rotated = false;
  for (let guard = 0; guard < 400; guard++) {
    await waitFor('a human turn or the end', async () => ['place', 'figure', 'over'].includes(await phase()), 30000, 25);
    await listen();
    const ph = await phase();
    if (ph === 'over') break;
    if (ph === 'figure') {
      // A figure whenever one can stand: Tab to the first spot, Enter.
      const n = await s.exec(() => document.querySelectorAll('#options button').length);
      if (n > 1 && figures < 200) {
        await s.keys(KEY.tab);
        assert.match(await s.exec(() => document.getElementById('board').getAttribute('aria-label')), /Figure spot 2 of \d+/);
        await s.keys(KEY.enter);
        figures++;
      } else {
        await s.keys('s');
      }
      moves++;
      await waitFor('the move played', async () => (await phase()) !== 'figure', 15000, 25);
      continue;
    }
    if (moves >= 3 && !undone) {
      // Undo the last move (and the AI's answer), then play on.
      const before = await s.exec(() => window.tessera.view.turn);
      await s.keys('u');
      await waitFor('the undo', async () => (await s.exec(() => window.tessera.view.turn)) < before && (await phase()) === 'place', 15000, 25);
      undone = true;
      continue;
    }
    // Placing: the arrow picks the first place the tile fits, R turns it, Enter lays it.
    const turn = await s.exec(() => window.tessera.view.turn);
    await s.keys(KEY.right);
    const sel = await waitFor('a selected cell', () => s.exec(() => window.tessera.selected), 5000, 25);
    if (!rotated) {
      const label = await s.exec(() => document.getElementById('board').getAttribute('aria-label'));
      assert.match(label, new RegExp(`Cell ${sel.x},\\s${sel.y}\\. .*(not turned|turned ${sel.rot}°)`), 'the board says the cell, the tile and its turn');
      await s.keys('r');
      const after = await s.exec(() => window.tessera.selected);
      const rots = await s.exec((x, y) => window.tessera.view.placements.filter((p) => p.x === x && p.y === y).length, sel.x, sel.y);
      if (rots > 1) assert.notEqual(after.rot, sel.rot, 'R turns the tile to the next rotation that fits');
      rotated = true;
      await shot('03-placing');
    }
    await s.keys(KEY.enter);
    await waitFor('the figure step or the next turn', async () => {
      const p = await phase();
      return p === 'figure' || p === 'over' || (await s.exec(() => window.tessera.view.turn)) !== turn;
    }, 15000, 25);
    if ((await phase()) !== 'figure') moves++;
  }
  await listen();
  const playTime = Date.now() - started;
  assert.equal(await phase(), 'over', 'the game ended');
  const v = await s.exec(() => window.tessera.view);
  assert.equal(v.finished, true);
  assert.ok(moves > 20, `a whole game was played (${moves} moves by keyboard)`);

  // The end dialog has the focus; Shift+Tab past Review and Replay to See the board, Esc-free
  // way out: the board, then M.
  assert.equal(await focused(), 'button#btn-end-menu', 'the end dialog takes the focus');
  assert.equal(await s.exec(() => document.querySelector('#game .topbar').inert), true, 'the game behind the dialog is inert');
  await shot('04-end');
  await s.keys([KEY.shift, KEY.tab]);
  assert.equal(await focused(), 'button#btn-end-review');
  await s.keys([KEY.shift, KEY.tab]);
  assert.equal(await focused(), 'button#btn-end-replay');
  await s.keys([KEY.shift, KEY.tab]);
  assert.equal(await focused(), 'button#btn-end-board');
  await s.keys(KEY.enter);
  await waitFor('the board shown', async () => !(await shown('end')));
  assert.match(await focused(), /^canvas#board/, 'the focus goes back to the board');
  await tabTo('#btn-menu', true);
  await s.keys('m');
  await waitFor('the menu', () => shown('menu'));
  assert.match(await focused(), /^button#btn-/);

  // What the live region said: one message per batch of events.
  const all = said();
  if (process.env.E2E_SHOTS) fs.writeFileSync(path.join(process.env.E2E_SHOTS, 'keyboard-announcements.txt'), all.join('\n'));
  const text = all.join('\n');
  assert.match(text, /Tile in hand, drawn face down — \S+/, 'the tile drawn, and where from');
  // The log's line, the tile named by what it shows, then its sides as it lies.
  assert.match(text, /You laid .+ at \(−?\d+,\s−?\d+\) — \S+/, 'the player’s moves');
  assert.match(text, /Ada laid .+ at \(−?\d+,\s−?\d+\) — \S+/, 'the AI’s moves');
  assert.match(text, /(You|Ada): (a follower|a farmer|an abbot) on a \w+/, 'the figures placed');
  assert.match(text, /(You|Ada) \+\d+ — \S.*: \d+/, 'a score with its reason (the log’s words)');
  assert.match(text, /Turn \d+ · You, your turn/, 'whose turn it is');
  assert.match(text, /Turn \d+ · Ada to play/, 'the AI’s turn');
  assert.match(text, /Undone: back to turn \d+/, 'the undo');
  const last = all[all.length - 1];
  assert.match(last, /Game over\. (You wins|Ada wins|Shared win: .*)\. Final scores: You \d+, Ada \d+/, 'the end, with the winner and the scores');
  assert.ok(all.some((m) => /Ada laid /.test(m) && /You, your turn/.test(m)), 'an AI move and the turn after it are one message');
  const finalScores = v.players.map((p) => p.score);
  assert.match(last, new RegExp(`You ${finalScores[0]}, Ada ${finalScores[1]}`));
  // Not a message per event: at most two per human move (the move; the AI's answer with the next turn), a few more for the undo.
  assert.ok(heard.size <= 2 * moves + 6, `${heard.size} messages for ${moves} moves`);
  console.log(`# keyboard game: ${moves} moves, ${figures} figures, ${heard.size} messages; play ${(playTime / 1000).toFixed(1)} s, all ${((Date.now() - t0) / 1000).toFixed(1)} s`);
});

test('Benelux by keyboard: an island tile chosen with the arrows and Enter, put back with Esc, taken again', async () => {
  await app.quit();
  s = await app.launch();
  heard.clear();
  await tabTo('#btn-new');
  await s.keys(KEY.enter);
  await waitFor('the new-game form', () => shown('newgame'));
  await tabTo('#modes input[name="mode"]');
  for (let i = 0; i < 5 && !(await s.exec(() => document.activeElement.value === 'benelux')); i++) await s.keys(KEY.down);
  assert.equal(await s.exec(() => document.querySelector('#modes input:checked').value), 'benelux');
  // Hot seat: the second seat's kind becomes Human (type-ahead in its list).
  await tabTo('#seats select[aria-label="Player 2 kind"]');
  await s.keys('h');
  await waitFor('two humans', () => s.exec(() => document.querySelector('#seats select[aria-label="Player 2 kind"]').value === 'human'));
  await tabTo('#opt-seed');
  await s.keys(...SEED);
  await tabTo('#btn-start');
  await s.keys(KEY.enter);
  await waitFor('the game', async () => ['place', 'source'].includes(await phase()), 20000);
  assert.equal(await s.exec(() => window.tessera.view.mode), 'benelux');

  // Play (arrows, Enter, S; D to draw) until a player who holds a chip may take an island tile.
  let offered = null;
  for (let i = 0; i < 60 && !offered; i++) {
    await waitFor('a turn', async () => ['place', 'figure', 'source'].includes(await phase()), 15000, 25);
    const ph = await phase();
    if (ph === 'source') {
      const v = await s.exec(() => window.tessera.view);
      if (v.sources.some((x) => x.from === 'stack')) offered = v;
      else await s.keys('d');
      continue;
    }
    if (ph === 'figure') {
      await s.keys('s');
      await waitFor('the move', async () => (await phase()) !== 'figure', 15000, 25);
      continue;
    }
    const turn = await s.exec(() => window.tessera.view.turn);
    await s.keys(KEY.right, KEY.enter);
    await waitFor('the move', async () => (await phase()) === 'figure' || (await s.exec(() => window.tessera.view.turn)) !== turn, 15000, 25);
  }
  assert.ok(offered, 'a player holding a chip chooses where the tile comes from');
  await listen();
  assert.match(said().join('\n'), /Turn \d+ · \S+: draw a tile face down, or take a face-up island tile/, 'the choice is announced');
  // The arrows move the choice to the first island stack (the board says so), Enter takes it.
  const stack = offered.sources.find((x) => x.from === 'stack');
  await s.keys(KEY.right);
  assert.match(await s.exec(() => document.getElementById('board').getAttribute('aria-label')), /Choice 2 of \d+: Take from the .* island: .+/);
  assert.equal(await s.exec(() => document.querySelector('#sources button.chosen').dataset.source), `stack-${stack.index}`, 'the panel marks the choice');
  await shot('05-benelux-source');
  await s.keys(KEY.enter);
  await waitFor('the island tile in hand', async () => (await phase()) === 'place', 15000, 25);
  assert.deepEqual(await s.exec(() => window.tessera.view.hand_source), { from: 'stack', index: stack.index });
  await listen();
  assert.match(said().join('\n'), /Tile in hand, from the .* island — \S+/, 'the tile taken is announced with where it came from');
  // Esc puts it back; the choice comes again; the arrows and Enter take it once more.
  await s.keys(KEY.escape);
  await waitFor('the choice again', async () => (await phase()) === 'source', 15000, 25);
  await s.keys(KEY.right, KEY.enter);
  await waitFor('the island tile in hand again', async () => (await phase()) === 'place', 15000, 25);
  const turn = await s.exec(() => window.tessera.view.turn);
  await s.keys(KEY.right, KEY.enter);
  await waitFor('the move', async () => (await phase()) === 'figure' || (await s.exec(() => window.tessera.view.turn)) !== turn, 15000, 25);
  if ((await phase()) === 'figure') await s.keys('s');
  await waitFor('the island tile placed', async () => (await s.exec(() => window.tessera.view.turn)) !== turn, 15000, 25);
  const v = await s.exec(() => window.tessera.view);
  assert.ok(v.log.some((e) => e.event === 'tile_taken' && e.source.index === stack.index), 'the island tile was taken and placed');
  await listen();
  assert.match(said().join('\n'), /took .+ from the .* island \(gave up a.* chip\)/, 'the take is announced in the log’s words');
});
