// End-to-end test of online play between two apps (harness.mjs): two drivers, two data
// folders, both hosts kept to the loopback address (TESSERA_HOST_LISTEN). One app hosts a
// Classic game through Play online → Host a game, the other joins it by the address and code
// the host shows, and each plays a move that arrives on the other's board; the guest's seat
// shows as connected, then as not connected once it leaves.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test online.test.mjs
// E2E_SHOTS=dir saves screenshots.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor, sleep, Session } from './webdriver.mjs';
import { press, placeFirst } from './screens.mjs';
import { useApp } from './harness.mjs';

const LOOPBACK = { TESSERA_HOST_LISTEN: '127.0.0.1' };
const app = useApp({ env: LOOPBACK, tmp: 'tessera-e2e-online-' });
const guestData = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-guest-'));
let host;
let guest;

after(async () => {
  if (guest) await guest.quit();
  fs.rmSync(guestData, { recursive: true, force: true });
});

const view = (s) => s.exec(() => window.tessera.view);
const phase = (s) => s.exec(() => window.tessera.phase);

/** Lay the tile in hand and, at the figure step, put no figure (or the first offered). */
async function playOne(s) {
  // The other player's move arrives as motion, and the view may still glide to this turn's
  // places: the cell is clicked where it rests.
  await waitFor('the motion played', () => s.exec(() => !window.tessera.motion.running), 15000);
  await sleep(100);
  await placeFirst(s);
  await waitFor('the figure step or the end of the turn', async () => (await phase(s)) !== 'place' || !(await view(s)).online.my_turn, 15000);
  if ((await phase(s)) === 'figure') await press(s, '#btn-confirm');
}

/** Screenshots at desktop and phone sizes into E2E_SHOTS (nothing, and no resizing, when it
 * is unset). The window is back at the desktop size, laid out, before it returns: a click
 * computed during the resize would land beside its cell. */
async function shots(s, name) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const shot = async (n) => fs.writeFileSync(path.join(dir, `${n}.png`), await s.screenshot());
  const settled = async (w) => {
    await waitFor(`a page ${w} wide`, () => s.exec((w) => Math.abs(window.innerWidth - w) < 40, w), 5000);
    await sleep(200); // a frame laid out at the new size
  };
  await shot(`${name}-desktop`);
  await s.setWindow(390, 844);
  await settled(390);
  await shot(`${name}-phone`);
  await s.setWindow(1280, 800);
  await settled(1280);
}

test('one app hosts, the other joins by address and code, and each plays a move the other sees', { timeout: 300000 }, async () => {
  host = await app.launch();
  // The host: Play online → Host a game, Classic, Ada here and one online seat.
  await press(host, '#btn-online');
  await press(host, '#btn-online-host');
  await waitFor('the hosting form', () => host.exec(() => document.getElementById('btn-start').textContent.length > 0 && !document.getElementById('newgame').classList.contains('hidden')));
  assert.equal(await host.exec(() => document.getElementById('seed-box').classList.contains('hidden')), true, 'no seed when hosting');
  await host.exec(() => {
    const name = document.querySelector('#seats .seat-name');
    name.value = 'Ada';
    name.dispatchEvent(new Event('input'));
  });
  assert.deepEqual(await host.exec(() => [...document.querySelectorAll('#seats .seat-kind')].map((k) => k.value)), ['human', 'online']);
  await press(host, '#btn-start');
  await waitFor('the hosted game', async () => !!(await view(host))?.online?.code, 20000);
  const v0 = await view(host);
  assert.equal(v0.online.hosting, true);
  assert.equal(v0.online.started, false, 'it waits for the online seat');
  assert.deepEqual(v0.online.addresses.length, 1);
  const address = v0.online.addresses[0];
  assert.match(address, /^127\.0\.0\.1:\d+$/);
  const code = v0.online.code;
  await waitFor('the code and address shown', () => host.exec((c) => document.getElementById('online-line').textContent.includes(c), code));
  assert.match(await host.text('#hint'), /Waiting for a player to join/, 'waiting for players is said');
  assert.equal(await host.text('#online-conn'), '', 'once, in the turn line');
  await shots(host, 'online-host-waiting');

  // The guest, another app with its own data folder: Play online → Join.
  const d = await app.another({ ...LOOPBACK, XDG_DATA_HOME: guestData });
  guest = await Session.start(d.port, process.env.APP_BINARY);
  await guest.setWindow(1280, 800);
  await guest.waitFind('body[data-ready="1"]', 30000);
  await press(guest, '#btn-online');
  await guest.exec(
    (a, c) => {
      const set = (id, v) => {
        const e = document.getElementById(id);
        e.value = v;
        e.dispatchEvent(new Event('input'));
      };
      set('online-address', a);
      set('online-code', c);
      set('online-name', 'Bea');
    },
    address,
    code,
  );
  await shots(guest, 'online-join-form');
  await press(guest, '#btn-online-join');
  await waitFor('the guest in the game', async () => (await view(guest))?.online?.code === code, 20000);
  const g0 = await view(guest);
  assert.equal(g0.online.hosting, false);
  assert.deepEqual(g0.online.mine, [1]);

  // The host sees Bea joined and connected; the game has started; Ada moves first.
  await waitFor('Bea joined at the host', async () => {
    const v = await view(host);
    return v.online.started && v.online.seats[1].connected && v.online.seats[1].name === 'Bea';
  }, 20000);
  await waitFor("Ada's turn", async () => (await view(host)).online.my_turn && (await phase(host)) === 'place', 20000);
  assert.equal(await host.exec(() => document.getElementById('btn-undo').closest('.hidden') !== null || document.getElementById('btn-undo').disabled), true, 'no Undo online');
  await playOne(host);
  await waitFor("Ada's tile at the host", async () => (await view(host)).board.length === 2, 15000);

  // It arrives on the guest's board, and it is Bea's turn there.
  await waitFor("Ada's tile at the guest", async () => (await view(guest)).board.length === 2, 20000);
  await waitFor("Bea's turn", async () => (await view(guest)).online.my_turn && (await phase(guest)) === 'place', 20000);
  await shots(guest, 'online-guest-turn');
  await playOne(guest);
  await waitFor("Bea's tile at the host", async () => (await view(host)).board.length === 3, 20000);
  const [h, g] = [await view(host), await view(guest)];
  assert.deepEqual(
    g.board.map((t) => [t.x, t.y, t.rot]),
    h.board.map((t) => [t.x, t.y, t.rot]),
    'both boards the same',
  );
  assert.ok(await host.exec(() => document.getElementById('log').textContent.includes('Bea')), "Bea's move in the host's log");
  await shots(host, 'online-host-game');

  // Bea leaves: the host shows her seat not connected and offers it to the AI.
  await press(guest, '#btn-online-leave');
  await waitFor('Bea not connected at the host', async () => !(await view(host)).online.seats[1].connected, 30000);
  await waitFor('the Let the AI play button', () => host.exec(() => !!document.querySelector('#online-seats button[data-seat="1"]')), 10000);
  await shots(host, 'online-host-left');
});
