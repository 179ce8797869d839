// End-to-end tests in the real app: the debug binary (ui/ embedded) driven through
// tauri-driver and WebKitWebDriver, under Xvfb. Run by `cargo xtask e2e` / `cargo xtask test`:
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test app.test.mjs
// Each run uses a fresh data folder (XDG_DATA_HOME) and stops the driver at the end.
// E2E_SHOTS=dir saves screenshots of each step.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor, sleep } from './webdriver.mjs';
import { useApp } from './harness.mjs';

const app = useApp();
const shot = app.shot;
let s;
const saved = {};

/** The pid of the app instance of this run: the `tessera-app` whose XDG_DATA_HOME is ours. */
function appPid() {
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() !== 'tessera-app') continue;
      const env = fs.readFileSync(`/proc/${d}/environ`, 'utf8').split('\0');
      if (env.includes(`XDG_DATA_HOME=${app.data}`)) return Number(d);
    } catch {
      // the process ended meanwhile
    }
  }
  return null;
}

const phase = () => s.exec(() => window.tessera.phase);
const view = () => s.exec(() => {
  const v = window.tessera.view;
  return { id: v.id, turn: v.turn, tiles: v.board.length, last: v.last_move, log: v.log, current: v.current, figures: v.board.flatMap((t) => t.figures) };
});

async function placeTileAndFollower() {
  // Click a glowing cell where the tile can take a follower, then confirm it.
  const target = await s.exec(() => {
    const t = window.tessera;
    const p = t.view.placements.find((p) => p.options.some((o) => o.action === 'place'));
    t.preferRotation(p.rot);
    const [x, y] = t.board.cellInView(p.x, p.y);
    return { x, y, cell: [p.x, p.y], rot: p.rot };
  });
  await s.clickAt(target.x, target.y);
  const sel = await waitFor('a selected cell', () => s.exec(() => window.tessera.selected));
  assert.deepEqual([sel.x, sel.y, sel.rot], [...target.cell, target.rot]);
  await shot('03-tile-selected');
  await s.click('#btn-confirm');
  await waitFor('the figure step', async () => (await phase()) === 'figure');
  await shot('04-figure-step');
  await s.click('#options button[data-action="place"]');

}

test('a game against the AI: tiles and a follower placed through the UI, the AI answers', async () => {
  s = await app.launch();
  await shot('01-menu');
  assert.equal(await s.exec(() => document.getElementById('btn-continue').disabled), true);
  await s.click('#btn-new');
  await s.waitFind('#seats .seat');
  // The mode picker: the playable modes can be chosen, the others are shown disabled.
  const modes = await s.exec(() => {
    const info = window.tessera.info;
    return {
      info: info.modes.map((m) => [m.id, m.available]),
      radios: [...document.querySelectorAll('#modes input[name="mode"]')].map((r) => [r.value, !r.disabled, r.checked]),
      catalog: (info.catalogs[info.modes.find((m) => m.available).id] || []).length,
    };
  });
  assert.deepEqual(modes.radios.map(([id, enabled]) => [id, enabled]), modes.info, 'every mode listed, only the available ones enabled');
  assert.equal(modes.radios.filter(([, , checked]) => checked).length, 1, 'one mode chosen');
  assert.ok(modes.catalog > 0, 'the catalog of the playable mode');
  // Start game is in view at 1280 × 800 without scrolling, whichever mode's options are shown
  // (the form scrolls between its heading and the foot that holds the button).
  for (const [id, enabled] of modes.radios) {
    if (!enabled) continue;
    await s.click(`#modes input[value="${id}"]`);
    const start = await s.exec(() => {
      const r = document.getElementById('btn-start').getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { w: innerWidth, h: innerHeight, top: Math.round(r.top), bottom: Math.round(r.bottom), hit: hit && hit.id, scrolled: document.querySelector('#newgame .page').scrollTop };
    });
    assert.deepEqual([start.w, start.h], [1280, 800]);
    assert.ok(start.top >= 0 && start.bottom <= start.h && start.hit === 'btn-start' && start.scrolled === 0, `${id}: Start game in view without scrolling: ${JSON.stringify(start)}`);
  }
  await s.click(`#modes input[value="${modes.radios.find(([, , checked]) => checked)[0]}"]`);
  await shot('02-new-game');
  await s.click('#btn-start');
  await waitFor('the human turn', async () => (await phase()) === 'place', 20000);

  await placeTileAndFollower();
  // Played by mouse: no focus ring around the board, though the board has the keys.
  const ring = await s.exec(() => ({ focus: document.activeElement && document.activeElement.id, width: getComputedStyle(document.querySelector('#game .board-wrap'), '::after').borderTopWidth }));
  assert.equal(ring.width, '0px', `no focus ring for the mouse: ${JSON.stringify(ring)}`);

  // Undo takes back the human's move and the AI's answer; then play it again.
  await waitFor('the AI to answer', async () => (await phase()) === 'place' && (await view()).turn >= 2, 30000);
  await s.click('#btn-undo');
  await waitFor('the undo', async () => (await phase()) === 'place' && (await view()).turn === 0);
  await placeTileAndFollower();

  // The AI answers; then it is the human's turn again.
  await waitFor('the AI to answer', async () => (await phase()) === 'place' && (await view()).turn >= 2, 30000);
  const v = await view();
  assert.equal(v.tiles, 3);
  assert.equal(v.last.player, 1, 'the last move is the AI’s');
  assert.ok(v.log.some((e) => e.event === 'figure_placed' && e.player === 0 && e.turn === 1), 'the follower was placed');
  assert.ok(v.log.some((e) => e.event === 'tile_placed' && e.player === 1), 'the AI placed a tile');
  await shot('05-ai-answered');

  // A second move by keyboard: arrows pick a cell, Enter lays the tile, S skips the figure.
  await s.exec(() => document.getElementById('board').focus());
  await s.key('\uE014'); // ArrowRight
  await waitFor('a selected cell', () => s.exec(() => window.tessera.selected));
  await s.key('\uE007'); // Enter
  await waitFor('the figure step or the AI', async () => (await phase()) !== 'place');
  if ((await phase()) === 'figure') await s.key('s');
  await waitFor('the AI to answer again', async () => (await phase()) === 'place' && (await view()).turn >= 4, 30000);
  Object.assign(saved, await view());

  // Kill the app outright (no chance to save on exit): every move is already on disk.
  const pid = appPid();
  assert.ok(pid, 'found the app process');
  process.kill(pid, 'SIGKILL');
  await waitFor('the app to die', () => !fs.existsSync(`/proc/${pid}`) || fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ')[2] === 'Z');
  await app.quit();
});

test('after the app is killed and restarted, Continue resumes the same game', async () => {
  assert.ok(saved.id, 'the first test saved a game');
  s = await app.launch();
  await waitFor('Continue enabled', () => s.exec(() => !document.getElementById('btn-continue').disabled));
  await s.click('#btn-continue');
  await waitFor('the game', async () => (await phase()) === 'place');
  const v = await view();
  assert.equal(v.id, saved.id);
  assert.equal(v.turn, saved.turn);
  assert.equal(v.tiles, saved.tiles);
  assert.deepEqual(v.figures, saved.figures);
  await shot('06-resumed');
});

test('a corrupt save is listed as unreadable and kept', async () => {
  const dir = app.saves();
  const broken = path.join(dir, 'broken.json');
  fs.writeFileSync(broken, '{"format": 1, "mode": "classic", "pla');
  fs.writeFileSync(path.join(dir, 'future.json'), JSON.stringify({ format: 9, mode: 'classic', players: [], seed: 1 }));
  await s.click('#btn-menu');
  await s.click('#btn-saved');
  const row = await s.waitFind('.saved-row[data-id="broken"][data-readable="false"]');
  assert.ok(row);
  const text = await s.text('.saved-row[data-id="broken"]');
  assert.match(text, /Unreadable/);
  assert.match(await s.text('.saved-row[data-id="future"]'), /newer version/);
  assert.ok(await s.find(`.saved-row[data-id="${saved.id}"][data-readable="true"]`));
  await shot('07-saved-games');
  assert.ok(fs.existsSync(broken), 'the corrupt file is kept');
});

test('settings apply at once and survive a restart', async () => {
  await s.click('#saved .back');
  await s.click('#btn-settings');
  await s.exec(() => {
    const cb = document.getElementById('set-cb');
    cb.click();
    const n = document.getElementById('set-name');
    n.value = 'Grace';
    n.dispatchEvent(new Event('change'));
  });
  await waitFor('the colour-blind palette', () => s.exec(() => window.tessera.settings.colourBlind === true));
  await shot('08-settings');
  await sleep(400); // the store saves on a short debounce
  await app.quit();
  s = await app.launch();
  const st = await s.exec(() => window.tessera.settings);
  assert.equal(st.colourBlind, true);
  assert.equal(st.name, 'Grace');
  await app.quit();
});
