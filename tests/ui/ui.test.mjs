// Unit tests of the UI's pure parts and its IPC adapter, under `node --test` with no DOM:
// location rotation, where figures stand, the pool painter choice, the mode registry, the
// placing helpers, seat colours, the strings, and the error shapes from a mocked backend.
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rotateLoc, figurePoint, poolOf, drawTile } from '../../ui/tiles.js';
import { modeModule, moduleFor, modeTitle, pickerModes } from '../../ui/modes/index.js';
import { legalMap, rotFor, nextRot, placementOf, nearestLegal } from '../../ui/select.js';
import { seatColours, PALETTES, defaultSettings } from '../../ui/prefs.js';
import { parseSeed } from '../../ui/screens/newgame.js';
import { winners } from '../../ui/game/end.js';
import { tipFeatures } from '../../ui/game/tip.js';
import { S } from '../../ui/strings.js';
import { MODES } from './app-modes.mjs';

globalThis.window = globalThis;
const UI = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../ui');

/** Every file under ui/ with its text. */
function uiFiles(dir = UI) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? uiFiles(p) : [[path.relative(UI, p), fs.readFileSync(p, 'utf8')]];
  });
}

/** A 2D context that records the calls made on it. */
function recorder() {
  const calls = [];
  const ctx = new Proxy(
    {},
    {
      get: (t, k) => (k in t ? t[k] : (...args) => calls.push([k, ...args])),
      set: (t, k, v) => ((t[k] = v), true),
    },
  );
  return { ctx, calls };
}

test('a quarter turn moves north to east and the half-edges with it', () => {
  assert.equal(rotateLoc('N', 1), 'E');
  assert.equal(rotateLoc('W', 1), 'N');
  assert.equal(rotateLoc('NNW', 1), 'ENE');
  assert.equal(rotateLoc('WNW', 1), 'NNE');
  assert.equal(rotateLoc('SSE', 2), 'NNW');
  assert.equal(rotateLoc('C', 3), 'C');
  for (const l of ['N', 'E', 'S', 'W', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW', 'C']) {
    assert.equal(rotateLoc(l, 4), l);
    assert.equal(rotateLoc(rotateLoc(l, 1), 3), l);
  }
});

test('figures stand inside their tile, on the side of their feature', () => {
  const inside = ([x, y]) => x > 0 && x < 1 && y > 0 && y < 1;
  assert.deepEqual(figurePoint('monastery', ['C']), [0.5, 0.5]);
  const north = figurePoint('city', ['N']);
  assert.ok(inside(north) && north[1] < 0.4, `north city at ${north}`);
  const road = figurePoint('road', ['W', 'E']);
  assert.ok(inside(road) && Math.abs(road[1] - 0.5) < 0.1, `road at ${road}`);
  const south = figurePoint('field', ['ESE', 'SSE', 'SSW', 'WSW']);
  assert.ok(inside(south) && south[1] > 0.6, `south field at ${south}`);
  // A field all around the tile does not sit on the centre (where a monastery is).
  const around = figurePoint('field', ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW']);
  assert.ok(inside(around) && Math.hypot(around[0] - 0.5, around[1] - 0.5) > 0.2, `field at ${around}`);
});

const field = { kind: 'field', locs: ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'] };
const lake = { name: 'RL', edges: ['F', 'F', 'F', 'W'], river: true, pool: 'lake', features: [field, { kind: 'river', locs: ['W'] }] };
const spring = { name: 'RA', edges: ['F', 'F', 'W', 'F'], river: true, pool: 'spring', features: [field, { kind: 'river', locs: ['S'] }] };

test('lakes and springs come from the catalog’s pool field, not from tile names', () => {
  assert.equal(poolOf(lake).kind, 'lake');
  assert.equal(poolOf(spring).kind, 'spring');
  assert.ok(poolOf(lake).rx > poolOf(spring).rx, 'a lake is wider than a spring');
  // The same names without the field draw no pool; any name with it does.
  assert.equal(poolOf({ ...lake, pool: undefined }), null);
  assert.equal(poolOf({ ...spring, pool: undefined }), null);
  assert.equal(poolOf({ ...lake, name: 'HG-LAKE' }).kind, 'lake');
  assert.equal(poolOf({ ...lake, pool: 'volcano' }), null);
  // Drawn: the pool is an ellipse of its size at the centre.
  const classic = moduleFor('classic');
  const { ctx, calls } = recorder();
  drawTile(ctx, lake, 100, classic.paintTile);
  const ellipses = calls.filter((c) => c[0] === 'ellipse');
  assert.equal(ellipses.length, 1);
  assert.deepEqual(ellipses[0].slice(1, 5), [50, 50, 26, 20]);
  const plain = recorder();
  drawTile(plain.ctx, { ...lake, pool: undefined }, 100, classic.paintTile);
  assert.equal(plain.calls.filter((c) => c[0] === 'ellipse').length, 0);
});

test('every kind the backend scores has its column in the end-of-game breakdown, in every mode', () => {
  assert.equal(MODES.length, 3);
  for (const m of MODES) {
    const mod = modeModule(m.id);
    assert.ok(mod, `${m.id} has a module`);
    assert.ok(m.breakdown_kinds.length >= 4, m.id);
    for (const k of m.breakdown_kinds) {
      const col = mod.words.breakdown(k);
      assert.ok(col && col !== k && !col.startsWith('ui-'), `${m.id}: a column for ${k} (${col})`);
    }
  }
});

test('the mode registry maps ids to modules, and lists the others as not playable', () => {
  const classic = modeModule('classic');
  assert.ok(classic, 'Classic has a module');
  assert.equal(classic.id, 'classic');
  assert.equal(typeof classic.paintTile, 'function');
  assert.equal(typeof classic.optionsForm, 'function');
  assert.equal(modeModule('some-future-mode'), null);
  assert.equal(moduleFor('some-future-mode'), classic, 'a game of an unknown mode is still drawn');
  assert.equal(modeTitle('some-future-mode'), 'some-future-mode');
  assert.equal(modeModule('hunters-gatherers').id, 'hunters-gatherers');
  assert.equal(modeModule('benelux').id, 'benelux');
  assert.equal(modeTitle('classic'), 'Classic');
  assert.equal(modeTitle('benelux'), 'Benelux');
  assert.equal(modeTitle('hunters-gatherers'), 'Hunters & Gatherers');
  const picker = pickerModes([
    { id: 'classic', available: true, min_players: 2, max_players: 6 },
    { id: 'hunters-gatherers', available: true, min_players: 2, max_players: 5 },
    { id: 'benelux', available: false, min_players: 2, max_players: 5 },
    { id: 'some-future-mode', available: true, min_players: 2, max_players: 4 }, // no UI module yet
  ]);
  assert.deepEqual(picker.map((m) => [m.id, m.playable]), [['classic', true], ['hunters-gatherers', true], ['benelux', false], ['some-future-mode', false]]);
  assert.deepEqual([picker[1].min, picker[1].max], [2, 5]);
});

test('Classic words the figure options, supplies and hover details', () => {
  const { words, supply } = modeModule('classic');
  assert.equal(words.placeOn({ action: 'place', figure: 'meeple', feature: 'field', at: 'N', note: 'x' }), 'Farmer on the field (N) — x');
  assert.equal(words.placeOn({ action: 'place', figure: 'abbot', feature: 'garden', at: 'C', note: 'y' }), 'Abbot on the garden (C) — y');
  assert.equal(words.mark({ figure: 'abbot', action: 'recall' }), '↺');
  assert.equal(words.mark({ figure: 'meeple', action: 'place' }), null);
  assert.equal(supply({ followers: 1, abbot: true }, { options: { abbot: true } }), '1 follower · abbot');
  assert.equal(supply({ followers: 7, abbot: false }, { options: { abbot: true } }), '7 followers · abbot out');
  assert.equal(supply({ followers: 7, abbot: true }, { options: {} }), '7 followers');
  assert.equal(words.size({ kind: 'city', tiles: 3, shields: 1 }), '3 tiles + 1 shield');
  assert.equal(words.value({ kind: 'field', complete: false, now: 6 }), '6 at the end');
  assert.deepEqual(tipFeatures({ features: [{ kind: 'field', owners: [], now: 0 }, { kind: 'road', owners: [], now: 1 }] }).map((f) => f.kind), ['road']);
});

test('placing: legal cells, the rotation shown, the next rotation, the cursor', () => {
  const placements = [
    { x: 1, y: 0, rot: 0, options: [] },
    { x: 1, y: 0, rot: 180, options: [{ action: 'none' }] },
    { x: -1, y: 0, rot: 90, options: [] },
    { x: 0, y: 1, rot: 270, options: [] },
  ];
  const legal = legalMap(placements);
  assert.deepEqual(legal.get('1,0'), [0, 180]);
  assert.equal(rotFor(legal, 1, 0, 180), 180);
  assert.equal(rotFor(legal, 1, 0, 90), 0, 'the preferred rotation only where it fits');
  assert.equal(rotFor(legal, 5, 5, 0), undefined);
  assert.equal(nextRot(legal, 1, 0, 0), 180);
  assert.equal(nextRot(legal, 1, 0, 180), 0);
  assert.equal(placementOf(placements, { x: 1, y: 0, rot: 180 }), placements[1]);
  assert.equal(placementOf(placements, { x: 1, y: 0, rot: 90 }), null);
  assert.deepEqual(nearestLegal(legal, { x: 0, y: 0 }, 1, 0), { x: 1, y: 0 });
  assert.deepEqual(nearestLegal(legal, { x: 0, y: 0 }, -1, 0), { x: -1, y: 0 });
  assert.deepEqual(nearestLegal(legal, { x: 0, y: 0 }, 0, 1), { x: 0, y: 1 });
  assert.equal(nearestLegal(legal, { x: 0, y: 0 }, 0, -1), null);
});

test('seat colours: your colour for the first human seat, the rest in palette order', () => {
  const p = PALETTES.normal;
  assert.deepEqual(seatColours(p, 1, [{ kind: 'ai' }, { kind: 'human' }]), [p[0], p[1], p[2], p[3], p[4], p[5]]);
  assert.deepEqual(seatColours(p, 1, [{ kind: 'human' }, { kind: 'ai' }]).slice(0, 3), [p[1], p[0], p[2]]);
  assert.equal(seatColours(p, 2, [{ kind: 'ai' }, { kind: 'ai' }])[5], p[2], 'all AI: your colour last');
  assert.equal(new Set(seatColours(p, 3, [{ kind: 'human' }])).size, 6);
  assert.equal(defaultSettings(['random', 'easy']).level, 'random');
  assert.equal(defaultSettings(['easy', 'normal']).level, 'normal');
});

test('new game: the seed field and the winners', () => {
  assert.deepEqual(parseSeed('  '), { seed: undefined });
  assert.deepEqual(parseSeed(' 42 '), { seed: 42 });
  assert.equal(parseSeed('4.2').error, S.seedInvalid);
  assert.equal(parseSeed('1234567890123456').error, S.seedInvalid);
  const name = (i) => ['Ada', 'Basil', 'Cleo'][i];
  assert.deepEqual(winners([10, 12, 3], name), ['Basil']);
  assert.deepEqual(winners([12, 12, 3], name), ['Ada', 'Basil']);
});

test('no mode id literal outside its module; no name tests for lakes and springs', () => {
  for (const [file, text] of uiFiles()) {
    for (const [mode, own] of [['classic', 'classic'], ['benelux', 'benelux'], ['hunters-gatherers', 'hunters']]) {
      if (file === path.join('modes', `${own}.js`)) continue;
      assert.doesNotMatch(text, new RegExp(`['"\`]${mode}['"\`]`), `${file} names the ${mode} mode`);
    }
    assert.doesNotMatch(text, /['"`](RL|RA)['"`]/, `${file} names a river tile`);
  }
});

test('every string key the page uses exists, and every string is used', () => {
  const files = uiFiles();
  const html = files.find(([f]) => f === 'index.html')[1];
  const used = new Set();
  for (const m of html.matchAll(/data-s(?:-title|-aria|-placeholder)?="(\w+)"/g)) {
    assert.ok(m[1] in S, `index.html uses a missing string ${m[1]}`);
    used.add(m[1]);
  }
  const js = files.filter(([f]) => f.endsWith('.js') && f !== 'strings.js').map(([, t]) => t).join('\n');
  for (const m of js.matchAll(/\bS\.(\w+)/g)) {
    assert.ok(m[1] in S, `S.${m[1]} is missing`);
    used.add(m[1]);
  }
  assert.deepEqual(Object.keys(S).filter((k) => !used.has(k)), [], 'unused strings');
});

test('the IPC adapter passes arguments and surfaces typed errors', async () => {
  const calls = [];
  window.__TAURI__ = {
    core: {
      invoke: async (cmd, args) => {
        calls.push([cmd, args]);
        if (cmd === 'play_move') throw { kind: 'illegal', message: 'that road already holds a follower' };
        return { ok: true };
      },
    },
  };
  const { call, errorMessage } = await import('../../ui/ipc.js');
  assert.deepEqual(await call('current_game'), { ok: true });
  await assert.rejects(call('play_move', { mv: { tile: 'D' } }), { kind: 'illegal' });
  assert.deepEqual(calls[1], ['play_move', { mv: { tile: 'D' } }]);
  assert.equal(errorMessage({ kind: 'illegal', message: 'no' }), 'no');
  assert.equal(errorMessage('invalid args'), 'invalid args');
});
