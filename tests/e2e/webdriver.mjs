// A minimal W3C WebDriver client over Node's fetch: just what the end-to-end tests use, so
// the suite needs no npm packages. tauri-driver forwards it to WebKitWebDriver.

import { spawn } from 'node:child_process';
import net from 'node:net';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(what, fn, timeout = 15000, every = 100) {
  const t0 = Date.now();
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (e) {
      last = e;
    }
    if (Date.now() - t0 > timeout) throw new Error(`timed out waiting for ${what} (last: ${last})`);
    await sleep(every);
  }
}

function portOpen(port) {
  return new Promise((ok) => {
    const s = net.connect(port, '127.0.0.1', () => {
      s.end();
      ok(true);
    });
    s.on('error', () => ok(false));
  });
}

/** A port that is free, with the next one free too (tauri-driver uses both). */
export async function freePort() {
  for (let i = 0; i < 20; i++) {
    const port = await new Promise((ok, fail) => {
      const srv = net.createServer();
      srv.on('error', fail);
      srv.listen(0, '127.0.0.1', () => {
        const p = srv.address().port;
        srv.close(() => ok(p));
      });
    });
    if (port < 65000 && !(await portOpen(port + 1))) return port;
  }
  throw new Error('no free port pair');
}

/** The process groups of the drivers this test file started, ended when it exits whatever
 * happened (a failed hook included). */
const groups = new Set();
process.on('exit', () => {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** WebKit's own renderer for the apps the tests start. On a machine without a GPU the app turns
 * WebKitGTK's DMA-BUF renderer off for smooth frames (src-tauri/src/render.rs), and under Xvfb
 * WebKitWebDriver's screenshots then never complete (the page itself stays live). The tests
 * take screenshots, so they keep WebKit's default, a choice the app respects; the frame-rate
 * benchmark (measure-fps.mjs) measures the app's own choice. */
export const TEST_RENDERER = { WEBKIT_DISABLE_DMABUF_RENDERER: '0' };

/** Start tauri-driver on `port` (WebKitWebDriver on port + 1) with `env` (over the process's
 * own and TEST_RENDERER), in a process group of its own: WebKitWebDriver, the app it starts and
 * WebKit's helper processes join it. Why: an app whose session was never closed outlives its
 * driver, and it holds the test runner's output open, so the runner never ends (CI waited 90
 * minutes). `stop()` ends the whole group. */
export async function startDriver(port, env) {
  if (await portOpen(port)) throw new Error(`port ${port} is taken`);
  // A variable given as undefined is left out (the app's own choice).
  const all = Object.fromEntries(Object.entries({ ...process.env, ...TEST_RENDERER, ...env }).filter(([, v]) => v !== undefined));
  const child = spawn(process.env.TAURI_DRIVER || 'tauri-driver', ['--port', String(port), '--native-port', String(port + 1)], {
    env: all,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  groups.add(child.pid);
  child.stderr.on('data', (d) => process.stderr.write(d));
  await waitFor('tauri-driver', () => portOpen(port), 15000);
  return {
    port,
    stop: async () => {
      // SIGTERM first: tauri-driver stops WebKitWebDriver, which closes its sessions' apps.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)]);
      }
      // Then whatever is left of the group.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // nothing left
      }
      groups.delete(child.pid);
      child.stderr.destroy();
    },
  };
}

export class Session {
  static async start(port, application, args = []) {
    const s = new Session(port);
    const body = { capabilities: { alwaysMatch: { 'tauri:options': { application, args } } } };
    // On a loaded machine tauri-driver may drop the first connection while WebKitWebDriver
    // behind it is still starting ("fetch failed": no answer, so no session was made): try
    // again, three times at most.
    for (let attempt = 1; ; attempt++) {
      try {
        s.id = (await s.req('POST', '/session', body)).sessionId;
        return s;
      } catch (e) {
        if (attempt >= 3 || !(e instanceof TypeError)) throw e;
        await sleep(1000 * attempt);
      }
    }
  }

  constructor(port) {
    this.base = `http://127.0.0.1:${port}`;
  }

  async req(method, path, body) {
    const res = await fetch(this.base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok || (json.value && json.value.error)) {
      const v = json.value || {};
      throw new Error(`${method} ${path}: ${v.error || res.status} ${v.message || ''}`);
    }
    return json.value;
  }

  s(path) {
    return `/session/${this.id}${path}`;
  }

  async quit() {
    if (this.id) await this.req('DELETE', `/session/${this.id}`).catch(() => {});
    this.id = null;
  }

  async find(css) {
    const v = await this.req('POST', this.s('/element'), { using: 'css selector', value: css });
    return v[ELEMENT];
  }

  async findAll(css) {
    const v = await this.req('POST', this.s('/elements'), { using: 'css selector', value: css });
    return v.map((e) => e[ELEMENT]);
  }

  async waitFind(css, timeout = 15000) {
    return waitFor(css, () => this.find(css), timeout);
  }

  async click(css) {
    const e = await this.waitFind(css);
    await this.req('POST', this.s(`/element/${e}/click`), {});
  }

  async text(css) {
    const e = await this.find(css);
    return this.req('GET', this.s(`/element/${e}/text`));
  }

  async exec(fn, ...args) {
    return this.req('POST', this.s('/execute/sync'), { script: `return (${fn})(...arguments)`, args });
  }

  /** A mouse click at page coordinates. */
  async clickAt(x, y) {
    await this.req('POST', this.s('/actions'), {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y), origin: 'viewport' },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await this.req('DELETE', this.s('/actions'));
  }

  /** Move the mouse to page coordinates (hover). */
  async moveTo(x, y) {
    await this.req('POST', this.s('/actions'), {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [{ type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y), origin: 'viewport' }],
        },
      ],
    });
  }

  async key(k) {
    await this.req('POST', this.s('/actions'), {
      actions: [{ type: 'key', id: 'kb', actions: [{ type: 'keyDown', value: k }, { type: 'keyUp', value: k }] }],
    });
    await this.req('DELETE', this.s('/actions'));
  }

  /** Keys pressed one after the other in one request; an array item is a chord (e.g.
   * `[KEY.shift, KEY.tab]`: held down together, released in reverse). */
  async keys(...seq) {
    const actions = [];
    for (const k of seq) {
      const chord = Array.isArray(k) ? k : [k];
      for (const c of chord) actions.push({ type: 'keyDown', value: c });
      for (const c of chord.slice().reverse()) actions.push({ type: 'keyUp', value: c });
    }
    await this.req('POST', this.s('/actions'), { actions: [{ type: 'key', id: 'kb', actions }] });
    await this.req('DELETE', this.s('/actions'));
  }

  async setWindow(width, height) {
    await this.req('POST', this.s('/window/rect'), { width, height }).catch(() => {});
  }

  async screenshot() {
    return Buffer.from(await this.req('GET', this.s('/screenshot')), 'base64');
  }
}

/** WebDriver's codes of the keys the tests press. */
export const KEY = {
  tab: '\uE004',
  enter: '\uE007',
  shift: '\uE008',
  escape: '\uE00C',
  space: '\uE00D',
  left: '\uE012',
  up: '\uE013',
  right: '\uE014',
  down: '\uE015',
};
