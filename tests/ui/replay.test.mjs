// Unit tests of the replay viewer's pure parts (ui/screens/replay.js): the move a key asks for,
// kept within the game, and the words of the move shown (who laid which tile where, its
// figures and scores; the start; the end without the final scoring, which the log shows).
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keyTarget, moveWords, sentences, SPEEDS } from '../../ui/screens/replay.js';
import { moduleFor } from '../../ui/modes/index.js';

test('keys step within the game', () => {
  assert.equal(keyTarget('ArrowLeft', 5, 70), 4);
  assert.equal(keyTarget('ArrowLeft', 0, 70), 0);
  assert.equal(keyTarget('ArrowRight', 5, 70), 6);
  assert.equal(keyTarget('ArrowRight', 70, 70), 70);
  assert.equal(keyTarget('Home', 33, 70), 0);
  assert.equal(keyTarget('End', 3, 70), 70);
  assert.equal(keyTarget('x', 3, 70), null);
  assert.ok(SPEEDS.slow > SPEEDS.normal && SPEEDS.normal > SPEEDS.fast);
});

test('the move shown in words', () => {
  const m = { mode: moduleFor('classic'), catalog: new Map(), name: (p) => ['Ann', 'Bob'][p] };
  const log = [
    { turn: 1, event: 'tile_placed', player: 0, tile: 'D', x: 1, y: 0, rot: 0 },
    { turn: 2, event: 'tile_placed', player: 1, tile: 'E', x: 0, y: -1, rot: 90 },
    { turn: 2, event: 'scored', label: 'Turn 2', text: 'Bob +4 — city of 2 tiles', head: 'Bob +4', final_scoring: false },
    { turn: 2, event: 'scored', label: 'End', text: 'Ann +2 — field', head: 'Ann +2', final_scoring: true },
    { turn: 2, event: 'game_over', label: 'End', text: 'Game over' },
  ];
  const at = (k, finished = false) => ({ at: k, moves: 2, view: { log: log.filter((e) => e.turn <= k), finished } });
  assert.equal(moveWords(at(0), m), 'The start of the game, before the first move.');
  // A no-break space inside the pair: it never wraps between its two numbers.
  assert.match(moveWords(at(1), m), /^Ann laid .*1,\u00a00/);
  const end = moveWords(at(2, true), m);
  assert.match(end, /^Bob laid .*\. Bob \+4 — city of 2 tiles\. Game over\.$/);
  assert.doesNotMatch(end, /\.\./, 'one full stop each');
  assert.doesNotMatch(end, /field/);
});

test('parts become sentences, each with one ending', () => {
  assert.equal(sentences(['Ann laid a tile', ' Bob +4 — city ', 'Game over.', '', 'Really?']), 'Ann laid a tile. Bob +4 — city. Game over. Really?');
  assert.equal(sentences([]), '');
});
