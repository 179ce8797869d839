// End-to-end test of the log in the real app (harness.mjs): in a Classic game against the AI,
// a move that only lays a tile (no figure, no score) gets its line in words, newest first:
// "Turn 1 · Ada laid a city corner with a road curve at (2, −1)", the tile named by what it
// shows as the tile in hand was ("Tile: city corner with a road curve"; its catalog code only
// in the tooltip), never by its code; the AI's answer stands above it; on a phone the line is in
// the sheet. In German the same line is in German words.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test log.test.mjs
// E2E_SHOTS=dir saves screenshots.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from './webdriver.mjs';
import { press, placeFirst } from './screens.mjs';
import { useApp } from './harness.mjs';
import { inPage, newClassic } from './inpage.mjs';

const app = useApp();
const shot = app.shot;
let s;

const phase = () => s.exec(() => window.tessera.phase);
const lines = () => s.exec(() => [...document.querySelectorAll('#log li')].map((li) => li.textContent.trim()));
const escape = (x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a move that only lays a tile has its log line, newest first, naming the tile in words', { timeout: 180000 }, async () => {
  s = await app.launch();
  await s.exec(() => (window.tessera.settings.speed = 'instant'));
  await inPage(s, `${newClassic(21)} window.tessera.enterGame(v);`);
  await waitFor('the first turn', async () => (await phase()) === 'place', 20000);

  // The tile in hand is named by what it shows; its code is only in the tooltip.
  const code = await s.exec(() => window.tessera.view.hand);
  const label = await s.text('#hand-label');
  const name = label.replace(/^Tile: /, '');
  assert.notEqual(name, label, `the label names the tile: ${label}`);
  assert.match(name, /^[a-z][a-z -]+$/, `in words: ${label}`);
  assert.ok(!label.split(/[^\w-]+/).includes(code), `no code in ${label}`);
  assert.equal(await s.exec(() => document.getElementById('hand-label').title), code);

  // Lay it with no figure: no figure, no score, a line all the same.
  await placeFirst(s);
  await waitFor('the figure step', async () => (await phase()) !== 'place', 10000);
  if ((await phase()) === 'figure') await press(s, '#btn-skip');
  await waitFor('the line of the tile laid', async () => (await lines()).some((l) => l.includes('Ada laid')), 20000);
  const mine = (await lines()).find((l) => l.includes('Ada laid'));
  assert.match(mine, new RegExp(`^Turn 1 · Ada laid (a |an )?${escape(name)} at \\(−?\\d+,\\s−?\\d+\\)$`), mine);
  assert.ok(!mine.split(/[^\w-]+/).includes(code), `no code in ${mine}`);
  const view = await s.exec(() => window.tessera.view);
  const turn1 = view.log.filter((e) => e.turn === 1).map((e) => e.event);
  assert.deepEqual(turn1, ['tile_placed'], 'the move laid a tile and did nothing else');

  // The AI answers; its line comes above (the newest at the top).
  await waitFor('the AI’s line', async () => (await lines()).some((l) => l.startsWith('Turn 2 · Bot laid')), 30000);
  const all = await lines();
  assert.ok(all.findIndex((l) => l.startsWith('Turn 2 · Bot laid')) < all.indexOf(mine), all.join('\n'));
  assert.equal(all[0].startsWith('Turn 1'), false, 'the newest line is at the top');
  await shot('log-desktop');

  // On a phone the log is in the sheet, the line in it.
  await s.setWindow(360, 640);
  await waitFor('the sheet button', () => s.exec(() => getComputedStyle(document.getElementById('btn-sheet')).display !== 'none'), 5000);
  await press(s, '#btn-sheet');
  await waitFor('the line in the open sheet', () =>
    s.exec((mine) => {
      const li = [...document.querySelectorAll('#log li')].find((li) => li.textContent.trim() === mine);
      if (!li || !document.getElementById('sheet').classList.contains('open')) return false;
      li.scrollIntoView({ block: 'nearest' });
      const r = li.getBoundingClientRect();
      return r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight && getComputedStyle(li).visibility === 'visible';
    }, mine),
  10000);
  await shot('log-phone');
  await press(s, '#btn-sheet-close');
  await s.setWindow(1280, 800);

  // In German the same line in German words (the catalog's names follow the language).
  await inPage(s, `await window.tessera.setLanguage('de'); return 1;`);
  await waitFor('the German line', async () => (await lines()).some((l) => /^Zug 1 · Ada legt ein Plättchen an \(−?\d+,\s−?\d+\): \S/.test(l)), 10000);
  const de = (await lines()).find((l) => l.startsWith('Zug 1 · Ada'));
  assert.ok(!de.split(/[^\w-]+/).includes(code), `no code in ${de}`);
  assert.match(await s.text('#hand-label'), /^Plättchen: /);
  await shot('log-german');
  await inPage(s, `await window.tessera.setLanguage('en'); return 1;`);
});
