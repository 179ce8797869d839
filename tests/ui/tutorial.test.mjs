// Unit tests of the guided tutorial's steps (ui/game/tutorial.js, no DOM), on the real plans in
// src-tauri/tutorials/: every step waits for its own action and no other (an explanation only
// for Next), the player is kept to the script's square, rotation, figure and source (with the
// nudge that says why), Back lands on a turn's first step with the moves to keep, Skip says
// what to do for the player, and every step's words are in the catalog.
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Tutorial, movesMade, optionMatches, sourceMatches } from '../../ui/game/tutorial.js';

const plan = (mode) => {
  const file = JSON.parse(fs.readFileSync(new URL(`../../src-tauri/tutorials/${mode}.json`, import.meta.url), 'utf8'));
  return { mode, script: file.script, steps: file.steps };
};
const english = JSON.parse(fs.readFileSync(new URL('./catalog-en.json', import.meta.url), 'utf8')).messages;

/** A view after `moves` moves of the player's, with `hand` in hand. */
function view({ moves = 0, hand = 'V', ai = false, finished = false } = {}) {
  const log = Array.from({ length: moves }, () => ({ event: 'tile_placed', player: 0 }));
  return { log, hand, current: ai ? 1 : 0, current_is_ai: ai, finished, hand_source: null };
}
const st = (v, more = {}) => ({ view: v, phase: 'place', selected: null, aiRunning: false, ...more });

test('every tutorial step has words in the catalog and a known wait', () => {
  for (const mode of ['classic', 'hunters-gatherers', 'benelux']) {
    const p = plan(mode);
    assert.ok(p.steps.length > 0, mode);
    for (const s of p.steps) {
      assert.ok(english[s.text], `${mode}/${s.id}: ${s.text} in the catalog`);
      assert.ok(['next', 'select', 'rotate', 'lay', 'move', 'ai', 'over', 'source'].includes(s.wait), `${mode}/${s.id}`);
      if (s.turn !== undefined) assert.ok(p.script[s.turn], `${mode}/${s.id}: its turn is scripted`);
    }
    assert.equal(p.steps[p.steps.length - 1].wait, 'next', `${mode}: the last step closes`);
  }
});

test('the Classic tutorial: each step waits for its own action', () => {
  const t = new Tutorial(plan('classic'));
  const [m0, m1] = t.script;
  assert.equal(t.step.id, 'welcome');
  // An explanation waits for Next, whatever the game does.
  t.update(st(view(), { selected: { x: m0.x, y: m0.y, rot: 0 } }));
  assert.equal(t.step.id, 'welcome');
  t.next(view());
  assert.equal(t.step.id, 'place');
  t.update(st(view()));
  assert.equal(t.step.id, 'place', 'nothing chosen yet');
  t.update(st(view(), { selected: { x: m0.x + 5, y: m0.y, rot: 0 } }));
  assert.equal(t.step.id, 'place', 'another square is not the step');
  t.update(st(view(), { selected: { x: m0.x, y: m0.y, rot: (m0.rot + 90) % 360 } }));
  assert.equal(t.step.id, 'rotate');
  t.update(st(view(), { selected: { x: m0.x, y: m0.y, rot: m0.rot } }));
  assert.equal(t.step.id, 'lay');
  t.update(st(view(), { selected: { x: m0.x, y: m0.y, rot: m0.rot } }));
  assert.equal(t.step.id, 'lay', 'turned is not laid');
  t.update(st(view(), { phase: 'figure', selected: { x: m0.x, y: m0.y, rot: m0.rot } }));
  assert.equal(t.step.id, 'road');
  t.update(st(view(), { phase: 'figure', selected: { x: m0.x, y: m0.y, rot: m0.rot } }));
  assert.equal(t.step.id, 'road', 'the figure is not chosen yet');
  t.update(st(view({ moves: 1, ai: true }), { phase: 'wait', aiRunning: true }));
  assert.equal(t.step.id, 'opponent', 'the move made; the opponent thinks');
  t.update(st(view({ moves: 1, hand: m1.tile })));
  assert.equal(t.step.id, 'farmer-lay', "the opponent has played: the player's turn");
});

test('the script keeps the player to its square, rotation, figure and source', () => {
  const t = new Tutorial(plan('classic'));
  const [m0, m1] = t.script;
  const legal = new Map([
    [`${m0.x},${m0.y}`, [0, 90]],
    ['5,5', [0]],
  ]);
  // The first turn teaches turning: every rotation that fits stays.
  assert.deepEqual([...t.legal(legal, view())], [[`${m0.x},${m0.y}`, [0, 90]]]);
  // Later turns: the scripted rotation only.
  const later = new Map([
    [`${m1.x},${m1.y}`, [0, 180]],
    ['5,5', [0]],
  ]);
  assert.deepEqual([...t.legal(later, view({ moves: 1, hand: m1.tile }))], [[`${m1.x},${m1.y}`, [m1.rot]]]);
  // Not the player's turn, or past the script: the rules' places.
  assert.equal(t.legal(legal, view({ ai: true })), legal);
  assert.equal(t.legal(legal, view({ moves: t.script.length, hand: 'U' })), legal);
  assert.equal(t.refusal(view(), { place: { x: m0.x, y: m0.y, rot: (m0.rot + 90) % 360 } }), 'ui-tut-nudge-turn');
  assert.equal(t.refusal(view(), { place: { x: m0.x, y: m0.y, rot: m0.rot } }), '');
  assert.equal(t.refusal(view(), { option: { action: 'none' } }), 'ui-tut-nudge-figure');
  assert.equal(t.refusal(view(), { option: { action: 'place', figure: m0.figure.kind, at: m0.figure.at } }), '');
  assert.ok(optionMatches({ tile: 'U' }, { action: 'none' }));
  assert.ok(!optionMatches({ tile: 'U', figure: { kind: 'meeple', at: 'N' } }, { action: 'place', figure: 'meeple', at: 'S' }));
  const moveSource = (src) => (src.from === 'stack' ? { island: 'orange', stack: src.index & 1 } : {});
  assert.ok(sourceMatches({ island: 'orange', stack: 1 }, { from: 'stack', index: 5 }, moveSource));
  assert.ok(!sourceMatches({ island: 'orange', stack: 1 }, { from: 'deck' }, moveSource));
  assert.ok(sourceMatches({ tile: 'U' }, { from: 'deck' }, moveSource));
});

test('Back lands on a turn\'s first step with the moves to keep; Skip says what to do', () => {
  const t = new Tutorial(plan('classic'));
  const ids = t.steps.map((s) => s.id);
  const go = (id, v) => {
    while (t.step.id !== id) t.next(v);
  };
  go('place', view());
  go('opponent', view({ moves: 1, ai: true }));
  go('farmer', view({ moves: 1 }));
  let b = t.back();
  assert.equal(t.step.id, 'farmer-lay');
  assert.equal(b.keep, 1, 'the first move stays');
  b = t.back();
  assert.equal(t.step.id, 'place', 'over the opponent and the first turn to its start');
  assert.equal(b.keep, 0);
  assert.equal(t.back().step, 0, 'to the welcome');
  assert.equal(t.back(), null, 'nothing before the first step');
  // Skip: the step's action for the player, then the next step.
  t.next(view());
  const sk = t.skip(view());
  assert.equal(sk.act, 'select');
  assert.deepEqual(sk.mv, t.script[0]);
  assert.equal(t.step.id, ids[ids.indexOf('place') + 1]);
  go('scored', view({ moves: 3 }));
  assert.equal(t.skip(view({ moves: 3 })).act, 'none', 'an explanation has nothing to do');
  assert.deepEqual(t.target(), { cell: { x: t.script[3].x, y: t.script[3].y } }, 'the monastery step points at its square');
  assert.equal(movesMade(view({ moves: 2 })), 2);
});

test('the end: the game over finishes the last waiting step', () => {
  const t = new Tutorial(plan('classic'));
  while (t.step.id !== 'free') t.next(view({ moves: 4 }));
  t.update(st(view({ moves: 5 })));
  assert.equal(t.step.id, 'free');
  t.update(st(view({ moves: 6, finished: true }), { phase: 'over' }));
  assert.equal(t.step.id, 'end');
  assert.ok(t.last);
});
