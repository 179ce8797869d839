// How much CPU the app burns while a game sits idle on the human's turn: starts the app under
// the WebDriver harness (fresh data folder), starts a game, waits for the human's turn, then
// samples utime+stime (/proc/<pid>/stat) of the app and every process under it (WebKit's web
// and network processes) over IDLE_SECONDS (10) and prints CPU seconds and percent of one core.
// An idle board should draw nothing, so the figure should be close to zero.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a -s "-screen 0 1400x900x24" node measure-idle.mjs
// Env: IDLE_SECONDS, SETTLE_SECONDS (3: the wait before, as the game opens), WIN=WxH (1280x800).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor, sleep } from './webdriver.mjs';
import { benchApp } from './bench.mjs';

const APP = process.env.APP_BINARY;
const SECONDS = Number(process.env.IDLE_SECONDS || 10);
const SETTLE = Number(process.env.SETTLE_SECONDS || 3);
const TICK = 100; // USER_HZ: 100 on every Linux we run on
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-idle-'));

/** The pid of our app: the `tessera-app` whose XDG_DATA_HOME is ours. */
function appPid() {
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (!fs.readFileSync(`/proc/${d}/comm`, 'utf8').startsWith('tessera-app')) continue;
      if (fs.readFileSync(`/proc/${d}/environ`, 'utf8').split('\0').includes(`XDG_DATA_HOME=${data}`)) return Number(d);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/** `/proc/<pid>/stat` fields after the command (which may hold spaces): [state, ppid, …]. */
function stat(pid) {
  const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return s.slice(s.lastIndexOf(')') + 2).split(' ');
}

/** `root` and every process under it, with their names. */
function tree(root) {
  const kids = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(stat(d)[1]);
      if (!kids.has(ppid)) kids.set(ppid, []);
      kids.get(ppid).push(Number(d));
    } catch {
      // gone meanwhile
    }
  }
  const out = [];
  const walk = (p) => {
    out.push(p);
    for (const k of kids.get(p) || []) walk(k);
  };
  walk(root);
  return out.map((pid) => ({ pid, comm: fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() }));
}

/** CPU ticks (user + system) used so far by `pid`. */
function ticks(pid) {
  const f = stat(pid);
  return Number(f[11]) + Number(f[12]); // utime, stime: fields 14 and 15
}

const app = await benchApp(APP, data);
const { s } = app;
try {
  await s.click('#btn-new');
  await sleep(200);
  await s.click('#btn-start');
  await waitFor('the human turn', () => s.exec(() => ['place', 'source'].includes(window.tessera.phase)), 30000);
  await sleep(SETTLE * 1000); // let the last frames, the sprites and the warm-up settle
  const procs = tree(appPid());
  const t0 = process.hrtime.bigint();
  const before = procs.map((p) => ticks(p.pid));
  // Each second's ticks too: a spike (a garbage collection) shows apart from a steady burn.
  const seconds = [];
  let prev = before;
  for (let i = 0; i < SECONDS; i++) {
    await sleep(1000);
    const now = procs.map((p) => ticks(p.pid));
    seconds.push(now.reduce((a, v, j) => a + v - prev[j], 0));
    prev = now;
  }
  const after = prev;
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  let total = 0;
  procs.forEach((p, i) => {
    const cpu = (after[i] - before[i]) / TICK;
    total += cpu;
    console.log(`${p.comm.padEnd(22)} ${String(p.pid).padStart(7)}  ${cpu.toFixed(2)} s`);
  });
  console.log(`ticks (1/${TICK} s) each second: ${seconds.join(' ')}`);
  console.log(`idle ${wall.toFixed(1)} s in a game: ${total.toFixed(2)} CPU s, ${((100 * total) / wall).toFixed(1)} % of one core`);
} finally {
  await app.stop();
  fs.rmSync(data, { recursive: true, force: true });
}
