// Unit tests of Classic's and Benelux's words (no DOM): they come from the catalog the backend
// sends, so a change of language reaches them at once (words read earlier included), counts
// take the language's plural forms, a message may choose its words by a feature's kind, and
// the English catalog words them as before.
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { setCatalog } from '../../ui/i18n.js';
import { modeModule, modeTitle } from '../../ui/modes/index.js';

const classic = modeModule('classic');
const benelux = modeModule('benelux');
const english = () => setCatalog(JSON.parse(fs.readFileSync(new URL('./catalog-en.json', import.meta.url), 'utf8')));

// A marker where an argument goes (`#`: the count a message chooses by).
const arg = (name) => `\uE000${name}\uE001`;

/** A small made-up catalog in Polish's plural rules (one, few, many). */
const FAKE = {
  language: 'xx',
  locale: 'pl',
  messages: {
    'ui-classic-title': 'Klasyczna',
    'ui-classic-option-river': 'Rzeka',
    'ui-classic-breakdown-road': 'Drogi',
    'ui-classic-supply': { by: 'n', count: true, default: 'other', forms: { one: `${arg('#')} pionek`, few: `${arg('#')} pionki`, many: `${arg('#')} pionków`, other: `${arg('#')} pionka` } },
    'ui-classic-place-follower': {
      by: 'feature',
      count: false,
      default: 'other',
      forms: { road: `Pionek na drodze (${arg('at')})`, city: `Pionek w mieście (${arg('at')})`, other: `Pionek: ${arg('name')} (${arg('at')})` },
    },
    'feature-monastery': 'klasztor',
    'ui-classic-rules-placing': 'Połóż płytkę.',
    'ui-benelux-place-brussels': 'Bruksela',
    'ui-benelux-chip-orange': `pomarańczowy żeton wart ${arg('value')}`,
  },
};

test('the words follow the catalog, read afresh after a change of language', () => {
  const w = classic.words;
  const b = benelux.words;
  try {
    setCatalog(FAKE);
    assert.equal(w.title, 'Klasyczna');
    assert.equal(modeTitle('classic'), 'Klasyczna');
    assert.equal(w.options.river, 'Rzeka');
    assert.equal(w.breakdown('road'), 'Drogi');
    assert.equal(w.kind.road, 'ui-classic-kind-road', 'a message the catalog lacks shows its id');
    assert.deepEqual(['1', '3', '5', '22'].map((n) => classic.supply({ followers: Number(n) }, { options: {} })), ['1 pionek', '3 pionki', '5 pionków', '22 pionki']);
    assert.equal(w.placeOn({ action: 'place', figure: 'meeple', feature: 'road', at: 'N', note: '' }), 'Pionek na drodze (N)');
    assert.equal(w.placeOn({ action: 'place', figure: 'meeple', feature: 'monastery', at: 'C', note: '' }), 'Pionek: klasztor (C)', 'a kind the message does not list: its feature word');
    assert.equal(w.placeOn({ action: 'place', figure: 'meeple', feature: 'tower', at: 'C', note: '' }), 'Pionek: tower (C)', 'or its id');
    assert.equal(w.rules[0], 'Połóż płytkę.');
    // Benelux shares Classic's words and has its own.
    assert.equal(b.options.river, 'Rzeka');
    assert.equal(b.breakdown('road'), 'Drogi');
    assert.equal(b.places.brussels, 'Bruksela');
    assert.equal(b.chip({ colour: 'orange', value: 2 }), 'pomarańczowy żeton wart 2');
    assert.equal(modeTitle('benelux'), 'ui-benelux-title');
  } finally {
    english();
  }
  assert.equal(w.title, 'Classic');
  assert.equal(w.options.river, 'River');
  assert.equal(b.places.brussels, 'Brussels');
  assert.equal(classic.supply({ followers: 3 }, { options: {} }), '3 followers');
});

test('Classic in English: figures, log lines, sizes and values read as before', () => {
  const w = classic.words;
  assert.equal(w.placeOn({ action: 'place', figure: 'meeple', feature: 'city', at: 'N', note: 'city of 1 tile: 1 now' }), 'Follower on the city (N) — city of 1 tile: 1 now');
  assert.equal(w.placeOn({ action: 'place', figure: 'abbot', feature: 'monastery', at: 'C', note: 'y' }), 'Abbot on the monastery (C) — y');
  assert.equal(w.mark({ figure: 'abbot', action: 'place' }), 'A');
  assert.equal(w.recall(5), 'Recall the abbot: +5 now');
  assert.equal(w.recalled('Ada'), 'Ada recalls the abbot');
  assert.equal(w.placed('Ada', { figure: 'abbot', feature: 'garden' }), 'Ada: an abbot on a garden');
  assert.equal(w.placed('Ada', { figure: 'meeple', feature: 'field' }), 'Ada: a farmer on a field');
  assert.equal(w.placed('Ada', { figure: 'meeple', feature: 'road' }), 'Ada: a follower on a road');
  assert.equal(w.size({ kind: 'road', tiles: 1, shields: 0 }), '1 tile');
  assert.equal(w.size({ kind: 'city', tiles: 4, shields: 2 }), '4 tiles + 2 shields');
  assert.equal(w.size({ kind: 'monastery', tiles: 1 }), '1 neighbour');
  assert.equal(w.size({ kind: 'garden', tiles: 8 }), '8 neighbours');
  assert.equal(w.size({ kind: 'field', tiles: 3 }), '3 tiles');
  assert.equal(w.value({ kind: 'city', complete: true, now: 8 }), 'completed: 8');
  assert.equal(w.value({ kind: 'road', complete: false, now: 2 }), '2 now');
  assert.deepEqual(['road', 'city', 'monastery', 'garden', 'field'].map(w.breakdown), ['Roads', 'Cities', 'Monasteries', 'Gardens', 'Fields']);
  assert.equal(w.breakdown('tower'), 'tower', 'a kind without a column: its feature word, or its id');
  assert.equal(w.kind.river, 'River');
  assert.equal(w.options.artChoices[''], 'matching the Abbot option');
  assert.equal(w.rules.length, 4);
  assert.match(w.rules[0], /^On your turn, place the tile in hand/);
});

test('Benelux in English: islands, chips, places and rules', () => {
  const w = benelux.words;
  assert.equal(w.title, 'Benelux');
  assert.equal(w.options.followers, 'Followers each');
  assert.equal(w.options.farm, 'Field scoring', 'Classic’s options too');
  assert.deepEqual(w.places, { meppel: 'Meppel', eindhoven: 'Eindhoven', charleroi: 'Charleroi', amsterdam: 'Amsterdam', brussels: 'Brussels' });
  assert.deepEqual(w.colour, { purple: 'purple', 'light-blue': 'light blue', orange: 'orange' });
  assert.equal(w.breakdown('chip'), 'Chips');
  assert.equal(w.breakdown('road'), 'Roads', 'Classic’s columns');
  assert.equal(w.take('light-blue', 'K', 'east'), 'Take from the light blue island, east stack: city edge with a road curve (gives up a light blue chip)');
  assert.equal(w.options.firstStart, 'Start tile (city edge with a straight road) on');
  assert.equal(w.from('orange'), 'from the orange island');
  assert.equal(w.chip({ colour: 'light-blue', value: 2 }), 'light blue chip worth 2');
  assert.equal(w.spent(1), '1 chip given up');
  assert.equal(w.spent(2), '2 chips given up');
  assert.equal(w.chooseSource('Ada'), 'Ada: draw a tile face down, or take a face-up island tile');
  assert.equal(w.pickSource, 'An island tile costs one of your chips of its colour.');
  assert.equal(w.rules.length, 3);
  assert.match(w.rules[1], /Amsterdam and Brussels/);
});
