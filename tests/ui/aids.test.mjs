// Unit tests of the board aids' words and picks (ui/game/aids.js, no DOM): the places no tile
// can fill, an open place's fitting tiles, a feature's odds or why it can never be completed,
// what the live region says as places die, and the quiet warnings before a last chance.
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { modeModule } from '../../ui/modes/index.js';
import { cellFitsLine, deadCells, deadSaid, featureAidWords, openCellAt, warnings } from '../../ui/game/aids.js';
import { boardLabel } from '../../ui/game/describe.js';

const classic = modeModule('classic');
const hunters = modeModule('hunters-gatherers');
const benelux = modeModule('benelux');

/** A Classic view at turn `turn` with `open` cells, `deck` face-down tiles, player 0 to play. */
function view({ open = [], deck = 30, players, turn = 4, id = 'g' } = {}) {
  return {
    id,
    turn,
    finished: false,
    current: 0,
    current_is_ai: false,
    hand: 'U',
    deck_len: deck,
    players: players || [{ followers: 7 }, { followers: 7 }],
    open_cells: open,
    placements: [],
  };
}

const roadsOnly = [
  { x: 0, y: -1, fits: 0, tiles: [] },
  { x: -1, y: 0, fits: 2, tiles: [{ tile: 'U', count: 2 }] },
];

test('a place no tile fits is dead; one a bonus tile still fits is not', () => {
  assert.deepEqual(deadCells(view({ open: roadsOnly })), [{ x: 0, y: -1 }]);
  const bonusOnly = { x: 2, y: 0, fits: 0, bonus: 1, tiles: [{ tile: 'HB01', count: 1, pool: 'bonus' }] };
  assert.deepEqual(deadCells(view({ open: [bonusOnly] })), []);
  assert.equal(cellFitsLine(bonusOnly), 'No tile left fits here (and 1 bonus tile)');
  assert.deepEqual(deadCells({}), [], 'a view from before the aids has none');
});

test('an open place says how many tiles still to come fit it, copies counted', () => {
  const v = view({ open: roadsOnly });
  assert.equal(cellFitsLine(openCellAt(v, -1, 0)), '2 tiles left fit here');
  assert.equal(cellFitsLine(openCellAt(v, 0, -1)), 'No tile left fits here');
  assert.equal(cellFitsLine({ fits: 1, tiles: [] }), '1 tile left fits here');
  assert.equal(openCellAt(v, 5, 5), null);
});

test('a feature says why it can never be completed, or its odds rounded to 5', () => {
  assert.equal(featureAidWords({ never: [3, -1] }), 'can never be completed: no tile left fits at (3,\u00A0-1)');
  assert.equal(featureAidWords({ chance: 42 }), 'about 40% likely to be completed');
  assert.equal(featureAidWords({ chance: 0 }), 'about 5% likely to be completed', 'not yet impossible');
  assert.equal(featureAidWords({ chance: 100 }), 'about 95% likely to be completed');
  assert.equal(featureAidWords({ kind: 'field' }), '');
});

test('the live region says the places that died since the last view, once', () => {
  const before = view({ open: roadsOnly.slice(1), turn: 3 });
  const after = view({ open: roadsOnly, turn: 4 });
  assert.equal(deadSaid(before, after), 'No tile left can fill (0,\u00A0-1)');
  assert.equal(deadSaid(after, after), '', 'nothing new');
  assert.equal(deadSaid(null, after), '', 'the first view: the board label tells');
  assert.equal(deadSaid(view({ open: [], id: 'other' }), after), '', 'another game');
  assert.equal(deadSaid(after, { ...before, turn: 2 }), '', 'an undo');
});

test("the board's label counts the crosses unless they are turned off", () => {
  const m = (deadMarks) => ({ phase: 'place', view: view({ open: roadsOnly }), mode: classic, catalog: new Map(), cursor: { x: 0, y: -1 }, legalCount: 1, name: () => 'Ada', deadMarks });
  const on = boardLabel(m(true));
  assert.match(on, /1 place no tile can fill/);
  assert.match(on, /No tile left fits here/, 'the cursor cell says what fits');
  assert.doesNotMatch(boardLabel(m(false)), /place no tile can fill/);
});

test('warnings before a last chance: the last tiles, the last follower, the abbot, the last hut', () => {
  assert.deepEqual(warnings(view(), classic), []);
  assert.deepEqual(warnings(view({ deck: 1 }), classic), ['Your last turn: 1 tile is left for the others']);
  assert.deepEqual(warnings(view({ deck: 0 }), classic), ['The last tile: the game ends after this turn']);
  assert.deepEqual(warnings(view({ deck: 1 }), benelux), ['Only 1 face-down tile left: this may be your last turn']);
  const lastOne = [{ followers: 1 }, { followers: 7 }];
  assert.deepEqual(warnings(view({ players: lastOne }), classic), ['Your last follower in supply']);
  assert.deepEqual(warnings(view({ players: lastOne }), hunters), ['Your last tribe member in supply']);
  const abbot = [{ followers: 6, abbot_on_board: true }, { followers: 7 }];
  assert.deepEqual(warnings(view({ players: abbot }), classic), [], 'not yet the last turn');
  assert.deepEqual(warnings(view({ players: abbot, deck: 1 }), classic), ['Your last turn: 1 tile is left for the others', 'Last chance to take your abbot back']);
  assert.deepEqual(warnings(view({ players: [{ followers: 5, huts: 1 }, { followers: 5 }] }), hunters), ['Your last hut in supply']);
  assert.deepEqual(warnings({ ...view({ deck: 0 }), current_is_ai: true }, classic), [], "never on an AI's turn");
  assert.deepEqual(warnings({ ...view({ deck: 0 }), hand: null }, classic), [], 'nor before the tile is drawn');
});
