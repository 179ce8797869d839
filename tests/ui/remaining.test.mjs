// The remaining tiles' grouping (ui/game/remaining.js): Classic's deck kind by kind, Hunters &
// Gatherers' mostly unique tiles by their sides up to rotation.
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { remainingGroups, remainingText, sidesKey, GROUP_ABOVE } from '../../ui/game/remaining.js';

const load = (f) => JSON.parse(fs.readFileSync(new URL(f, import.meta.url), 'utf8'));
const CLASSIC = load('./classic-catalog.json');
const HUNTERS = load('./hunters-catalog.json');
const mapOf = (tiles) => new Map(tiles.map((t) => [t.name, t]));

test('sides are the same whichever way a tile is turned, mirror images differ', () => {
  assert.equal(sidesKey(['water', 'meadow', 'forest', 'forest']), sidesKey(['forest', 'water', 'meadow', 'forest']));
  assert.equal(sidesKey(['a', 'b', 'c', 'd']), 'a,b,c,d');
  assert.notEqual(sidesKey(['forest', 'forest', 'meadow', 'water']), sidesKey(['forest', 'forest', 'water', 'meadow']));
});

test('a deck of a few kinds with several copies each is shown kind by kind', () => {
  const catalog = mapOf(CLASSIC);
  const remaining = CLASSIC.slice(0, 24).map((t, i) => [t.name, 1 + (i % 5)]);
  const r = remainingGroups(remaining, catalog);
  assert.equal(r.grouped, false);
  assert.equal(r.groups.length, 24);
  assert.deepEqual(r.groups[3].tiles, [remaining[3]]);
  assert.equal(r.total, remaining.reduce((a, [, n]) => a + n, 0));
});

test("Hunters & Gatherers' unique tiles are grouped by their sides, every tile counted once", () => {
  const catalog = mapOf(HUNTERS);
  const remaining = HUNTERS.filter((t) => t.name !== 'HG-START').map((t) => [t.name, 1]);
  assert.ok(remaining.length > GROUP_ABOVE);
  const r = remainingGroups(remaining, catalog);
  assert.equal(r.grouped, true);
  assert.ok(r.groups.length <= 24, `${r.groups.length} groups`);
  assert.equal(r.groups.reduce((a, g) => a + g.n, 0), remaining.length);
  for (const g of r.groups) {
    for (const [tile] of g.tiles) assert.equal(sidesKey(catalog.get(tile).edges), g.key);
    assert.equal(g.sides.length, 4);
  }
  // Late in the game few kinds are left: kind by kind again.
  assert.equal(remainingGroups(remaining.slice(0, 12), catalog).grouped, false);
  // Unknown tiles and kinds with none left are not shown.
  assert.equal(remainingGroups([['nope', 2], [remaining[0][0], 0]], catalog).groups.length, 0);
});

test('a remaining kind is named by what it shows with its count, never by its catalog code', () => {
  for (const deck of [CLASSIC, HUNTERS]) {
    const catalog = mapOf(deck);
    for (const remaining of [deck.map((t) => [t.name, 1]), deck.map((t) => [t.name, 3])]) {
      const r = remainingGroups(remaining, catalog);
      for (const g of r.groups) {
        const text = remainingText(g, r.grouped);
        for (const [code] of g.tiles) {
          // Neither a bare code ("K: 3") nor a code as a word of its own ("Tile K").
          assert.doesNotMatch(text, new RegExp(`(^|[\\s(:])${code.replace(/[^\w]/g, '\\$&')}($|[\\s):,])`), `${code}: ${text}`);
        }
        assert.match(text, new RegExp(String(g.n)));
      }
    }
  }
  const r = remainingGroups([['D', 3]], mapOf(CLASSIC));
  assert.equal(remainingText(r.groups[0], r.grouped), 'city edge with a straight road: 3');
});
