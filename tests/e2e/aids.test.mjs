// End-to-end test of the board aids in the real app (harness.mjs; run by `cargo xtask e2e`): a
// saved hot-seat Classic game whose only tiles left are straight roads. The square north of the
// start tile (its city edge) is crossed out, the mouse over it says no tile fits, over the
// square west of it says 3 fit (with their picture); the start tile's city says it can never be
// completed; with one tile left for the other player the panel warns of the last turn; Settings
// turns the crosses off and on.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test aids.test.mjs
// E2E_SHOTS=dir saves screenshots of each step.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor, sleep } from './webdriver.mjs';
import { useApp } from './harness.mjs';
import { press, placeFirst } from './screens.mjs';

const app = useApp({ prefix: 'aids-' });
let s;

const phase = () => s.exec(() => window.tessera.phase);
const tip = () => s.exec(() => (document.getElementById('tip').classList.contains('hidden') ? '' : document.getElementById('tip').textContent));
const dead = () => s.exec(() => window.tessera.board.state.dead || []);

/** Hover the middle of board cell (x, y) and wait for the details to say `re`. */
async function hoverCell(x, y, re) {
  const [cx, cy] = await s.exec((x, y) => window.tessera.board.cellInView(x, y), x, y);
  await s.moveTo(cx, cy);
  await waitFor(`details matching ${re}`, async () => re.test(await tip()), 5000);
}

test('crosses on places no tile can fill, the tiles that fit a place, a doomed city, the last turn', { timeout: 240000 }, async () => {
  const record = {
    format: 3,
    mode: 'classic',
    options: {},
    players: [
      { name: 'Ada', kind: 'human' },
      { name: 'Bea', kind: 'human' },
    ],
    seed: 1,
    deck: ['U', 'U', 'U'],
    moves: [],
  };
  fs.mkdirSync(app.saves(), { recursive: true });
  fs.writeFileSync(path.join(app.saves(), 'roads-only.json'), JSON.stringify(record));
  s = await app.launch();
  await waitFor('Continue enabled', () => s.exec(() => !document.getElementById('btn-continue').disabled));
  await s.click('#btn-continue');
  await waitFor('the game', async () => (await phase()) === 'place', 20000);
  await waitFor('the cross north of the start tile', async () => JSON.stringify(await dead()) === JSON.stringify([{ x: 0, y: -1 }]));
  await app.shot('crossed');

  await hoverCell(0, -1, /No tile left fits here/);
  await hoverCell(-1, 0, /3 tiles left fit here/);
  assert.equal(await s.exec(() => document.querySelectorAll('#tip .tip-fits img').length), 1, 'one kind, drawn once');
  await app.shot('fits');

  // The start tile's city: its details say it can never be completed, and why.
  const city = await s.exec(() => {
    const start = window.tessera.view.board.find((t) => t.x === 0 && t.y === 0);
    const f = start.features.find((f) => f.kind === 'city');
    return window.tessera.featureToClient(0, 0, f.feat);
  });
  await s.moveTo(city[0], city[1]);
  await waitFor('the city can never be completed', async () => /can never be completed: no tile left fits at \(0,\s-1\)/.test(await tip()), 5000);
  await waitFor('the city outlined in the crosses\' colour', () => s.exec(() => window.tessera.outline.some((o) => o.kind === 'city' && o.never)));
  await app.shot('never');
  await s.moveTo(2, 2);

  // No warning yet: 2 tiles are left for 2 players. One move later, Bea has the last turn.
  assert.equal(await s.exec(() => document.getElementById('warn-line').classList.contains('hidden')), true);
  await placeFirst(s);
  await waitFor('the figure step or the next turn', async () => (await phase()) !== 'place' || (await s.exec(() => window.tessera.view.turn)) === 1);
  if ((await phase()) === 'figure') await press(s, '#btn-skip');
  await waitFor("Bea's turn", async () => (await s.exec(() => window.tessera.view.turn)) === 1 && (await phase()) === 'place');
  await waitFor('the last-turn warning', () => s.exec(() => /Your last turn: 1 tile is left for the others/.test(document.getElementById('warn-line').textContent)));
  await app.shot('warned');
  if (process.env.E2E_SHOTS) {
    // A look at phone size too (only when taking screenshots: a resize moves the board).
    await s.setWindow(360, 640);
    await sleep(500);
    await app.shot('warned-phone');
    await s.setWindow(1280, 800);
    await sleep(500);
  }

  // Settings turns the crosses off, and on again.
  await press(s, '#btn-menu');
  await press(s, '#btn-settings');
  await s.exec(() => document.getElementById('set-dead-marks').click());
  await waitFor('the setting off', () => s.exec(() => window.tessera.settings.showDeadMarks === false));
  await waitFor('no crosses', async () => (await dead()).length === 0);
  await s.exec(() => document.getElementById('set-dead-marks').click());
  await waitFor('the setting on', () => s.exec(() => window.tessera.settings.showDeadMarks === true));
  await waitFor('the cross back', async () => (await dead()).length === 1);
});
