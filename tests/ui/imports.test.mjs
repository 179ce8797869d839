// The UI's modules import one another in layers, never in a circle: an import cycle makes a
// module run before the one it imports has finished (its exports still undefined), an error
// that shows only in the order the browser happens to load them. Read from the `import` lines
// of every ui/**/*.js, so a new module is checked as soon as it exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const UI = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../ui');

/** Every .js file under `dir`, as a path relative to ui/ with forward slashes. */
function modules(dir = UI) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return modules(p);
    return d.name.endsWith('.js') ? [path.relative(UI, p).split(path.sep).join('/')] : [];
  });
}

/** The modules `text` (the module `from`) imports or re-exports from: static `import … from
 * './x.js'`, `import './x.js'`, `export … from './x.js'` (over several lines too) and dynamic
 * `import('./x.js')`; only relative ones (the UI has no packages). */
export function importsOf(from, text) {
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]);
  return specs.filter((s) => s.startsWith('.')).map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(from), s)));
}

/** The import graph of the UI: module → the modules it imports. */
function graph() {
  return new Map(modules().map((m) => [m, importsOf(m, fs.readFileSync(path.join(UI, m), 'utf8'))]));
}

/** Every import cycle of `g` found by a depth-first walk, each as a path `a → b → … → a`. */
export function cycles(g) {
  const state = new Map(); // 1: on the walk's path, 2: done
  const stack = [];
  const found = [];
  const walk = (m) => {
    state.set(m, 1);
    stack.push(m);
    for (const d of g.get(m) || []) {
      if (state.get(d) === 1) found.push([...stack.slice(stack.indexOf(d)), d].join(' → '));
      else if (!state.get(d)) walk(d);
    }
    stack.pop();
    state.set(m, 2);
  };
  for (const m of [...g.keys()].sort()) if (!state.get(m)) walk(m);
  return found;
}

/** A module's layer: the shared modules at ui/ (words, tiles, the board…), the modes, the game
 * screen, the other screens, then main.js, which wires them all. A module imports only from its
 * own layer or a lower one. */
export function layer(m) {
  if (m === 'main.js') return 4;
  if (m.startsWith('screens/')) return 3;
  if (m.startsWith('game/')) return 2;
  if (m.startsWith('modes/')) return 1;
  return 0;
}

test('the cycle finder finds a circle and its way round, and nothing in a tree', () => {
  const g = new Map([
    ['a.js', ['b.js']],
    ['b.js', ['c.js']],
    ['c.js', ['a.js', 'd.js']],
    ['d.js', []],
  ]);
  assert.deepEqual(cycles(g), ['a.js → b.js → c.js → a.js']);
  assert.deepEqual(cycles(new Map([['a.js', ['b.js', 'c.js']], ['b.js', ['c.js']], ['c.js', []]])), []);
  assert.deepEqual(cycles(new Map([['a.js', ['a.js']]])), ['a.js → a.js']);
});

test('imports are read from every form of the import line', () => {
  const text = [
    "import { a, b } from './a.js';",
    "import {\n  c,\n  d,\n} from '../d.js';",
    "import * as e from './e.js';",
    "import './side.js';",
    "export { f } from './f.js';",
    "const g = await import('./g.js');",
    "// import { h } from './commented-out.js'",
    "const s = 'import from nowhere';",
  ].join('\n');
  assert.deepEqual(importsOf('game/x.js', text).sort(), [
    'd.js',
    'game/a.js',
    'game/e.js',
    'game/f.js',
    'game/g.js',
    'game/side.js',
  ]);
});

test('no UI module imports itself back, through any path', () => {
  const g = graph();
  assert.ok(g.size > 30, `read ${g.size} modules`);
  assert.ok([...g.values()].some((deps) => deps.length), 'the modules import something');
  assert.deepEqual(cycles(g), []);
});

test('every import resolves to a UI module, and none goes up a layer', () => {
  const g = graph();
  const up = [];
  for (const [m, deps] of g) {
    for (const d of deps) {
      assert.ok(g.has(d), `${m} imports ${d}, which is not a module of ui/`);
      if (layer(d) > layer(m)) up.push(`${m} → ${d}`);
    }
  }
  assert.deepEqual(up, []);
});
