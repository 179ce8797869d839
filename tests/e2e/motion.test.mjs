// End-to-end test of motion in the real app (harness.mjs): at the slow animation
// speed the AI's answer is shown by a timeline (its tile travelling to its cell) while the turn is
// already the player's (controls live, the next places glowing), and a click on a glowing cell
// finishes it at once and chooses that cell; at the Instant speed no timeline plays at all.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test motion.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from './webdriver.mjs';
import { placeFirst } from './screens.mjs';
import { useApp } from './harness.mjs';
import { inPage, newClassic } from './inpage.mjs';

const app = useApp();
let s;

const phase = () => s.exec(() => window.tessera.phase);
const motion = () => s.exec(() => window.tessera.motion);

test('the AI move plays as motion, a click finishes it at once, and Instant plays none', { timeout: 180000 }, async () => {
  s = await app.launch();
  // The speed as Settings sets it (the controller reads it at each AI move).
  await s.exec(() => (window.tessera.settings.speed = 'slow'));
  await inPage(s, `${newClassic(31)} window.tessera.enterGame(v);`);
  await waitFor('the first turn', async () => (await phase()) === 'place', 20000);

  await placeFirst(s);
  if ((await phase()) === 'figure') await s.click('#btn-skip');
  // The AI's answer: its tile travels to its cell, and while it travels the turn is already the
  // player's: the controls are live and the places the next tile fits glow (each poll one read,
  // so that the motion cannot move on between its parts).
  const during = await waitFor(
    "the player's turn while the AI tile travels",
    () =>
      s.exec(() => {
        const t = window.tessera;
        const p = t.view.placements[0];
        const state = {
          running: t.motion.running,
          phase: t.phase,
          hintDisabled: document.getElementById('btn-hint').disabled,
          cell: p ? t.board.cellToClient(p.x, p.y) : null,
        };
        return t.motion.live.includes('tile') && t.phase === 'place' ? state : null;
      }),
    20000,
    20,
  );
  assert.equal(during.running, true);
  assert.equal(during.hintDisabled, false, 'the hint is not held back by the motion');
  // A click on a glowing cell finishes the motion at once and chooses that cell.
  await s.clickAt(during.cell[0], during.cell[1]);
  const after = await motion();
  assert.equal(after.running, false, `a click finishes the motion: ${JSON.stringify(after)}`);
  await waitFor('the cell chosen by that click', () => s.exec(() => !!window.tessera.selected), 5000);
  const chosenTurn = await s.exec(() => window.tessera.view.turn);
  await s.click('#btn-confirm');
  await waitFor('the tile laid', async () => (await s.exec(() => window.tessera.view.turn)) > chosenTurn || (await phase()) === 'figure', 10000);
  if ((await phase()) === 'figure') await s.click('#btn-skip');
  await waitFor('the next turn', async () => (await phase()) === 'place' && (await s.exec(() => window.tessera.view.turn)) >= chosenTurn + 2, 20000);

  // Instant: the next move and the AI's answer play no timeline.
  await s.exec(() => (window.tessera.settings.speed = 'instant'));
  const played = (await motion()).played;
  const turn = await s.exec(() => window.tessera.view.turn);
  await placeFirst(s);
  if ((await phase()) === 'figure') await s.click('#btn-skip');
  await waitFor('the AI answered', async () => (await phase()) === 'place' && (await s.exec(() => window.tessera.view.turn)) >= turn + 2, 20000);
  assert.equal((await motion()).played, played, 'no timeline at the Instant speed');
});
