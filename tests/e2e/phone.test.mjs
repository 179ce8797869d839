// The app at a phone's and a tablet's sizes, in the real webview (harness.mjs, as
// a11y.test.mjs): a portrait phone (360 × 640), a landscape phone (844 × 390) and a tablet
// (1024 × 768). At each size every screen is walked (tests/e2e/screens.mjs) and on each no
// control may be cut off, stick out of the window or overlap another (tests/e2e/layout.mjs).
// At the phone sizes the game's buttons must be touch targets of at least 44 × 44 CSS pixels,
// the board must take most of the screen, and the sheet (ui/game/sheet.js) must show the log
// and the remaining tiles and close by its button, Esc, a tap outside it and a downward swipe
// on its handle (touch pointer events dispatched from a script: WebKitGTK's driver turns touch
// actions into mouse input).
//   APP_BINARY=target/debug/tessera-app xvfb-run -a -s "-screen 0 1400x900x24" node --test phone.test.mjs
// A screenshot of each screen at each size (phone-<w>x<h>-<screen>.png) is saved in
// target/e2e-shots/, or in E2E_SHOTS=dir.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor, sleep, KEY } from './webdriver.mjs';
import { walkScreens } from './screens.mjs';
import { layoutProblems, offWindow } from './layout.mjs';
import { useApp } from './harness.mjs';

const SHOTS = process.env.E2E_SHOTS || fileURLToPath(new URL('../../target/e2e-shots', import.meta.url));
/** The window's smallest size (tauri.conf.json): a size below it comes out at it. */
const CONF = JSON.parse(fs.readFileSync(new URL('../../src-tauri/tauri.conf.json', import.meta.url), 'utf8')).app.windows[0];
/** Width, height and whether it is a phone (the layout with the sheet). */
const SIZES = [
  [360, 640, true],
  [844, 390, true],
  [1024, 768, false],
];

const app = useApp();
const shot = app.shot;
let s;

const inner = () => s.exec(() => [window.innerWidth, window.innerHeight]);

/** A fresh app whose page is `w` × `h` CSS pixels (the window's frame, if any, made up for). */
async function launch(w0, h0) {
  const [w, h] = [Math.max(w0, CONF.minWidth || 0), Math.max(h0, CONF.minHeight || 0)];
  await app.quit();
  s = await app.launch(w, h);
  let [iw, ih] = await inner();
  if (iw !== w || ih !== h) {
    await s.setWindow(w + (w - iw), h + (h - ih));
    await waitFor(`a ${w} × ${h} page`, async () => {
      [iw, ih] = await inner();
      return iw === w && ih === h;
    }, 5000).catch(() => {});
  }
  assert.deepEqual(await inner(), [w, h], `the page is ${w} × ${h} CSS pixels`);
  await s.exec(() => (window.tessera.settings.speed = 'instant'));
  return [w, h];
}

const sheetOpen = () => s.exec(() => document.getElementById('sheet').classList.contains('open'));

/** The game's buttons (bar, dock, figure options, sources) narrower or lower than 44 px. */
const smallTargets = () =>
  s.exec(() =>
    [...document.querySelectorAll('#game button, #hand')]
      .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.hidden'))
      .map((e) => [e.id || e.dataset.option || e.textContent.trim().slice(0, 20), e.getBoundingClientRect()])
      .filter(([, r]) => r.width < 44 - 0.5 || r.height < 44 - 0.5)
      .map(([n, r]) => `${n} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );

/** A swipe of `dy` pixels down the sheet's handle by a finger (touch pointer events). */
const swipe = (dy) =>
  s.exec((dy) => {
    const h = document.querySelector('#sheet .sheet-handle');
    const r = h.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const ev = (type, y2) => h.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y2, buttons: type === 'pointerup' ? 0 : 1 }));
    ev('pointerdown', y);
    for (let i = 1; i <= 4; i++) ev('pointermove', y + (dy * i) / 4);
    ev('pointerup', y + dy);
  }, dy);

/** Open the sheet by its button and check what it shows. */
async function openSheet(tag, shot) {
  await s.click('#btn-sheet');
  await waitFor('the sheet open', sheetOpen);
  // Its slide: 300 ms, longer on a loaded machine; judged once it is in view or after 5 s.
  const look = () => s.exec(() => {
    const W = window.innerWidth;
    const H = window.innerHeight;
    const inView = (e) => {
      const r = e.getBoundingClientRect();
      return getComputedStyle(e).visibility === 'visible' && r.width > 0 && r.height > 0 && r.left >= -1 && r.right <= W + 1 && r.top >= -1 && r.top < H;
    };
    const sheet = document.getElementById('sheet');
    return {
      log: inView(document.getElementById('log')) && document.querySelectorAll('#log li').length > 0,
      remaining: inView(document.getElementById('remaining')) && document.querySelectorAll('#remaining .rt img').length > 0,
      close: inView(document.getElementById('btn-sheet-close')),
      dialog: sheet.getAttribute('role') === 'dialog' && sheet.getAttribute('aria-modal') === 'true',
      focus: document.activeElement && document.activeElement.id,
      boardInert: document.querySelector('#game .board-wrap').inert,
    };
  });
  let seen = await look();
  for (let i = 0; i < 50 && !(seen.log && seen.remaining && seen.close); i++) {
    await sleep(100);
    seen = await look();
  }
  assert.deepEqual(seen, { log: true, remaining: true, close: true, dialog: true, focus: 'btn-sheet-close', boardInert: true }, `${tag}: the sheet shows the log and the remaining tiles`);
  await shot();
}

/** The sheet at a phone size: opened, seen, and closed each way. */
async function sheetWays(tag, shot, [w, h]) {
  const ph = await s.exec(() => window.tessera.phase);
  await openSheet(tag, shot);
  await s.click('#btn-sheet-close');
  await waitFor('closed by its button', async () => !(await sheetOpen()));
  assert.equal(await s.exec(() => document.activeElement.id), 'btn-sheet', `${tag}: the focus goes back to the sheet's button`);
  assert.equal(await s.exec(() => document.querySelector('#game .board-wrap').inert), false, `${tag}: the board is live again`);

  await openSheet(tag, async () => {});
  await s.key(KEY.escape);
  await waitFor('closed by Esc', async () => !(await sheetOpen()));

  // A tap outside: on the backdrop, over the board (it lays no tile).
  await openSheet(tag, async () => {});
  const [x, y] = w > h ? [20, h / 2] : [w / 2, 60];
  await s.clickAt(x, y);
  await waitFor('closed by a tap outside', async () => !(await sheetOpen()));
  assert.deepEqual(await s.exec(() => [window.tessera.phase, window.tessera.selected]), [ph, null], `${tag}: the tap outside did nothing on the board`);

  // A short swipe lets it go back; a long one closes it.
  await openSheet(tag, async () => {});
  await swipe(20);
  await sleep(300);
  assert.equal(await sheetOpen(), true, `${tag}: a short swipe leaves the sheet open`);
  await swipe(140);
  await waitFor('closed by a swipe down its handle', async () => !(await sheetOpen()));
  await sleep(300);
}

for (const [w, h, phone] of SIZES) {
  test(`${w} × ${h}: every screen fits${phone ? ', touch targets of 44 px and the sheet' : ''}`, async () => {
    const size = await launch(w, h);
    if (size[1] !== h) console.log(`# ${w} × ${h} comes out at ${size.join(' × ')}: tauri.conf.json's minHeight`);
    const problems = [];
    const measures = [];
    let sheetDone = false;
    const shot = async (name) => {
      if (!SHOTS) return;
      fs.mkdirSync(SHOTS, { recursive: true });
      await sleep(150);
      fs.writeFileSync(path.join(SHOTS, `phone-${w}x${h}-${name}.png`), await s.screenshot());
    };
    const check = async (name) => {
      await shot(name);
      for (const p of await s.exec(layoutProblems)) problems.push(`${name}: ${p}`);
      for (const p of await s.exec(offWindow)) problems.push(`${name}: ${p}`);
      const inGame = await s.exec(() => !document.getElementById('game').classList.contains('hidden') && document.getElementById('end').classList.contains('hidden'));
      if (!inGame) return;
      const board = await s.exec(() => {
        const r = document.querySelector('#game .board-wrap').getBoundingClientRect();
        return (r.width * r.height) / (window.innerWidth * window.innerHeight);
      });
      measures.push(`${name}: board ${Math.round(board * 100)}% of the screen`);
      if (!phone) return;
      assert.ok(board >= 0.5, `${name}: the board takes most of the screen (${Math.round(board * 100)}%)`);
      for (const t of await smallTargets()) problems.push(`${name}: ${t} is smaller than 44 × 44`);
      // With moves in the log: where a Benelux player chooses the tile's source.
      if (!sheetDone && name === 'benelux-source') {
        sheetDone = true;
        await sheetWays(`${w}×${h}`, () => shot(`${name}-sheet`), size);
      }
    };
    await walkScreens(s, { check, data: app.data });
    if (phone) assert.ok(sheetDone, 'the sheet was tried');
    else assert.equal(await s.exec(() => getComputedStyle(document.getElementById('btn-sheet')).display), 'none', 'no sheet at a tablet size: the side panel shows all');
    console.log(`# ${w}×${h}: ${measures.join('; ')}`);
    assert.deepEqual(problems, [], `layout problems at ${w} × ${h}:\n${problems.join('\n')}`);
  });
}
