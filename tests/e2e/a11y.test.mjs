// Accessibility checks of every screen in the real app (harness.mjs; run by
// `cargo xtask e2e`, which installs axe-core from this folder's package.json when missing):
// axe-core is read from node_modules and run inside the app's own webview on the main menu,
// the new-game form with each mode chosen, saved games (with an unreadable save), settings,
// rules, a game in progress (placing a tile, choosing a figure), the choice of a Benelux tile's
// source and the end of a game; any violation of serious or critical impact fails the test
// (lesser ones are printed). A second test draws the app at 200% (GDK_SCALE=2: a 1280-pixel
// window is 640 CSS pixels wide) and checks on each screen that no control is cut off,
// overlaps another or pushes the page sideways.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test a11y.test.mjs
// E2E_SHOTS=dir saves a screenshot of each screen checked.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './webdriver.mjs';
import { walkScreens, placeFirst } from './screens.mjs';
import { layoutProblems } from './layout.mjs';
import { useApp } from './harness.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const AXE = path.join(HERE, 'node_modules/axe-core/axe.min.js');

const app = useApp({ prefix: 'a11y-' });
const shot = app.shot;
let zoomed; // a second driver whose app is drawn at 200% (GDK_SCALE=2)
let s;

const phase = () => s.exec(() => window.tessera.phase);

/** Run axe-core in the webview (injected once per session) on the page as it stands. */
async function axe() {
  const has = await s.exec(() => typeof window.axe === 'object');
  if (!has) {
    await s.req('POST', s.s('/execute/sync'), { script: `${fs.readFileSync(AXE, 'utf8')}\n;return typeof window.axe;`, args: [] });
  }
  return s.req('POST', s.s('/execute/async'), {
    script: `const done = arguments[arguments.length - 1];
      window.axe.run(document, { resultTypes: ['violations'] })
        .then((r) => done(r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })) }))))
        .catch((e) => done([{ id: 'axe-error', impact: 'critical', help: String(e), nodes: [] }]));`,
    args: [],
  });
}

/** Every screen's serious and critical violations, by screen name. */
const failures = [];
async function check(name) {
  await shot(name);
  const vs = await axe();
  for (const v of vs) {
    const where = v.nodes.map((n) => `    ${n.target}: ${(n.summary || '').split('\n').join(' ')}`).join('\n');
    const line = `${name}: [${v.impact}] ${v.id} — ${v.help}\n${where}`;
    if (v.impact === 'serious' || v.impact === 'critical') failures.push(line);
    else console.log(`# (${v.impact}) ${line.split('\n')[0]}`);
  }
  return vs;
}

before(async () => {
  assert.ok(fs.existsSync(AXE), `axe-core is installed (${AXE}); run npm install in tests/e2e or cargo xtask e2e`);
  // The second app is also told by GTK to keep animations off, which WebKitGTK passes on to
  // the page as prefers-reduced-motion.
  const config = path.join(app.data, 'config');
  fs.mkdirSync(path.join(config, 'gtk-3.0'), { recursive: true });
  fs.writeFileSync(path.join(config, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=false\n');
  zoomed = await app.another({ XDG_CONFIG_HOME: config, GDK_SCALE: '2' });
});

test('axe-core finds no serious or critical violation on any screen', async () => {
  s = await app.launch();
  await s.exec(() => (window.tessera.settings.speed = 'instant'));
  // Motion as usual here (the other test asks for less): the thinking spinner turns.
  assert.deepEqual(await s.exec(() => [matchMedia('(prefers-reduced-motion: reduce)').matches, getComputedStyle(document.querySelector('.spinner')).animationName]), [false, 'spin']);
  await walkScreens(s, { check, data: app.data });

  assert.deepEqual(failures, [], `serious or critical violations:\n${failures.join('\n')}`);
});

test('at 200% zoom nothing is cut off or overlaps, and reduced motion stops all animation', async () => {
  // 200% zoom for real: GTK draws the app at twice the pixels (GDK_SCALE=2), so a 1280-pixel
  // by 800 window has 640 × 400 CSS pixels (tauri.conf.json's minHeight is 360, so the window
  // may be that small).
  await app.quit();
  s = await app.launch(640, 400, zoomed);
  const size = await s.exec(() => [window.innerWidth, window.innerHeight, window.devicePixelRatio]);
  assert.equal(size[2], 2, `drawn at 200% (${size})`);
  assert.ok(size[0] <= 660, `the window is 640 CSS pixels wide (${size})`);
  assert.ok(size[1] <= 420, `the window is 400 CSS pixels tall (${size})`);
  // Reduced motion asked for: nothing on the page animates.
  const motion = await s.exec(() => ({
    reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
    animated: [...document.querySelectorAll('*')].filter((e) => getComputedStyle(e).animationName !== 'none' || parseFloat(getComputedStyle(e).transitionDuration) > 0).map((e) => e.className || e.tagName),
  }));
  assert.deepEqual(motion, { reduce: true, animated: [] }, 'prefers-reduced-motion is honoured');
  const all = [];
  const look = async (name) => {
    await shot(`zoom-${name}`);
    for (const p of await s.exec(layoutProblems)) all.push(`${name}: ${p}`);
  };
  await look('menu');
  for (const screen of ['settings', 'rules', 'saved']) {
    await s.click(`#btn-${screen}`);
    await look(screen);
    await s.click(`#${screen} .back`);
  }
  await s.click('#btn-new');
  await look('newgame');
  await s.click('#btn-start');
  await waitFor('the human turn', async () => (await phase()) === 'place', 20000);
  await look('game');
  await placeFirst(s, { figure: true });
  await waitFor('the figure step', async () => (await phase()) === 'figure');
  await look('game-figure');
  assert.deepEqual(all, [], `layout problems at 200% zoom:\n${all.join('\n')}`);
});
