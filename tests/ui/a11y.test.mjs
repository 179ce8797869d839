// Unit tests of the UI's accessibility words and marks (no DOM): what the live region says for
// a batch of events (moves, figures, scores with the log's reasons, whose turn, the tile drawn
// and where from, an undo, the end), the board's label, tile descriptions, and the seat shapes.
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { announce } from '../../ui/game/announce.js';
import { boardLabel, describeTile } from '../../ui/game/describe.js';
import { eventWords, logParts } from '../../ui/game/logtext.js';
import { SHAPES, shapeOf, shapePoints } from '../../ui/seatmark.js';
import { modeModule } from '../../ui/modes/index.js';

globalThis.window = globalThis;
const classic = modeModule('classic');
const D = { name: 'D', features: [{ kind: 'road', locs: ['W', 'E'] }, { kind: 'city', locs: ['N'] }, { kind: 'field', locs: ['ENE', 'WNW'] }, { kind: 'field', locs: ['ESE', 'SSE', 'SSW', 'WSW'] }] };
const B = { name: 'B', features: [{ kind: 'monastery', locs: ['C'] }, { kind: 'field', locs: ['NNW', 'NNE'] }] };
const A = { name: 'A', features: [{ kind: 'monastery', locs: ['C'] }, { kind: 'road', locs: ['S'] }, { kind: 'field', locs: ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'] }] };
const catalog = new Map([['D', D], ['B', B], ['A', A]]);
const names = ['You', 'Ada'];
const m = { mode: classic, catalog, name: (p) => names[p] };

function view(over = {}) {
  return {
    id: 'g1', turn: 4, finished: false, current: 0, current_is_ai: false, choosing_source: false, hand: 'B',
    placements: [{ x: 1, y: 0, rot: 0 }, { x: 1, y: 0, rot: 90 }, { x: 0, y: 1, rot: 0 }],
    players: [{ score: 4 }, { score: 0 }], log: [], ...over,
  };
}

test('a tile in words, as it lies: its name (what it shows, never its code), its features with their sides, fields and a lone middle feature left out', () => {
  assert.equal(describeTile('D', D, 0, classic.words), 'city edge with a straight road: Road (W, E); City (N)');
  assert.equal(describeTile('D', D, 90, classic.words), 'city edge with a straight road: Road (N, S); City (E)');
  // A feature in the middle alone is said once, by the name: never "monastery: Monastery".
  assert.equal(describeTile('B', B, 0, classic.words), 'monastery');
  assert.equal(describeTile('A', A, 180, classic.words), 'monastery with a road: Road (N)');
  assert.equal(describeTile('Z', null, 0, classic.words), 'Z');
});

test('a batch of moves is one list of sentences: the move, the figure, the score with the log’s reason, whose turn and the tile drawn', () => {
  const prev = view({ turn: 3, current: 1, current_is_ai: true, hand: null, log: [] });
  const scored = { turn: 4, event: 'scored', feature: 'city', players: [1], points: 4, final_scoring: false, reason: 'city of 2 tiles, completed: 4' };
  const next = view({
    log: [
      // The backend words every tile laid (i18n/src/log.rs); the announcement adds its sides.
      { turn: 4, event: 'tile_placed', player: 1, tile: 'D', x: 2, y: -1, rot: 90, label: 'Turn 4', text: 'Ada laid a city edge with a straight road at (2, −1)' },
      { turn: 4, event: 'figure_placed', player: 1, figure: 'meeple', feature: 'road' },
      scored,
    ],
  });
  const said = announce(prev, next, m, true);
  assert.deepEqual(said, [
    'Ada laid a city edge with a straight road at (2, −1) — Road (N, S); City (E)',
    'Ada: a follower on a road',
    'Ada +4 — city of 2 tiles, completed: 4',
    'Turn 5 · You, your turn',
    'Tile in hand, drawn face down — monastery',
    'It fits in 2 places',
  ]);
  // The score is the log's own line.
  const p = logParts(scored, m);
  assert.equal(`${p.pts}${p.rest}`, eventWords(scored, m));
  // In the middle of the AI's turns, whose turn is not said yet.
  assert.equal(announce(prev, next, m, false).length, 3);
  // The same view again says nothing new.
  assert.deepEqual(announce(next, next, m, true), []);
});

test('an undo, the AI’s turn, a choice of source and the end are said', () => {
  const prev = view({ turn: 6, log: [{}, {}, {}] });
  assert.deepEqual(announce(prev, view({ turn: 4, log: [{}] }), m, true).slice(0, 2), ['Undone: back to turn 5', 'Turn 5 · You, your turn']);
  assert.deepEqual(announce(null, view({ current: 1, current_is_ai: true, hand: null }), m, true), ['Turn 5 · Ada to play']);
  assert.match(announce(null, view({ choosing_source: true, hand: null }), m, true)[0], /^Turn 5 · You: draw a tile or take one from a stack/);
  const end = announce(view(), view({ finished: true, players: [{ score: 30 }, { score: 41 }], log: [{ turn: 9, event: 'game_over', scores: [30, 41] }] }), m, true);
  assert.deepEqual(end, ['Game over', 'Ada wins', 'Final scores: You 30, Ada 41']);
});

test('a mode’s own words reach the announcements: where the tile came from, its log lines', () => {
  const mode = { ...classic, handFrom: () => 'from the purple island', logText: (e, name) => (e.event === 'tile_taken' ? `${name(e.player)} took ${e.tile}` : null) };
  const said = announce(view({ turn: 4, hand: null, choosing_source: true }), view({ log: [{ turn: 4, event: 'tile_taken', player: 0, tile: 'B' }] }), { ...m, mode }, true);
  assert.ok(said.includes('You took B'), said.join(' | '));
  assert.ok(said.includes('Tile in hand, from the purple island — monastery'), said.join(' | '));
});

test('the board’s label says the cell, the tile and its turn; the figure spot; the source', () => {
  const base = { view: view(), mode: classic, catalog, cursor: null, options: null, optionIndex: 0, sources: [], sourceIndex: 0, legalCount: 2, rotsAt: 0, name: (p) => names[p] };
  assert.equal(boardLabel({ ...base, phase: 'place', selected: null }), 'Board. monastery. It fits in 2 places. Arrow keys choose a place');
  const v = view({ hand: 'D' });
  assert.match(boardLabel({ ...base, view: v, phase: 'place', selected: { x: 1, y: 0, rot: 90 }, rotsAt: 2 }), /^Board\. Cell 1,\u00a00\. city edge with a straight road: Road \(N, S\); City \(E\)\. turned 90°\. 2 turns fit here\./);
  const options = [{ action: 'none' }, { action: 'place', figure: 'meeple', feature: 'city', at: 'N', note: 'city of 1 tile: 1 now' }];
  assert.match(boardLabel({ ...base, phase: 'figure', options, optionIndex: 1 }), /Figure spot 2 of 2: Follower on the city \(N\) — city of 1 tile: 1 now/);
  const sources = [{ src: { from: 'deck' }, text: null }, { src: { from: 'stack', index: 0 }, text: 'Take U from the purple island' }];
  assert.match(boardLabel({ ...base, view: view({ deck_len: 40, hand: null }), phase: 'source', sources, sourceIndex: 1 }), /Choice 2 of 2: Take U from the purple island/);
  assert.match(boardLabel({ ...base, phase: 'wait', view: view({ current: 1, current_is_ai: true }) }), /Ada is thinking/);
});

test('every seat has its own shape, the same for the same seat', () => {
  assert.equal(new Set(SHAPES).size, 6);
  assert.deepEqual([0, 1, 2, 3, 4, 5].map(shapeOf), SHAPES);
  assert.equal(shapeOf(6), shapeOf(0));
  assert.equal(shapePoints('circle'), null);
  for (const sh of SHAPES.slice(1)) {
    const pts = shapePoints(sh);
    assert.ok(pts.length >= 3, sh);
    assert.ok(pts.every(([x, y]) => Math.abs(x) <= 1.1 && Math.abs(y) <= 1.1), `${sh} fits its unit circle`);
  }
  const outlines = SHAPES.map((sh) => JSON.stringify((shapePoints(sh) || []).map(([x, y]) => [x.toFixed(2), y.toFixed(2)])));
  assert.equal(new Set(outlines).size, SHAPES.length, 'no two shapes have the same outline');
});

test('the log and the announcements use the words the backend sends in the game’s language', () => {
  const m = { mode: classic, name: (p) => ['Ada', 'Bo'][p], catalog: new Map() };
  const scored = { turn: 4, event: 'scored', players: [1], points: 4, final_scoring: false, reason: 'city of 2 tiles, completed: 4', label: 'Ruch 4', head: 'Bo: +4 pkt', text: 'Bo: +4 pkt — miasto, 2 płytki — ukończone: 4' };
  const p = logParts(scored, m);
  assert.deepEqual(p, { final: false, prefix: 'Ruch 4 · ', pts: 'Bo: +4 pkt', rest: ' — miasto, 2 płytki — ukończone: 4' });
  assert.equal(eventWords(scored, m), 'Bo: +4 pkt — miasto, 2 płytki — ukończone: 4');
  const taken = { turn: 5, event: 'tile_taken', player: 0, tile: 'K', source: { from: 'stack', index: 0 }, label: 'Ruch 5', text: 'Ada bierze płytkę K z fioletowej wyspy' };
  assert.equal(logParts(taken, m), null, 'a tile taken is the mode’s line');
  assert.equal(eventWords(taken, m), 'Ada bierze płytkę K z fioletowej wyspy');
  const over = { turn: 70, event: 'game_over', scores: [3, 4], label: 'Koniec', text: 'Koniec gry: 3 – 4' };
  assert.deepEqual(logParts(over, m), { final: true, prefix: '', pts: '', rest: 'Koniec gry: 3 – 4' });
});
