// Every screen of the app, visited in the real webview for a check of each (`check(name)`):
// the main menu, the new-game form with each mode chosen, settings, rules, a Classic game
// against the AI (placing a tile, a hint, the tile selected, choosing a figure), saved games with an
// unreadable save among them, the statistics (tables and the damaged file's note), the choice of a Benelux tile's source, a Hunters & Gatherers
// game (placing, choosing a figure), the end of a game and its replay.
// Used by the accessibility test (axe-core on each) and the pseudo-locale test (no word that
// did not come from a catalog). Nothing here depends on the language the app speaks.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from './webdriver.mjs';

const IDENT = 'io.tessera.game';

/** Click the game's button `css` once it is shown, scrolled into its panel's view: right after
 * a move the panel may still be re-rendering or scrolled (a loaded machine showed "element not
 * interactable" for No figure). */
export async function press(s, css) {
  await waitFor(`${css} shown`, () =>
    s.exec((css) => {
      const e = document.querySelector(css);
      if (!e || e.disabled || e.closest('.hidden') || !e.getClientRects().length) return false;
      e.scrollIntoView({ block: 'nearest' });
      return true;
    }, css),
  );
  await s.click(css);
}

/** Walk every screen with session `s` of an app whose data folder is `data`. */
export async function walkScreens(s, { check, data }) {
  const phase = () => s.exec(() => window.tessera.phase);
  const view = () => s.exec(() => window.tessera.view);
  await check('menu');

  // New game, each mode chosen.
  await s.click('#btn-new');
  await s.waitFind('#seats .seat');
  const modes = await s.exec(() => [...document.querySelectorAll('#modes input[name="mode"]:not([disabled])')].map((r) => r.value));
  assert.ok(modes.length >= 3, `the playable modes: ${modes}`);
  for (const m of modes) {
    await s.click(`#modes input[value="${m}"]`);
    await waitFor(`${m} chosen`, () => s.exec((m) => document.querySelector('#modes input:checked').value === m, m));
    await check(`newgame-${m}`);
  }
  await s.click('#newgame .back');

  await s.click('#btn-settings');
  await check('settings');
  await s.click('#settings .back');
  await s.click('#btn-rules');
  await check('rules');
  await s.click('#rules .back');

  // A Classic game against the AI: placing a tile, then choosing a figure.
  await s.click('#btn-new');
  await s.click(`#modes input[value="${modes[0]}"]`);
  await s.exec(() => (document.getElementById('opt-seed').value = '3'));
  await s.click('#btn-start');
  await waitFor('the human turn', async () => (await phase()) === 'place', 20000);
  await check('game-place');
  // A hint: its reason shown (and announced) in the game's language.
  await press(s, '#btn-hint');
  await waitFor('the hint', () => s.exec(() => !document.getElementById('hint-reason').classList.contains('hidden')));
  await check('game-hint');
  const at = await s.exec(() => {
    const p = window.tessera.view.placements.find((p) => p.options.some((o) => o.action === 'place'));
    window.tessera.preferRotation(p.rot);
    return window.tessera.board.cellInView(p.x, p.y);
  });
  await s.clickAt(at[0], at[1]);
  await waitFor('a selected cell', () => s.exec(() => window.tessera.selected));
  await check('game-selected');
  await press(s, '#btn-confirm');
  await waitFor('the figure step', async () => (await phase()) === 'figure');
  await check('game-figure');

  // Saved games, with an unreadable file among them.
  fs.writeFileSync(path.join(data, IDENT, 'saves', 'broken.json'), '{"format": 1, "mode": "classic", "pla');
  await s.click('#btn-menu');
  await s.click('#btn-saved');
  await s.waitFind('.saved-row[data-readable="false"]');
  await check('saved');
  await s.click('#saved .back');

  // Statistics: a damaged file (put aside, the note stays for the run), then tables of every
  // AI level written beside the saves (the screen reads the file each time it is shown).
  fs.writeFileSync(path.join(data, IDENT, 'stats.json'), '{"format": 1, "rows": ');
  await s.click('#btn-stats');
  await s.waitFind('#stats-damaged');
  await s.click('#stats .back');
  const row = (mode, level, played, won, total, best) => ({ mode, level, played, won, lost: played - won, total, best });
  const rows = ['random', 'easy', 'normal', 'hard'].map((l, i) => row(modes[0], l, 120 - 30 * i, 100 - 30 * i, 9876 - 2000 * i, 143 - i));
  rows.push(row(modes[modes.length - 1], 'hard', 3, 1, 200, 81));
  // Some played with a hint or the coach: the line under the table says how many.
  rows[1].helped = 4;
  rows[3].helped = 1;
  fs.writeFileSync(path.join(data, IDENT, 'stats.json'), JSON.stringify({ format: 1, counted: [], rows }));
  await s.click('#btn-stats');
  await s.waitFind('.stats-table tr[data-level="hard"]');
  await s.waitFind('.stats-helped');
  await check('stats');
  await s.click('#stats .back');

  // Benelux: a hot-seat game played toward the chips until a player holding one chooses where
  // the tile comes from.
  const benelux = modes.find((m) => m === 'benelux');
  assert.ok(benelux, 'Benelux is playable');
  await s.click('#btn-new');
  await s.click(`#modes input[value="${benelux}"]`);
  await s.exec(() => {
    const kind = document.querySelectorAll('#seats .seat')[1].querySelector('select');
    kind.value = 'human';
    kind.dispatchEvent(new Event('change'));
    document.getElementById('opt-seed').value = '7';
  });
  await s.click('#btn-start');
  await waitFor('the Benelux game', () => s.exec((m) => !!window.tessera.view && window.tessera.view.mode === m, benelux), 20000);
  assert.deepEqual((await view()).seats.map((st) => st.kind), ['human', 'human'], 'a hot-seat game');
  let choosing = false;
  for (let i = 0; i < 40 && !choosing; i++) {
    // A human's turn, settled (not the phase of the move just made).
    await waitFor('a turn', () => s.exec(() => ['place', 'source', 'figure'].includes(window.tessera.phase) && !window.tessera.view.finished), 20000);
    const ph = await phase();
    if (ph === 'source') {
      choosing = true;
      break;
    }
    const turn = (await view()).turn;
    if (ph === 'place') await placeFirst(s, { towardChip: true });
    if ((await phase()) === 'figure') await press(s, '#btn-skip');
    await waitFor('the move', async () => (await view()).turn > turn);
  }
  assert.ok(choosing, 'a player holding a chip chooses where the tile comes from');
  await check('benelux-source');

  // Hunters & Gatherers: a hot-seat game, placing a tile, then choosing a figure.
  const hunters = modes.find((m) => m === 'hunters-gatherers');
  assert.ok(hunters, 'Hunters & Gatherers is playable');
  await s.click('#btn-menu');
  await s.click('#btn-new');
  await s.click(`#modes input[value="${hunters}"]`);
  await s.exec(() => {
    const kind = document.querySelectorAll('#seats .seat')[1].querySelector('select');
    kind.value = 'human';
    kind.dispatchEvent(new Event('change'));
    document.getElementById('opt-seed').value = '4';
  });
  await s.click('#btn-start');
  await waitFor('the Hunters & Gatherers game', () => s.exec((m) => !!window.tessera.view && window.tessera.view.mode === m, hunters), 20000);
  await waitFor('a turn', async () => (await phase()) === 'place', 20000);
  await check('hunters-place');
  await placeFirst(s, { figure: true });
  await waitFor('the figure step', async () => (await phase()) === 'figure');
  await check('hunters-figure');

  // The end of a game: AIs only, at once.
  await s.req('POST', s.s('/execute/async'), {
    script: `const done = arguments[arguments.length - 1];
      window.__TAURI__.core.invoke('new_game', { setup: { mode: arguments[0], options: {},
        players: [{ name: 'Ada', kind: 'ai', level: 'random' }, { name: 'Basil', kind: 'ai', level: 'random' }], seed: 5 } })
        .then((v) => { window.tessera.enterGame(v); done(true); }, (e) => done(String(e)));`,
    args: [modes[0]],
  });
  await waitFor('the game over', async () => (await phase()) === 'over', 180000, 250);
  await s.waitFind('#end:not(.hidden)');
  await check('end');

  // The finished game's replay, a move back from its end.
  await press(s, '#btn-end-replay');
  await waitFor('the replay viewer', () => s.exec(() => !!window.tessera.replay && window.tessera.replay.at > 0), 20000);
  await press(s, '#btn-replay-back');
  await waitFor('a move back', () => s.exec(() => window.tessera.replay.at < window.tessera.replay.moves));
  await check('replay');

  // Its review, complete, with its largest loss shown beside the better move.
  await press(s, '#btn-replay-review');
  await waitFor(
    'the review with a key moment',
    () => s.exec(() => {
      const r = window.tessera.review;
      return !!r && !!r.review && r.review.phase === 'done' && !!r.moment;
    }),
    120000,
    250,
  );
  await check('review');
}

/** Lay the tile in hand (clicks are fine here: this test checks what is shown, not the keys). */
export async function placeFirst(s, { towardChip = false, figure = false } = {}) {
  const target = await s.exec(
    (towardChip, figure) => {
      const t = window.tessera;
      const chips = (t.view.benelux && t.view.benelux.chips) || [];
      const dist = (p) => (chips.length ? Math.min(...chips.map((c) => Math.abs(c.x - p.x) + Math.abs(c.y - p.y))) : 0);
      let ps = t.view.placements.slice();
      if (towardChip) ps.sort((a, b) => dist(a) - dist(b));
      if (figure) ps = ps.filter((p) => p.options.some((o) => o.action === 'place')).concat(ps);
      const p = ps[0];
      t.preferRotation(p.rot);
      return t.board.cellInView(p.x, p.y);
    },
    towardChip,
    figure,
  );
  await s.clickAt(target[0], target[1]);
  await waitFor('a selected cell', () => s.exec(() => window.tessera.selected));
  await press(s, '#btn-confirm');
}

