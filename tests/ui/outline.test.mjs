// Unit tests of the whole-feature outlines under `node --test` (no DOM): which parts make up the
// feature under the pointer (ui/game/outline.js), what a tile in hand would join, the open ends
// in words (ui/game/tip.js), and finding the feature under a point of a rotated tile from a
// mode's feature raster (ui/game/outline-draw.js, with Hunters & Gatherers' layout raster).
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { ACROSS, featureAtLoc, featureOutline, joinOutline, partsOf } from '../../ui/game/outline.js';
import { featureUnder, labelAt, unrotate } from '../../ui/game/outline-draw.js';
import { openWords, tipLine } from '../../ui/game/tip.js';
import hunters from '../../ui/modes/hunters.js';
import { words as classicWords } from '../../ui/modes/classic.js';

// Classic rows as the catalog gives them (unrotated).
const f = (kind, locs) => ({ kind, locs, shield: false, ends: false, borders: [] });
const DEFS = [
  { name: 'D', features: [f('road', ['W', 'E']), f('city', ['N']), f('field', ['ENE', 'WNW']), f('field', ['ESE', 'SSE', 'SSW', 'WSW'])] },
  { name: 'U', features: [f('road', ['W', 'E']), f('field', ['WNW', 'NNW', 'NNE', 'ENE']), f('field', ['ESE', 'SSE', 'SSW', 'WSW'])] },
  { name: 'V', features: [f('road', ['W', 'S']), f('field', ['WNW', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE']), f('field', ['SSW', 'WSW'])] },
  { name: 'B', features: [f('monastery', ['C']), f('field', ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'])] },
];
const CATALOG = new Map(DEFS.map((d) => [d.name, d]));
const state = (feat, id, kind, more = {}) => ({ feat, id, kind, tiles: 1, shields: 0, complete: false, now: 0, owners: [], open: 0, ...more });

// The start tile D with two straight roads east of it (one road, id 7; the field north of the
// road is id 9 on the roads, the start tile's north field id 9 too) and a monastery below.
const BOARD = [
  { x: 0, y: 0, tile: 'D', rot: 0, figures: [], features: [state(0, 7, 'road'), state(1, 3, 'city'), state(2, 9, 'field'), state(3, 11, 'field')] },
  { x: 1, y: 0, tile: 'U', rot: 0, figures: [], features: [state(0, 7, 'road'), state(1, 9, 'field'), state(2, 11, 'field')] },
  { x: 2, y: 0, tile: 'U', rot: 0, figures: [], features: [state(0, 7, 'road'), state(1, 9, 'field'), state(2, 11, 'field')] },
  { x: 1, y: 1, tile: 'B', rot: 0, figures: [], features: [state(0, 20, 'monastery'), state(1, 11, 'field')] },
];

test('a feature across tiles is outlined on every tile it covers', () => {
  const road = featureOutline(BOARD, 1, 0, 0);
  assert.equal(road.kind, 'road');
  assert.deepEqual(road.parts, [
    { x: 0, y: 0, feat: 0 },
    { x: 1, y: 0, feat: 0 },
    { x: 2, y: 0, feat: 0 },
  ]);
  assert.equal(road.square, null);
  // The southern field reaches the monastery's tile.
  assert.deepEqual(partsOf(BOARD, 11).map((p) => [p.x, p.y, p.feat]), [[0, 0, 3], [1, 0, 2], [2, 0, 2], [1, 1, 1]]);
  // The city stands alone.
  assert.deepEqual(featureOutline(BOARD, 0, 0, 1).parts, [{ x: 0, y: 0, feat: 1 }]);
  // Nothing there: no outline.
  assert.equal(featureOutline(BOARD, 5, 5, 0), null);
  assert.equal(featureOutline(BOARD, 0, 0, 9), null);
});

test('a monastery is outlined with its 3 × 3 neighbourhood', () => {
  const m = featureOutline(BOARD, 1, 1, 0);
  assert.equal(m.kind, 'monastery');
  assert.deepEqual(m.parts, [{ x: 1, y: 1, feat: 0 }]);
  assert.deepEqual(m.square, { x0: 0, y0: 0, x1: 3, y1: 3 });
});

test('locations meet their counterparts across an edge', () => {
  assert.equal(ACROSS.NNW, 'SSW');
  assert.equal(ACROSS.ENE, 'WNW');
  for (const [a, b] of Object.entries(ACROSS)) assert.equal(ACROSS[b], a);
  // A V turned a quarter: its road runs north and west; its small field lies at NNW/WNW.
  const v = CATALOG.get('V');
  assert.equal(featureAtLoc(v, 90, 'N'), 0);
  assert.equal(featureAtLoc(v, 90, 'W'), 0);
  assert.equal(featureAtLoc(v, 90, 'NNW'), 2);
  assert.equal(featureAtLoc(v, 90, 'SSE'), 1);
  assert.equal(featureAtLoc(v, 0, 'C'), -1);
});

test('the tile in hand joins the features across its edges', () => {
  // A straight road east of the row: its road joins the road, its two fields the two fields.
  const joins = joinOutline(BOARD, CATALOG, CATALOG.get('U'), 3, 0, 0);
  assert.deepEqual(
    joins.map((j) => [j.id, j.kind, j.feat, j.parts.length]),
    [
      [7, 'road', 0, 3],
      [9, 'field', 1, 3],
      [11, 'field', 2, 4],
    ],
  );
  // A curve (road W–S) turned a half: road E–N. At (2, 1) its north halves face the straight
  // road's southern field (11) and its west halves the monastery's field (11 again); its road
  // end at the north meets no road (this pure helper does not check that the tile fits): the
  // field is named once.
  const curve = joinOutline(BOARD, CATALOG, CATALOG.get('V'), 2, 1, 180);
  assert.deepEqual(curve.map((j) => j.id), [11]);
  // Nowhere near anything: nothing to join.
  assert.deepEqual(joinOutline(BOARD, CATALOG, CATALOG.get('U'), 9, 9, 0), []);
});

test('open ends in words', () => {
  assert.equal(openWords(state(0, 1, 'road', { open: 2 })), '2 open ends');
  assert.equal(openWords(state(0, 1, 'city', { open: 1 })), '1 open end');
  assert.equal(openWords(state(0, 1, 'city', { open: 0, complete: true })), '', 'the value says completed');
  assert.equal(openWords(state(0, 1, 'forest', { open: 3 })), '3 open ends');
  assert.equal(openWords(state(0, 1, 'field', { open: 5 })), 'can grow on 5 sides');
  assert.equal(openWords(state(0, 1, 'field', { open: 0 })), 'can grow no further');
  assert.equal(openWords(state(0, 1, 'monastery', { open: 1 })), '1 empty square around');
  assert.equal(openWords(state(0, 1, 'garden', { open: 0, complete: true })), '');
  assert.equal(openWords(state(0, 1, 'lake', { open: 0 })), '');
  const road = state(0, 1, 'road', { open: 2, tiles: 3, now: 3 });
  assert.equal(tipLine(road, classicWords, true), 'Road · 3 tiles · 3 now · 2 open ends');
  assert.equal(tipLine(road, classicWords, false), 'Road · 3 tiles · 3 now');
});

test('a point of a rotated tile is found on its unrotated kind', () => {
  assert.deepEqual(unrotate(0.25, 0.1, 0), [0.25, 0.1]);
  // A quarter turn clockwise brings the north side east: east (1, 0.5) came from (0.5, 0).
  assert.deepEqual(unrotate(1, 0.5, 90), [0.5, 0]);
  assert.deepEqual(unrotate(0.5, 1, 180), [0.5, 0]);
  assert.deepEqual(unrotate(0, 0.5, 270), [0.5, 0]);
  const raster = { n: 2, label: Int16Array.from([0, -1, -1, 1]) };
  assert.equal(labelAt(raster, 0.1, 0.1), 0);
  assert.equal(labelAt(raster, 0.9, 0.9), 1);
  assert.equal(labelAt(raster, 0.9, 0.1), 0, 'no feature there: the nearest one');
});

test('Hunters & Gatherers: the feature under the pointer from the layout raster', () => {
  const tiles = JSON.parse(fs.readFileSync(new URL('./hunters-catalog.json', import.meta.url), 'utf8'));
  const hg00 = tiles.find((t) => t.name === 'HG00');
  // HG00: the river at N (feature 1), forests at S (3) and W (4); turned a quarter, the river
  // is at the east side, the forests at the west and north.
  const laid = (rot) => ({ x: 4, y: 2, tile: 'HG00', rot });
  assert.equal(featureUnder(hunters, hg00, laid(0), 4.5, 2.02), 1);
  assert.equal(featureUnder(hunters, hg00, laid(90), 4.98, 2.5), 1);
  assert.equal(featureUnder(hunters, hg00, laid(90), 4.5, 2.05), 4);
  assert.equal(featureUnder(hunters, hg00, laid(90), 4.05, 2.5), 3);
  // Every tile kind's raster names its own features only.
  for (const def of tiles) {
    const { n, label } = hunters.featureRaster(def);
    assert.equal(label.length, n * n);
    assert.ok(label.every((l) => l >= -1 && l < def.features.length), def.name);
  }
});
