// Unit tests of what the screens derive from a view (ui/game/viewmodel.js, no DOM): one board
// state for the game and the replay viewer, and the game controller working each view out once,
// not at every render.
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { modeModule } from '../../ui/modes/index.js';
import { NO_CELLS, boardState, derive } from '../../ui/game/viewmodel.js';
import { GameController } from '../../ui/game/controller.js';

globalThis.window = globalThis;
// The controller's motion player listens for input on the page: a page that has none.
globalThis.document ??= { addEventListener() {}, removeEventListener() {}, getElementById: () => null };
const benelux = modeModule('benelux');
const classic = modeModule('classic');
const catalog = new Map(['D', 'U', 'V', 'E', 'K', 'L', 'W'].map((name) => [name, { name, edges: ['field', 'field', 'field', 'field'], features: [] }]));

/** A Benelux view while player 0 chooses where the tile comes from, holding a purple chip. */
function choosing(extra = {}) {
  return {
    id: 'g',
    mode: 'benelux',
    turn: 3,
    current: 0,
    current_is_ai: false,
    finished: false,
    options: { abbot: false },
    seats: [{ name: 'Ada', kind: 'human' }, { name: 'Bo', kind: 'human' }],
    players: [{ score: 0, projected: 0, followers: 7 }, { score: 0, projected: 0, followers: 7 }],
    choosing_source: true,
    sources: [{ from: 'deck' }, { from: 'stack', index: 0 }],
    hand: null,
    hand_source: { from: 'deck' },
    can_put_back: false,
    can_undo: false,
    board: [{ x: 12, y: 2, tile: 'D', rot: 0, figures: [] }],
    last: 0,
    placements: [],
    remaining: [],
    deck_len: 40,
    log: [],
    map: { width: 16, height: 11, terrain: [], squares: [{ x: 6, y: 1, kind: 'island', of: 'purple' }] },
    benelux: {
      chips: [],
      islands: [{ colour: 'purple', stacks: [{ index: 0, stack: 0, x: 6, y: 1, top: 'U', below: 4 }] }],
      held: [[{ colour: 'purple', value: 2 }], []],
      spent: [0, 0],
    },
    ...extra,
  };
}

test('the replay viewer’s board is the game’s board state with no turn in it', () => {
  const v = choosing({ placements: [{ x: 1, y: 0, rot: 90, options: [] }], hand: 'V' });
  const d = derive(v, benelux, catalog);
  const colours = ['red', 'blue'];
  const shown = boardState(d, colours);
  assert.equal(shown.tiles, v.board);
  assert.equal(shown.catalog, catalog);
  assert.equal(shown.paint, benelux.paintTile);
  assert.equal(shown.last, 0);
  assert.equal(shown.map, v.map);
  assert.equal(shown.decor, d.decor);
  assert.equal(typeof shown.decor, 'function', 'Benelux draws its map');
  assert.equal(shown.colours, colours);
  assert.equal(shown.figureSpot, benelux.figureSpot);
  // Nothing of a turn: no glowing cells, no tile in hand, no selection, nothing offered.
  assert.equal(shown.legal, NO_CELLS);
  assert.equal(shown.offered, NO_CELLS);
  for (const k of ['hand', 'selected', 'cursor', 'figureOptions', 'lastSource', 'outline']) assert.equal(shown[k], null, k);
  assert.equal(shown.optionIndex, -1);
  // A turn adds to the same state: every key is the builder's.
  const turn = boardState(d, colours, { legal: d.legal, hand: d.hand, selected: { x: 1, y: 0, rot: 90 } });
  assert.deepEqual(Object.keys(turn).sort(), Object.keys(shown).sort());
  assert.deepEqual([...turn.legal], [['1,0', [90]]]);
  assert.equal(turn.hand, catalog.get('V'));
  // At move 0 no tile is marked as the last one; a mode without decor draws none.
  const start = derive({ ...v, turn: 0, map: undefined }, classic, catalog);
  assert.equal(boardState(start, colours).last, null);
  assert.equal(boardState(start, colours).decor, null);
  assert.equal(boardState(start, colours).map, null);
});

test('a view gives its sources, their cells on the map and the tile in hand once', () => {
  const d = derive(choosing(), benelux, catalog);
  assert.deepEqual(d.sources.map((c) => c.key), ['deck', 'stack-0']);
  assert.deepEqual([...d.offered.keys()], ['6,1']);
  assert.equal(d.hand, null);
  assert.equal(d.legal.size, 0);
  const taken = derive(choosing({ choosing_source: false, hand: 'U', hand_source: { from: 'stack', index: 0 } }), benelux, catalog);
  assert.deepEqual(taken.sources, []);
  assert.deepEqual(taken.takenHand, { x: 6, y: 1 }, 'the tile in hand came from the purple stack');
  assert.equal(taken.taken, null, 'no move took a tile from a stack yet');
});

/** A game controller with parts that draw nothing, counting how often the mode's stacks are
 * looked at (every source, offered cell and taken cell asks `source`). */
function controller() {
  const quiet = () => {};
  const board = new Proxy({ allVisible: () => true, toWorld: () => [0, 0] }, { get: (t, k) => (k in t ? t[k] : quiet) });
  const parts = { board, panel: { render: quiet }, end: { hide: quiet, show: quiet }, tip: { show: quiet } };
  const ctx = { info: { catalogs: { benelux: [...catalog.values()] } }, settings: { speed: 'instant' }, colours: () => ['red', 'blue'] };
  return new GameController(ctx, parts);
}

test('the controller works a view out once, not at every render', () => {
  const c = controller();
  const source = benelux.source;
  let asked = 0;
  benelux.source = (...args) => (asked++, source(...args));
  // The backend answers nothing here (a change of language asks it for the log anew).
  globalThis.__TAURI__ = { core: { invoke: () => new Promise(() => {}) } };
  try {
    c.enter(choosing());
    const once = asked;
    assert.ok(once > 0, 'the stacks were looked at');
    c.render();
    c.render();
    c.cycleSource(1);
    c.cycleSource(1);
    assert.equal(c.boardState().offered.get('6,1').index, 0);
    assert.equal(asked, once, 'renders and keys read the view’s derived model');
    c.setView(choosing({ turn: 4 }));
    assert.ok(asked > once, 'a new view is worked out anew');
    const twice = asked;
    c.reword();
    assert.ok(asked > twice, 'and again in a new language (the sources’ words)');
  } finally {
    benelux.source = source;
    delete globalThis.__TAURI__;
  }
});
