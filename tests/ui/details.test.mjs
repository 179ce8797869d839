// Unit tests of "rules at hand" (no DOM): each mode's rules paragraphs have their anchors, every
// feature kind a mode's details can show (and every kind it scores) leads to a paragraph the
// rules screen shows, and the pinned details' links (ui/game/details.js): one per paragraph, the
// feature under the pointer's first, worded with its kinds only beside another.
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { modeModule } from '../../ui/modes/index.js';
import { linkText, rulesLinks } from '../../ui/game/details.js';
import { MODES, breakdownKinds } from './app-modes.mjs';

const available = MODES.filter((m) => m.available);
/** Every anchor the rules screen has: the paragraphs of each playable mode. */
const anchors = available.flatMap((m) => modeModule(m.id).words.ruleIds);

test('every rules paragraph has its own anchor', () => {
  for (const m of available) {
    const w = modeModule(m.id).words;
    assert.equal(w.ruleIds.length, w.rules.length, `${m.id}: an anchor per paragraph`);
    for (const id of w.ruleIds) assert.match(id, /^rules-[a-z]+-[a-z]+$/, `${m.id}: ${id}`);
  }
  assert.equal(new Set(anchors).size, anchors.length, 'no anchor twice');
});

test("every feature kind a mode's details show, and every kind it scores, has its paragraph", () => {
  for (const m of available) {
    const w = modeModule(m.id).words;
    for (const kind of [...Object.keys(w.kind), ...breakdownKinds(m.id)]) {
      const id = w.rulesFor(kind);
      assert.ok(anchors.includes(id), `${m.id}: ${kind} → ${id}, not on the rules screen`);
    }
    assert.equal(w.rulesFor('no-such-kind'), null, `${m.id}: an unknown kind has none`);
  }
});

test('the paragraphs that score each kind, as the rules word them', () => {
  const classic = modeModule('classic').words;
  for (const kind of ['road', 'city', 'monastery', 'garden', 'field']) assert.equal(classic.rulesFor(kind), 'rules-classic-scoring', kind);
  assert.match(classic.rules[classic.ruleIds.indexOf('rules-classic-scoring')], /a road 1 per tile, a city 2 per tile.*each field 3/);

  const hunters = modeModule('hunters-gatherers').words;
  const text = (kind) => hunters.rules[hunters.ruleIds.indexOf(hunters.rulesFor(kind))];
  assert.match(text('forest'), /A forest is complete when/);
  assert.match(text('river'), /A river is complete when/);
  assert.match(text('meadow'), /in each meadow the most hunters score/);
  assert.match(text('river_system'), /in each river system the most huts score/);

  // Benelux's tiles are Classic's, scored by Classic's rules; its chips by its own paragraph.
  const benelux = modeModule('benelux').words;
  assert.equal(benelux.rulesFor('city'), 'rules-classic-scoring');
  assert.equal(benelux.rulesFor('chip'), 'rules-benelux-chips');
  assert.match(benelux.rules[benelux.ruleIds.indexOf('rules-benelux-chips')], /collects it: its value/);
});

test("the pinned details' links: one per paragraph, the first feature's first", () => {
  const classic = modeModule('classic').words;
  const one = rulesLinks([{ kind: 'city' }, { kind: 'road' }, { kind: 'field' }, { kind: 'road' }], classic);
  assert.deepEqual(one, [{ anchor: 'rules-classic-scoring', kinds: ['City', 'Road', 'Field'] }]);
  assert.equal(linkText(one[0], false), 'How it scores');

  const hunters = modeModule('hunters-gatherers').words;
  const two = rulesLinks([{ kind: 'meadow' }, { kind: 'forest' }, { kind: 'river' }], hunters);
  assert.deepEqual(
    two.map((l) => l.anchor),
    ['rules-hunters-end', 'rules-hunters-scoring'],
  );
  assert.equal(linkText(two[0], true), 'How it scores: Meadow');
  assert.equal(linkText(two[1], true), 'How it scores: Forest and River');

  // A mode that names no paragraphs gets no links (and no dead button).
  assert.deepEqual(rulesLinks([{ kind: 'city' }], { kind: {} }), []);
});
