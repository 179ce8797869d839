// End-to-end test of the game review, in the real app (harness.mjs). A game between a human seat
// played by `random` moves and a `random` AI is played to its end through the commands and
// entered; from the end screen the review opens, runs in the background with its progress bar
// and live region, and shows the graph (drawn), every move with its label, the players'
// accuracy and the key moments; a key moment shows the board after the move played beside the
// board after the better move with a reason; a move is chosen by keyboard; "Try again from here"
// opens a new saved game at the position before that move. Opened again from the saved games,
// the review is there at once (kept with the save).
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test review.test.mjs
// The coach, switched on in Settings with a threshold of 1 point: after one of the player's
// moves through the board that loses a point or more, a quiet note in the panel says so, and
// "Show the better move" opens the two boards; Esc closes it.
// E2E_SHOTS=dir saves screenshots of the review at 1280 × 800 and 360 × 640, and of the coach.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { waitFor, KEY } from './webdriver.mjs';
import { useApp } from './harness.mjs';
import { inPage } from './inpage.mjs';
import { placeFirst, press } from './screens.mjs';

const app = useApp();
const shot = app.shot;
const LABELS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];

const saveFiles = () => fs.readdirSync(app.saves()).filter((f) => f.endsWith('.json')).sort();

const reviewOf = (s) => s.exec(() => window.tessera.review);

test('a finished game is reviewed, its key moment shown, and tried again', { timeout: 300000 }, async () => {
  const s = await app.launch();
  // The human seat plays the AI's random moves through the commands, so it makes mistakes.
  const game = await inPage(
    s,
    `let v = await invoke('new_game', { setup: { mode: 'classic', seed: 23,
      players: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'ai', level: 'random' }] } });
    for (let guard = 0; !v.finished; guard++) {
      if (guard > 300) throw new Error('the game does not end');
      if (v.current_is_ai) { v = await invoke('ai_move'); continue; }
      const p = v.placements[(guard * 7) % v.placements.length];
      const o = p.options[(guard * 3) % p.options.length];
      const mv = { tile: v.hand, x: p.x, y: p.y, rot: p.rot };
      if (o.action === 'place') mv.figure = { kind: o.figure, at: o.at };
      if (o.action === 'recall') mv.recall_abbot = true;
      v = await invoke('play_move', { mv });
    }
    window.tessera.enterGame(v);
    return { id: v.id, moves: v.turn };`,
  );
  assert.ok(game && game.id, `the game was played: ${JSON.stringify(game)}`);
  await waitFor('the end screen', () => s.exec(() => !document.getElementById('end').classList.contains('hidden')));

  // From the end screen: the review opens and runs in the background.
  await s.click('#btn-end-review');
  await waitFor('the review screen', () => s.exec(() => !document.getElementById('review').classList.contains('hidden')));
  const first = await reviewOf(s);
  assert.equal(first.review.id, game.id);
  assert.equal(first.review.total, game.moves);
  const done = await waitFor(
    'the review complete',
    async () => {
      const r = await reviewOf(s);
      return r.review && r.review.phase === 'done' ? r.review : null;
    },
    120000,
  );
  assert.equal(done.moves.length, game.moves, 'every move judged');
  assert.equal(await s.exec(() => document.getElementById('review-state').textContent), 'The review is complete.', 'the live region says it');
  assert.equal(await s.exec(() => document.getElementById('btn-review-stop').hidden), true);

  // Every move with its label, in the list and the players' table.
  const rows = await s.exec(() => [...document.querySelectorAll('#review-moves button')].map((b) => ({ n: Number(b.dataset.number), label: b.dataset.label, text: b.textContent })));
  assert.equal(rows.length, game.moves);
  rows.forEach((r, i) => {
    assert.equal(r.n, i + 1);
    assert.ok(LABELS.includes(r.label), r.label);
    assert.equal(r.label, done.moves[i].label);
  });
  assert.match(rows[0].text, /^\s*1\. (Ann|Bob): (Best|Good|Inaccuracy|Mistake|Blunder)/);
  const table = await s.exec(() => [...document.querySelectorAll('#review-summary tr')].map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.equal(table.length, 3, 'a heading and a row per player');
  assert.equal(table[0][1], 'Accuracy');
  for (const row of table.slice(1)) assert.match(row[1], /^\d+$/, 'an accuracy figure');
  assert.equal(done.focus, 0, 'the human player is the one reviewed for key moments');

  // The graph is drawn: the players' colours on it, not a blank canvas.
  const inked = await s.exec(() => {
    const c = document.getElementById('review-graph');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && Math.abs(d[i] - d[i + 1]) + Math.abs(d[i + 1] - d[i + 2]) > 60) n++;
    return n;
  });
  assert.ok(inked > 200, `the graph's lines are drawn (${inked} coloured pixels)`);

  // The key moments: the human's largest losses, the first shown at once beside the better move.
  const keys = await s.exec(() => [...document.querySelectorAll('#review-moments button')].map((b) => Number(b.dataset.number)));
  assert.deepEqual(keys, done.key_moments);
  assert.ok(keys.length >= 1, 'random moves lose points');
  const shown = await waitFor('the first key moment', async () => {
    const r = await reviewOf(s);
    return r.moment && r.moment.reviewed.number === keys[0] ? r.moment : null;
  });
  assert.ok(shown.better, 'a better move');
  assert.ok(shown.reviewed.loss >= 1);
  assert.notEqual(await s.text('#review-reason'), '', 'one line says why');
  assert.equal(await s.exec(() => document.getElementById('review-better-box').hidden), false);
  assert.match(await s.text('#review-moment-title'), new RegExp(`^Move ${keys[0]}, Ann: `));
  await shot('review-desktop');

  // By keyboard: a move of the list, focused, Enter shows it.
  const pick = rows[Math.min(4, rows.length - 1)].n;
  await s.exec((n) => document.querySelector(`#review-moves button[data-number="${n}"]`).focus(), pick);
  await s.keys(KEY.enter);
  await waitFor('the move chosen by keyboard', async () => {
    const r = await reviewOf(s);
    return r.moment && r.moment.reviewed.number === pick;
  });

  await s.setWindow(360, 640);
  await s.exec(() => document.querySelector('#review-moments button').click());
  await waitFor('the key moment again', async () => (await reviewOf(s)).moment.reviewed.number === keys[0]);
  await shot('review-phone');
  await s.setWindow(1280, 800);

  // Try again from here: a new saved game at the position before that move, opened.
  const before = saveFiles();
  await s.click('#btn-review-try');
  await waitFor('the game screen', () => s.exec(() => !document.getElementById('game').classList.contains('hidden')));
  const tried = await s.exec(() => ({ id: window.tessera.view.id, turn: window.tessera.view.turn, end: !document.getElementById('end').classList.contains('hidden') }));
  assert.notEqual(tried.id, game.id);
  assert.equal(tried.turn, keys[0] - 1, 'the position before the key moment');
  assert.equal(tried.end, false, 'a game to play, not the end screen');
  assert.deepEqual(saveFiles(), [...before, `${tried.id}.json`].sort(), 'saved as a game of its own');

  // From the saved games, the review of the first game is there at once: it was kept.
  await s.exec(() => document.getElementById('btn-menu').click());
  await s.click('#btn-saved');
  await s.waitFind(`.saved-row[data-id="${game.id}"] button.review`);
  await s.click(`.saved-row[data-id="${game.id}"] button.review`);
  const again = await waitFor('the review again', async () => {
    const r = await reviewOf(s);
    return r.review && r.review.id === game.id && !(await s.exec(() => document.getElementById('review').classList.contains('hidden'))) ? r.review : null;
  });
  assert.equal(again.phase, 'done', 'kept with the save: no analysis again');
  assert.deepEqual(again.moves, done.moves);
  // Esc goes back to the saved games.
  await s.keys(KEY.escape);
  await waitFor('the saved games', () => s.exec(() => !document.getElementById('saved').classList.contains('hidden')));
  await app.quit();
});

test('the coach notes a move that loses points and shows the better move', { timeout: 300000 }, async () => {
  const s = await app.launch();
  await s.click('#btn-settings');
  await s.click('#set-coach');
  await s.exec(() => {
    const sel = document.getElementById('set-coach-threshold');
    sel.value = '1';
    sel.dispatchEvent(new Event('change'));
  });
  await waitFor('the settings saved', () => s.exec(() => window.tessera.settings.coach === true && window.tessera.settings.coachThreshold === 1));
  await s.click('#settings .back');
  // A game against the AI through the UI; the player lays each tile at its first place, which
  // soon loses a point or more.
  await s.click('#btn-new');
  await s.exec(() => (document.getElementById('opt-seed').value = '9'));
  await s.click('#btn-start');
  const phase = () => s.exec(() => window.tessera.phase);
  let noted = null;
  for (let i = 0; i < 25 && !noted; i++) {
    await waitFor('the player\'s turn', async () => ['place', 'figure', 'over'].includes(await phase()), 60000);
    if ((await phase()) === 'over') break;
    const turn = await s.exec(() => window.tessera.view.turn);
    if ((await phase()) === 'place') await placeFirst(s);
    if ((await phase()) === 'figure') await press(s, '#btn-skip');
    await waitFor('the move', () => s.exec((t) => window.tessera.view.turn > t, turn));
    noted = await waitFor('the coach\'s answer', async () => {
      const c = await s.exec(() => window.tessera.coach);
      if (c) return c;
      // No note: the move lost less than a point (the coach answered, quietly), once the AI moved.
      return (await s.exec(() => window.tessera.view.turn > 0 && !window.tessera.view.current_is_ai && window.tessera.phase === 'place')) ? false : null;
    }, 60000).catch(() => null);
  }
  assert.ok(noted, 'a move lost a point or more and the coach said so');
  assert.ok(noted.moment.reviewed.loss >= 1);
  assert.equal(noted.moment.reviewed.player, 0);
  const note = await s.text('#coach-note');
  assert.match(note, /^Coach: (Inaccuracy|Mistake|Blunder) \(points lost: [\d.]+\)\./);
  assert.equal(await s.exec(() => document.getElementById('coach-note').getAttribute('role')), 'status', 'a quiet live region');
  if (noted.moment.better) {
    await s.click('#btn-coach-show');
    await waitFor('the dialog', async () => (await s.exec(() => window.tessera.coach)).open);
    assert.equal(await s.exec(() => document.activeElement.id), 'btn-coach-close');
    assert.match(await s.text('#coach-title'), /^Coach: your move \d+ and the better move$/);
    await shot('coach-dialog');
    await s.keys(KEY.escape);
    await waitFor('closed', async () => !(await s.exec(() => window.tessera.coach)).open);
    assert.equal(await s.exec(() => document.activeElement.id), 'btn-coach-show', 'the focus back on the note');
    await shot('coach-note');
  }
  await app.quit();
});
