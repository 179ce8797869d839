// Unit tests of Benelux in the UI (no DOM): how a move names an island stack, the choices and
// the map cells offered, the stack the last move took from, the log line, the map's bounds and
// what the board draws on it (chips face down, island stacks with their counts, town names).
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { modeModule } from '../../ui/modes/index.js';
import { ISLANDS, moveSource } from '../../ui/modes/benelux.js';
import { offeredCells, sourceChoices, lastTaken, takenCell, sourceKey } from '../../ui/game/sources.js';
import { mapBounds, terrainAt, squareAt } from '../../ui/map.js';
import { breakdownKinds } from './app-modes.mjs';

const benelux = modeModule('benelux');

const TERRAIN = [
  'ssssssssssssssss', 'ssssssssssssssss', 'sssssssslsllllll', 'sssssslllsslllll', 'ssssssllllllllll',
  'ssssslllllllllll', 'ssslllllllllllll', 'ssllllllllllllll', 'ssslllllllllllll', 'ssssllllllllllll',
  'ssssslllllllllll',
];
const SQUARES = [
  { x: 6, y: 1, kind: 'island', of: 'purple' }, { x: 7, y: 1, kind: 'island', of: 'purple' },
  { x: 9, y: 0, kind: 'island', of: 'light-blue' }, { x: 10, y: 0, kind: 'island', of: 'light-blue' },
  { x: 12, y: 0, kind: 'island', of: 'orange' }, { x: 13, y: 0, kind: 'island', of: 'orange' },
  { x: 2, y: 2, kind: 'wave' }, { x: 3, y: 5, kind: 'wave' }, { x: 1, y: 8, kind: 'wave' },
  { x: 7, y: 3, kind: 'large-city', of: 'amsterdam' }, { x: 7, y: 4, kind: 'large-city', of: 'amsterdam' },
  { x: 5, y: 7, kind: 'large-city', of: 'brussels' }, { x: 6, y: 7, kind: 'large-city', of: 'brussels' },
  { x: 12, y: 2, kind: 'start', of: 'meppel' }, { x: 9, y: 6, kind: 'start', of: 'eindhoven' }, { x: 6, y: 9, kind: 'start', of: 'charleroi' },
];
const CELLS = [[6, 1], [7, 1], [9, 0], [10, 0], [12, 0], [13, 0]];

/** A Benelux view while player 0 chooses, holding a purple chip. */
function view(extra = {}) {
  return {
    mode: 'benelux',
    options: { abbot: false },
    choosing_source: true,
    sources: [{ from: 'deck' }, { from: 'stack', index: 0 }, { from: 'stack', index: 1 }],
    hand: null,
    hand_source: { from: 'deck' },
    can_put_back: false,
    board: [{ x: 12, y: 2, tile: 'D', rot: 0, figures: [] }, { x: 6, y: 9, tile: 'U', rot: 90, figures: [] }],
    log: [],
    map: { width: 16, height: 11, terrain: TERRAIN, squares: SQUARES },
    benelux: {
      chips: [{ x: 3, y: 3, colour: 'orange' }, { x: 10, y: 8, colour: 'purple' }],
      islands: ISLANDS.map((colour, c) => ({
        colour,
        stacks: [0, 1].map((stack) => ({ index: c * 2 + stack, stack, x: CELLS[c * 2 + stack][0], y: CELLS[c * 2 + stack][1], top: c === 2 && stack ? null : ['U', 'V', 'E', 'K', 'L', 'W'][c * 2 + stack], below: c === 2 && stack ? 0 : 4 })),
      })),
      held: [[{ colour: 'purple', value: 2 }], []],
      spent: [0, 1],
    },
    ...extra,
  };
}

/** A 2D context that records the calls made on it. */
function recorder() {
  const calls = [];
  const ctx = new Proxy(
    {},
    {
      get: (t, k) => (k in t ? t[k] : k === 'measureText' ? (s) => ({ width: s.length * 6 }) : (...args) => calls.push([k, ...args])),
      set: (t, k, v) => ((t[k] = v), true),
    },
  );
  return { ctx, calls };
}

test('a move from an island names its colour and stack; a deck move names neither', () => {
  assert.deepEqual(moveSource({ from: 'stack', index: 0 }), { island: 'purple', stack: 0 });
  assert.deepEqual(moveSource({ from: 'stack', index: 3 }), { island: 'light-blue', stack: 1 });
  assert.deepEqual(moveSource({ from: 'stack', index: 4 }), { island: 'orange', stack: 0 });
  assert.deepEqual(moveSource({ from: 'deck' }), {});
  assert.deepEqual(moveSource(undefined), {});
});

test('the choices: draw, then each offered stack in words, with its tile and cell on the map', () => {
  const v = view();
  const c = sourceChoices(v, benelux);
  assert.deepEqual(c.map((x) => x.key), ['deck', 'stack-0', 'stack-1']);
  assert.equal(c[0].text, null, 'the deck is worded by the shared strings');
  // The tile is named by what it shows, never by its catalog code.
  assert.equal(c[1].text, 'Take from the purple island: straight road (gives up a purple chip)');
  assert.match(benelux.words.take('orange', 'E'), /gives up an orange chip/);
  assert.equal(c[2].tile, 'V');
  assert.deepEqual([...offeredCells(v, benelux)].map(([k, s]) => [k, sourceKey(s)]), [['6,1', 'stack-0'], ['7,1', 'stack-1']]);
  // The same tile face up on both stacks: the stacks are told apart.
  const twin = view();
  twin.benelux.islands[0].stacks[1].top = 'U';
  assert.match(sourceChoices(twin, benelux)[1].text, /purple island, west stack/);
  assert.match(sourceChoices(twin, benelux)[2].text, /purple island, east stack/);
  // Not choosing: nothing offered.
  assert.deepEqual(sourceChoices(view({ choosing_source: false }), benelux), []);
  assert.equal(offeredCells(view({ choosing_source: false }), benelux).size, 0);
});

test('the stack a tile came from: the one in hand while placing, else the last move’s', () => {
  const taken = { event: 'tile_taken', turn: 4, player: 1, tile: 'K', source: { from: 'stack', index: 3 } };
  const log = [{ event: 'tile_placed', turn: 4 }, taken, { event: 'tile_placed', turn: 5 }, { event: 'scored', turn: 5 }];
  assert.deepEqual(lastTaken(log), taken.source);
  assert.equal(lastTaken([...log, { event: 'tile_placed', turn: 6 }]), null, 'a later deck move');
  assert.equal(lastTaken([]), null);
  assert.deepEqual(takenCell(view({ log }), benelux, false), { x: 10, y: 0 });
  const placing = view({ log, choosing_source: false, hand: 'U', hand_source: { from: 'stack', index: 0 } });
  assert.deepEqual(takenCell(placing, benelux, true), { x: 6, y: 1 });
  assert.equal(benelux.logText(taken, (p) => ['Ann', 'Ada'][p]), 'Ada took a tile from the light blue island (gave up a light blue chip): city edge with a road curve');
  assert.equal(benelux.logText({ event: 'tile_placed' }, String), null);
  assert.equal(benelux.handFrom(placing), 'from the purple island');
  assert.equal(benelux.handFrom(view({ hand: 'U' })), '');
});

test('the map: bounds, terrain and special squares', () => {
  const m = view().map;
  assert.deepEqual(mapBounds(m), { minX: 0, minY: 0, maxX: 16, maxY: 11 });
  assert.equal(mapBounds(undefined), null);
  assert.equal(terrainAt(m, 0, 0), 's');
  assert.equal(terrainAt(m, 8, 2), 'l');
  assert.equal(terrainAt(m, 16, 2), null);
  assert.equal(terrainAt(m, 3, -1), null);
  assert.equal(squareAt(m, 7, 4).of, 'amsterdam');
  assert.equal(squareAt(m, 8, 4), null);
});

test('Benelux scores chips, words its options and draws its map', () => {
  assert.deepEqual(breakdownKinds('benelux').map(benelux.words.breakdown), ['Roads', 'Cities', 'Monasteries', 'Gardens', 'Fields', 'Chips']);
  assert.equal(benelux.supply({ followers: 7, abbot: true }, view()), '7 followers');
  const v = view();
  const draw = benelux.decor(v, new Map([['U', { name: 'U', features: [] }], ['V', { name: 'V', features: [] }]]));
  const blits = [];
  const g = { at: (x, y) => [x * 50, y * 50], s: 50, blit: (def, x, y, size) => blits.push([def.name, x, y, size]) };
  const under = recorder();
  draw(under.ctx, 'under', g);
  const texts = under.calls.filter((c) => c[0] === 'fillText').map((c) => c[1]);
  assert.equal(texts.filter((t) => t === '?').length, 2, 'each face-down chip shows a question mark, no value');
  assert.ok(!texts.includes('Amsterdam'), 'the large cities are named over the tiles');
  assert.deepEqual(texts.filter((t) => /^\d$/.test(t)), ['4', '4', '4', '4', '4', '0'], 'tiles under each stack');
  assert.deepEqual(blits.map((b) => b[0]), ['U', 'V'], 'face-up tops drawn (those in the catalog)');
  assert.ok(blits[0][3] < 50, 'smaller than a square');
  // In the turn its top was taken, a stack's next tile waits face down: a tile back with a "?".
  const veiled = view();
  veiled.benelux.islands[0].stacks[0].top = null;
  const backs = recorder();
  benelux.decor(veiled, new Map())(backs.ctx, 'under', g);
  const marks = backs.calls.filter((c) => c[0] === 'fillText' && c[1] === '?').length;
  assert.equal(marks, 3, 'two chips and the face-down top');
  const over = recorder();
  draw(over.ctx, 'over', g);
  assert.deepEqual(over.calls.filter((c) => c[0] === 'fillText').map((c) => c[1]), ['Amsterdam', 'Brussels', 'Meppel', 'Eindhoven', 'Charleroi']);
  // Amsterdam's block stands two squares tall: its name runs upwards along it, Brussels' across.
  const rotations = over.calls.filter((c) => c[0] === 'rotate').map((c) => c[1]);
  assert.deepEqual(rotations, [-Math.PI / 2]);
  assert.equal(over.calls.filter((c) => c[0] === 'setLineDash' && c[1].length).length, 1, 'the unused start square dashed');
  assert.equal(benelux.decor({ ...v, map: undefined }, new Map()), null, 'no map, nothing drawn');
});
