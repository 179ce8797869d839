// End-to-end test of the guided tutorial in the real app (harness.mjs; run by `cargo xtask e2e`).
// First by mouse: the first start offers the tutorial on the menu; each step of the Classic
// tutorial is shown in its box (and said in the live region), points at its square or button,
// and waits: the tile put on the one glowing square, turned, laid, a follower put on the road
// (a wrong choice gets a nudge and changes nothing), Ada's answer, the farmer, the city scored at
// once, the monastery; Back takes the moves back to a turn's start and Skip does a step for the
// player; the last tiles played freely, the end dialog closes with the tutorial's words (no
// replay nor review: it is not saved), and the menu no longer offers it. Then by keyboard alone:
// the Learn to play screen, and the whole tutorial with Tab, Enter, the arrows and R.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test tutorial.test.mjs
// E2E_SHOTS=dir saves screenshots of each step.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { waitFor, KEY } from './webdriver.mjs';
import { useApp } from './harness.mjs';
import { press } from './screens.mjs';

const app = useApp({ prefix: 'tutorial-' });
let s;

const tut = () => s.exec(() => window.tessera.tutorial);
const phase = () => s.exec(() => window.tessera.phase);
const shown = (id) => s.exec((id) => !document.getElementById(id).classList.contains('hidden'), id);
const boxText = () => s.exec(() => document.getElementById('tut-text').textContent);
const movesMade = () => s.exec(() => window.tessera.view.log.filter((e) => e.event === 'tile_placed' && e.player === 0).length);

/** Wait until the tutorial shows step `id`. */
async function atStep(id, timeout = 20000) {
  try {
    await waitFor(`tutorial step ${id}`, async () => {
      const t = await tut();
      return t && t.id === id;
    }, timeout);
  } catch (e) {
    throw new Error(`${e.message}: ${await state()}`);
  }
}

/** The scripted move of the player's turn now. */
const scripted = () => s.exec(() => window.tessera.tutorial.script[window.tessera.view.log.filter((e) => e.event === 'tile_placed' && e.player === 0).length]);

/** Click the middle of board cell (x, y). */
async function clickCell(x, y) {
  const [cx, cy] = await s.exec((x, y) => window.tessera.board.cellInView(x, y), x, y);
  await s.clickAt(cx, cy);
}

/** The index of the figure option the scripted move `mv` names, at the figure step. */
const optionOf = (mv) =>
  s.exec((mv) => {
    const t = window.tessera;
    const p = t.view.placements.find((q) => q.x === t.selected.x && q.y === t.selected.y && q.rot === t.selected.rot);
    return p.options.findIndex((o) => (mv.figure ? o.action === 'place' && o.figure === mv.figure.kind && (o.at === mv.figure.at || (o.locs || []).includes(mv.figure.at)) : o.action === 'none'));
  }, mv);

/** The step's words said in the live region. */
async function heard(re) {
  await waitFor(`the live region saying ${re}`, () => s.exec((src) => [...document.querySelectorAll('#announce p')].some((p) => new RegExp(src).test(p.textContent)), re.source));
}

/** By mouse: lay the scripted tile (its square, Confirm) and choose its figure in the panel. */
async function mouseTurn(layStep, moveStep) {
  await atStep(layStep);
  const mv = await scripted();
  assert.deepEqual(await s.exec(() => window.tessera.board.state.pointAt), { x: mv.x, y: mv.y }, `${layStep} points at its square`);
  await clickCell(mv.x, mv.y);
  await waitFor('selected', () => s.exec(() => !!window.tessera.selected));
  await press(s, '#btn-confirm');
  await atStep(moveStep);
  await waitFor('the figure step', async () => (await phase()) === 'figure');
  const i = await optionOf(mv);
  await press(s, `#options button[data-option="${i}"]`);
}

/** What the page says of the tutorial when a wait fails (for the failure's message). */
export const state = () => s.exec(() => JSON.stringify({ t: window.tessera.tutorial && { ...window.tessera.tutorial, script: undefined }, phase: window.tessera.phase, selected: window.tessera.selected }));

test('the Classic tutorial by mouse: offered at the first start, every step waits for its action, Back and Skip', { timeout: 280000 }, async () => {
  s = await app.launch();
  assert.equal(await shown('tutorial-offer'), true, 'the first start offers the tutorial');
  await app.shot('offer');
  await s.click('#btn-offer-start');
  await atStep('welcome');
  assert.match(await s.exec(() => document.getElementById('tut-count').textContent), /Step 1 of 16/);
  assert.match(await boxText(), /You play against Ada/);
  await heard(/Step 1 of 16: Welcome!/);
  assert.equal(await s.exec(() => document.getElementById('hand').classList.contains('tut-point')), true, 'the tile in hand is pointed at');
  assert.equal(await shown('btn-undo'), false, 'no Undo: the tutorial has Back');
  assert.equal(await shown('btn-hint'), false, 'no hint');
  await app.shot('welcome');
  await s.click('#btn-tut-next');

  // One glowing square: the script's.
  await atStep('place');
  assert.deepEqual(await s.exec(() => [...window.tessera.board.state.legal.keys()]), ['1,0']);
  await app.shot('place');
  await clickCell(1, 0);
  await atStep('rotate');
  // Laid before it is turned: a nudge, and nothing is played.
  await press(s, '#btn-confirm');
  await waitFor('the nudge to turn', async () => /turn the tile first/.test(await s.exec(() => document.getElementById('tut-nudge').textContent)));
  assert.equal(await phase(), 'place');
  await app.shot('nudge');
  await clickCell(1, 0); // a second click turns it
  await atStep('lay');
  assert.equal(await s.exec(() => document.getElementById('btn-confirm').classList.contains('tut-point')), true);
  await press(s, '#btn-confirm');
  await atStep('road');
  // The field instead of the road: a nudge.
  const field = await s.exec(() => [...document.querySelectorAll('#options button')].findIndex((b) => b.dataset.feature === 'field'));
  await press(s, `#options button[data-option="${field}"]`);
  await waitFor('the nudge to choose the spot', async () => /Choose the spot/.test(await s.exec(() => document.getElementById('tut-nudge').textContent)));
  assert.equal(await movesMade(), 0);
  await app.shot('road');
  const road = await optionOf((await tut()).script[0]);
  await press(s, `#options button[data-option="${road}"]`);
  await atStep('opponent');
  await atStep('farmer-lay', 30000);
  assert.equal(await s.exec(() => window.tessera.view.turn), 2, 'Ada has played');

  // Back from the farmer's figure step: to this turn's start, then to the first turn's (the
  // move taken back); Skip then does each step of it for the player.
  const mv1 = await scripted();
  await clickCell(mv1.x, mv1.y);
  await press(s, '#btn-confirm');
  await atStep('farmer');
  await s.click('#btn-tut-back');
  await atStep('farmer-lay');
  assert.equal(await phase(), 'place');
  await s.click('#btn-tut-back');
  await atStep('place');
  await waitFor('the first move taken back', async () => (await movesMade()) === 0 && (await phase()) === 'place');
  // (The tile turned before is still preferred turned: choosing its place may already do the
  // turning step, which then goes by.)
  for (let n = 0; n < 6 && (await tut()).id !== 'opponent' && (await tut()).id !== 'farmer-lay'; n++) {
    const before = (await tut()).step;
    await press(s, '#btn-tut-skip');
    await waitFor('the next step, done', async () => (await tut()).step > before && !(await tut()).busy);
  }
  await atStep('farmer-lay', 30000);
  assert.equal(await movesMade(), 1, 'Skip played the scripted move');

  await mouseTurn('farmer-lay', 'farmer');
  await atStep('opponent-again');
  await mouseTurn('city-lay', 'city');
  await atStep('scored');
  assert.equal(await s.exec(() => window.tessera.view.players[0].score), 4, 'the city scored 4 at once');
  assert.equal(await s.exec(() => document.getElementById('players').classList.contains('tut-point')), true);
  await app.shot('scored');
  await waitFor("Ada's move made", async () => (await phase()) === 'place', 30000);
  await press(s, '#btn-tut-next');
  await mouseTurn('monastery-lay', 'monastery');

  // The rest freely: any square glows again.
  await atStep('free', 30000);
  for (let n = 0; n < 20 && !(await s.exec(() => window.tessera.view.finished)); n++) {
    await waitFor('the player to act or the end', async () => (await phase()) === 'place' || (await phase()) === 'over', 30000);
    if ((await phase()) === 'over') break;
    assert.ok((await s.exec(() => window.tessera.board.state.legal.size)) > 1, 'free play');
    const p = await s.exec(() => window.tessera.view.placements[0]);
    await s.exec((r) => window.tessera.preferRotation(r), p.rot);
    await clickCell(p.x, p.y);
    await press(s, '#btn-confirm');
    if ((await phase()) === 'figure') await press(s, '#btn-skip');
  }
  await waitFor('the end dialog', () => shown('end'), 30000);
  assert.match(await s.exec(() => document.getElementById('end-note').textContent), /ready for a real game/);
  assert.equal(await shown('btn-end-replay'), false, 'no replay: the tutorial is not saved');
  assert.equal(await shown('btn-end-review'), false);
  await app.shot('end');
  await s.click('#btn-end-menu');
  await waitFor('the menu', () => shown('menu'));
  assert.equal(await shown('tutorial-offer'), false, 'done: no longer offered');
  assert.equal(await s.exec(() => document.getElementById('btn-continue').disabled), true, 'nothing to continue: not saved');
  assert.equal(fs.existsSync(app.saves()) ? fs.readdirSync(app.saves()).filter((f) => f.endsWith('.json')).length : 0, 0);
  if (process.env.E2E_SHOTS) {
    await s.click('#btn-learn');
    await waitFor('the Learn screen', () => shown('learn'));
    await app.shot('learn');
  }
  await app.quit();
});

test('the Classic tutorial by keyboard alone, from the Learn to play screen', { timeout: 280000 }, async () => {
  await app.quit();
  s = await app.launch();
  const focusedIs = (css) => s.exec((css) => !!document.activeElement && document.activeElement.matches(css), css);
  const tabTo = async (css, back = false) => {
    for (let i = 0; i < 40 && !(await focusedIs(css)); i++) await s.keys(back ? [KEY.shift, KEY.tab] : KEY.tab);
    assert.ok(await focusedIs(css), `Tab reaches ${css}`);
  };
  await tabTo('#btn-learn');
  await s.keys(KEY.enter);
  await waitFor('the Learn screen', () => shown('learn'));
  await tabTo('#learn-list button[data-mode="classic"]');
  await s.keys(KEY.enter);
  await atStep('welcome');
  await tabTo('#btn-tut-next');
  await s.keys(KEY.enter);
  await atStep('place');
  // Next went away: the focus is back on the board.
  await waitFor('the board focused', () => focusedIs('#board'));

  /** One scripted turn by keys: the arrows choose the square, R turns until the script's
   * rotation, Enter lays, the arrows choose the figure's spot, Enter places it. */
  const keyTurn = async () => {
    const mv = await scripted();
    await s.keys(KEY.right);
    try {
      await waitFor('selected', () => s.exec(() => !!window.tessera.selected));
    } catch (e) {
      throw new Error(`${e.message}: ${await state()} focus ${await s.exec(() => document.activeElement && document.activeElement.id)}`);
    }
    for (let i = 0; i < 4 && (await s.exec(() => window.tessera.selected.rot)) !== mv.rot; i++) await s.keys('r');
    await s.keys(KEY.enter);
    await waitFor('the figure step', async () => (await phase()) === 'figure');
    const want = await optionOf(mv);
    for (let i = 0; i < 12 && (await s.exec(() => window.tessera.optionIndex)) !== want; i++) await s.keys(KEY.right);
    await s.keys(KEY.enter);
    await waitFor('the move made', async () => (await movesMade()) > 0 && (await phase()) !== 'figure');
  };
  await keyTurn();
  await atStep('farmer-lay', 30000);
  await waitFor('the board focused', () => focusedIs('#board'));
  await keyTurn();
  await atStep('city-lay', 30000);
  await keyTurn();
  await atStep('scored');
  await waitFor("Ada's move made", async () => (await phase()) === 'place', 30000);
  await tabTo('#btn-tut-next');
  await s.keys(KEY.enter);
  await atStep('monastery-lay', 30000);
  await tabTo('#board', true);
  await keyTurn();
  await atStep('free', 30000);
  for (let n = 0; n < 20; n++) {
    await waitFor('the player to act or the end', async () => (await phase()) === 'place' || (await phase()) === 'over', 30000);
    if ((await phase()) === 'over') break;
    if (!(await focusedIs('#board'))) await tabTo('#board', true);
    await s.keys(KEY.right, KEY.enter);
    await waitFor('laid', async () => (await phase()) !== 'place');
    if ((await phase()) === 'figure') await s.keys('s');
  }
  await waitFor('the end dialog', () => shown('end'), 30000);
  assert.match(await s.exec(() => document.getElementById('end-note').textContent), /ready for a real game/);
  assert.ok(await focusedIs('#btn-end-menu'));
  await s.keys(KEY.enter);
  await waitFor('the menu', () => shown('menu'));
  await app.quit();
});

test('the Hunters & Gatherers and Benelux starts, stepped through with Skip and Next, then left', { timeout: 200000 }, async () => {
  await app.quit();
  s = await app.launch();
  for (const mode of ['hunters-gatherers', 'benelux']) {
    await s.click('#btn-learn');
    await waitFor('the Learn screen', () => shown('learn'));
    await s.click(`#learn-list button[data-mode="${mode}"]`);
    await waitFor(`the ${mode} tutorial`, async () => (await tut()) && (await s.exec(() => window.tessera.view.mode)) === mode);
    const script = (await tut()).script.length;
    for (let n = 0; n < 40 && (await tut()).wait !== 'over'; n++) {
      const t = await tut();
      // Ada's turn: nothing to skip, it goes by itself.
      if (t.wait === 'ai') {
        await waitFor('the player to act', async () => (await tut()).step !== t.step, 30000);
        continue;
      }
      if (t.id === 'source' || t.id === 'bonus') await app.shot(`${mode}-${t.id}`);
      await press(s, t.wait === 'next' ? '#btn-tut-next' : '#btn-tut-skip');
      await waitFor('the next step, done', async () => (await tut()).step > t.step && !(await tut()).busy, 30000);
    }
    assert.equal((await tut()).wait, 'over', `${mode}: to the free play`);
    assert.equal(await movesMade(), script, `${mode}: every scripted move made`);
    await app.shot(`${mode}-free`);
    await press(s, '#btn-tut-leave');
    await waitFor('the menu', () => shown('menu'));
    assert.equal(await tut(), null, 'left');
  }
});

test('on a phone the square a step points at is shown below the box, not under it', { timeout: 120000 }, async () => {
  await app.quit();
  s = await app.launch();
  await s.setWindow(360, 640);
  await s.click('#btn-learn');
  await waitFor('the Learn screen', () => shown('learn'));
  await s.click('#learn-list button[data-mode="classic"]');
  await atStep('welcome');
  await press(s, '#btn-tut-next');
  await atStep('place');
  const clear = () =>
    s.exec(() => {
      const b = window.tessera.board;
      const p = b.state.pointAt;
      const box = document.getElementById('tutorial').getBoundingClientRect();
      const c = b.canvas.getBoundingClientRect();
      const [sx, sy] = b.toScreen(p.x, p.y);
      const s = b.cam.scale;
      const top = c.top + sy;
      return { clear: top >= box.bottom && top + s <= c.bottom && c.left + sx >= c.left && sx + s <= c.width, top, box: box.bottom };
    });
  await waitFor('the pointed square below the box', async () => (await clear()).clear, 5000).catch(async (e) => {
    throw new Error(`${e.message}: ${JSON.stringify(await clear())}`);
  });
  await app.shot('phone-place');
  // It is the square to play: the tile goes there.
  const mv = await scripted();
  await clickCell(mv.x, mv.y);
  await waitFor('selected', () => s.exec(() => !!window.tessera.selected));
  await atStep('rotate');
  await s.setWindow(1280, 800);
});
