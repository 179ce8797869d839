// Unit tests of Hunters & Gatherers' UI module under `node --test` (no DOM): its words, score
// lines and log lines, where every tile's contents, lakes and figures lie (from the tile art's
// layout), and that every tile of the catalog paints. The catalog is a copy of the backend's
// `app_info.catalogs["hunters-gatherers"]` (hunters-catalog.json beside this file).
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawTile, rotateLoc } from '../../ui/tiles.js';
import { tipFeatures } from '../../ui/game/tip.js';
import { modeModule } from '../../ui/modes/index.js';
import hunters, { figureSpot, drawFigureOf, turnPoint, words } from '../../ui/modes/hunters.js';
import { breakdownKinds } from './app-modes.mjs';
import { ITEM_R, featureAt, fishSpots, forestShape, itemsOf, layoutOf } from '../../ui/modes/hunters-layout.js';
import { ITEM_KINDS } from '../../ui/modes/hunters-glyphs.js';
import { list, setCatalog, t } from '../../ui/i18n.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const TILES = JSON.parse(fs.readFileSync(path.join(here, 'hunters-catalog.json'), 'utf8'));
const CATALOG = new Map(TILES.map((t) => [t.name, t]));
const tile = (name) => CATALOG.get(name);
const dist = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** A 2D context that records the calls made on it. */
function recorder() {
  const calls = [];
  const ctx = new Proxy(
    {},
    {
      get: (t, k) => (k in t ? t[k] : (...args) => calls.push([k, ...args])),
      set: (t, k, v) => ((t[k] = v), true),
    },
  );
  return { ctx, calls };
}

test('the mode is registered with the breakdown’s columns, no options and its hooks', () => {
  assert.equal(modeModule('hunters-gatherers'), hunters);
  // The kinds the backend scores, in its order (app_info): the huts score river systems, the
  // hunters meadows.
  assert.deepEqual(breakdownKinds('hunters-gatherers').map(words.breakdown), ['Forests', 'Rivers', 'Huts', 'Hunters']);
  const form = hunters.optionsForm();
  assert.deepEqual(form.node, [words.noOptions]);
  assert.deepEqual(form.read(), {});
  for (const hook of ['paintTile', 'supply', 'handFrom', 'logText', 'figureSpot', 'drawFigure']) assert.equal(typeof hunters[hook], 'function', hook);
  for (const k of ['title', 'breakdown', 'kind', 'mark', 'recall', 'placeOn', 'recalled', 'placed', 'size', 'value', 'rules']) assert.ok(k in words, k);
  assert.equal(words.title, 'Hunters & Gatherers');
  assert.ok(words.rules.length >= 3 && words.rules.every((r) => typeof r === 'string' && r.length > 40));
});

test('figure options, placements and supplies name gatherers, fishermen, hunters and huts', () => {
  const o = (figure, feature, at) => ({ action: 'place', figure, feature, at, locs: [at], note: 'n' });
  assert.equal(words.placeOn(o('meeple', 'forest', 'N')), 'Gatherer in the forest (N) — n');
  assert.equal(words.placeOn(o('meeple', 'river', 'E')), 'Fisherman on the river (E) — n');
  assert.equal(words.placeOn(o('meeple', 'meadow', 'NNW')), 'Hunter in the meadow (NNW) — n');
  assert.equal(words.placeOn(o('hut', 'river', 'W')), 'Hut on the river system (W) — n');
  assert.equal(words.mark(o('hut', 'river', 'W')), 'H');
  assert.equal(words.mark(o('meeple', 'river', 'W')), null);
  assert.equal(words.placed('Ada', { figure: 'meeple', feature: 'meadow' }), 'Ada: a hunter in a meadow');
  assert.equal(words.placed('Ada', { figure: 'meeple', feature: 'river' }), 'Ada: a fisherman on a river');
  assert.equal(words.placed('Ada', { figure: 'hut', feature: 'river' }), 'Ada: a hut on a river system');
  assert.equal(hunters.supply({ followers: 5, huts: 2 }), '5 tribe members · 2 huts');
  assert.equal(hunters.supply({ followers: 1, huts: 1 }), '1 tribe member · 1 hut');
  assert.equal(words.size({ kind: 'forest', tiles: 3 }), '3 tiles');
  assert.equal(words.value({ kind: 'forest', complete: true, now: 8 }), 'completed: 8');
  assert.equal(words.value({ kind: 'river', complete: false, now: 0 }), 'open: scores only when completed');
  assert.equal(words.value({ kind: 'meadow', complete: false, now: 6 }), '6 at the end');
  const tile = { features: [{ kind: 'lake', owners: [], now: 0 }, { kind: 'meadow', owners: [], now: 0 }, { kind: 'meadow', owners: [], now: 4 }, { kind: 'forest', owners: [], now: 0 }] };
  assert.deepEqual(tipFeatures(tile, words.idle).map((f) => f.kind), ['meadow', 'forest'], 'hover details');
});

test('a bonus tile earned with gold is announced named by what it shows (its kind too), and named in hand', () => {
  const name = (p) => ['Ada', 'Basil'][p];
  const taken = { event: 'tile_taken', player: 1, tile: 'HB01', source: { from: 'bonus' }, turn: 4 };
  assert.equal(hunters.logText(taken, name, CATALOG), 'Gold! Basil plays a bonus tile: meadow with a fire');
  assert.equal(hunters.logText({ event: 'tile_discarded', tile: 'HG03' }, name, CATALOG), null);
  assert.equal(words.gold('Ada', 'HB99'), 'Gold! Ada plays a bonus tile: HB99', 'a code no catalog names stays a code');
  assert.equal(words.bonusFrom(), '(a bonus tile)');
  assert.equal(hunters.logText({ ...taken, source: { from: 'deck' } }, name, CATALOG), null);
  const view = { hand: 'HB05', hand_source: { from: 'bonus' }, hunters: { bonus_left: 3, bonus_turn: true } };
  assert.equal(hunters.handFrom(view, CATALOG), '(a bonus tile)');
  assert.equal(hunters.handFrom({ hand: 'HG03', hand_source: { from: 'deck' }, hunters: { bonus_left: 3, bonus_turn: false } }, CATALOG), '');
});

test('the catalog copy is the one described: 79 land tiles and 12 bonus tiles', () => {
  assert.equal(TILES.length, 91);
  assert.equal(TILES.filter((t) => t.bonus).length, 12);
  assert.ok(tile('HG-START') && !tile('HG56'));
});

test('forest shapes cover their sides and leave the others open', () => {
  const mid = { N: [0.5, 0.03], E: [0.97, 0.5], S: [0.5, 0.97], W: [0.03, 0.5] };
  for (const edges of [['N'], ['E', 'S'], ['W', 'N'], ['E', 'W'], ['N', 'E', 'W'], ['N', 'E', 'S', 'W']]) {
    for (const roomy of [false, true]) {
      const inside = forestShape(edges, roomy);
      for (const [side, p] of Object.entries(mid)) assert.equal(inside(p), edges.includes(side), `${edges} at ${side}`);
    }
  }
});

test('every item, lake and spring lies inside its own feature, counted as printed', () => {
  for (const t of TILES) {
    const L = layoutOf(t);
    t.features.forEach((f, i) => {
      const mine = L.items.filter((it) => it.feat === i);
      assert.deepEqual(mine.map((it) => it.kind).sort(), itemsOf(f).sort(), `${t.name} feature ${i}`);
      for (const it of mine) {
        assert.equal(featureAt(L, it.x, it.y), i, `${t.name}: ${it.kind} in its ${f.kind}`);
        assert.ok(it.r >= ITEM_R[it.kind][0] && it.r <= ITEM_R[it.kind][1]);
      }
    });
    for (const [a, b] of L.items.flatMap((a, i) => L.items.slice(i + 1).map((b) => [a, b]))) {
      assert.ok(dist([a.x, a.y], [b.x, b.y]) > 0.05, `${t.name}: ${a.kind} and ${b.kind} apart`);
    }
    const lakes = t.features.filter((f) => f.kind === 'lake');
    assert.equal(L.lakes.length, lakes.length, t.name);
    for (const l of L.lakes) {
      assert.equal(l.fish, t.features[l.feat].contents.fish, `${t.name}: fish`);
      assert.ok(l.x - l.r > 0 && l.y - l.r > 0 && l.x + l.r < 1 && l.y + l.r < 1, `${t.name}: lake inside the tile`);
      assert.equal(featureAt(L, l.x, l.y), l.feat);
    }
    const springs = t.features.filter((f) => f.ending === 'spring').length;
    assert.equal(L.rivers.filter((r) => r.spring).length, springs, `${t.name}: springs`);
  }
});

test('each forest and meadow is one piece of the tile, and reaches its printed edges', () => {
  const N = Math.round(Math.sqrt(layoutOf(TILES[0]).label.length));
  const near = { N: [0.5, 0.01], E: [0.99, 0.5], S: [0.5, 0.99], W: [0.01, 0.5], NNW: [0.3, 0.01], NNE: [0.7, 0.01], ENE: [0.99, 0.3], ESE: [0.99, 0.7], SSE: [0.7, 0.99], SSW: [0.3, 0.99], WSW: [0.01, 0.7], WNW: [0.01, 0.3] };
  for (const t of TILES) {
    const L = layoutOf(t);
    t.features.forEach((f, i) => {
      if (f.kind !== 'forest' && f.kind !== 'meadow') return;
      const cells = [...L.label.keys()].filter((k) => L.label[k] === i);
      const seen = new Set([cells[0]]);
      const todo = [cells[0]];
      while (todo.length) {
        const k = todo.pop();
        for (const n of [k - 1, k + 1, k - N, k + N]) {
          if (n < 0 || n >= N * N || Math.abs((n % N) - (k % N)) > 1 || L.label[n] !== i || seen.has(n)) continue;
          seen.add(n);
          todo.push(n);
        }
      }
      assert.equal(seen.size, cells.length, `${t.name}: ${f.kind} ${f.locs} in one piece`);
      for (const loc of f.locs) assert.equal(featureAt(L, ...near[loc]), i, `${t.name}: ${f.kind} reaches ${loc}`);
    });
  }
});

test('a lake’s fish are countable: as many spots as fish, none touching', () => {
  for (let n = 1; n <= 6; n++) {
    const spots = fishSpots(n);
    assert.equal(spots.length, n);
    for (const [a, b] of spots.flatMap((a, i) => spots.slice(i + 1).map((b) => [a, b]))) assert.ok(dist(a, b) > 0.5, `${n} fish`);
    for (const p of spots) assert.ok(Math.hypot(...p) < 0.75);
  }
});

test('figures stand in their own feature; a hut stands apart from the fisherman', () => {
  for (const t of TILES) {
    const L = layoutOf(t);
    t.features.forEach((f, i) => {
      if (f.kind === 'lake') return;
      for (const rot of [0, 90, 180, 270]) {
        const q = rot / 90;
        const locs = f.locs.map((l) => rotateLoc(l, q));
        const spot = figureSpot(t, rot, { kind: 'meeple', feature: f.kind, locs });
        assert.ok(spot, `${t.name} ${i}`);
        assert.deepEqual(spot, turnPoint(figureSpot(t, 0, { kind: 'meeple', feature: f.kind, locs: f.locs }), q), 'turns with the tile');
        assert.deepEqual(spot, figureSpot(t, rot, { kind: 'meeple', feature: f.kind, feat: i }), 'the same by feature index');
        if (rot === 0 && f.kind !== 'river') assert.equal(featureAt(L, ...spot), i, `${t.name}: figure in its ${f.kind}`);
        if (f.kind === 'river') {
          const hutAt = figureSpot(t, rot, { figure: 'hut', feature: 'river', locs });
          assert.ok(dist(spot, hutAt) >= 0.2, `${t.name}: hut and fisherman apart (${dist(spot, hutAt).toFixed(2)})`);
          assert.ok(hutAt.every((c) => c > 0 && c < 1));
        }
      }
    });
  }
  assert.equal(figureSpot(tile('HG03'), 0, { kind: 'meeple', feature: 'river', locs: ['X'] }), null, 'unknown locations: the shared spot');
});

test('the figure options of a tile keep apart (one hut for a lake and its arms)', () => {
  for (const t of TILES) {
    const L = layoutOf(t);
    const spots = [];
    t.features.forEach((f, i) => {
      if (f.kind === 'lake') return;
      spots.push(L.spots[i].meeple);
      if (f.kind === 'river' && !spots.includes(L.spots[i].hut)) spots.push(L.spots[i].hut);
    });
    for (const [a, b] of spots.flatMap((a, i) => spots.slice(i + 1).map((b) => [a, b]))) {
      assert.ok(dist(a, b) >= 0.16, `${t.name}: options at ${a} and ${b}`);
    }
  }
});

test('hunters lie down, others stand, huts are tents', () => {
  const lying = recorder();
  drawFigureOf(lying.ctx, 10, 10, 12, '#c00', { kind: 'meeple', feature: 'meadow' });
  assert.ok(lying.calls.some((c) => c[0] === 'rotate'));
  const standing = recorder();
  drawFigureOf(standing.ctx, 10, 10, 12, '#c00', { kind: 'meeple', feature: 'forest' });
  assert.ok(!standing.calls.some((c) => c[0] === 'rotate'));
  const hut = recorder();
  drawFigureOf(hut.ctx, 10, 10, 12, '#c00', { kind: 'hut', feature: 'river' });
  assert.ok(!hut.calls.some((c) => c[0] === 'rotate') && hut.calls.some((c) => c[0] === 'quadraticCurveTo'));
  assert.equal(hut.ctx.fillStyle === '#c00' || hut.calls.length > 0, true);
});

test('every tile of the catalog paints, bonus tiles with their star, every item kind drawn', () => {
  const kinds = new Set();
  for (const t of TILES) {
    const { ctx, calls } = recorder();
    assert.doesNotThrow(() => drawTile(ctx, t, 100, hunters.paintTile), t.name);
    assert.ok(calls.length > 20, t.name);
    assert.ok(calls.every((c) => c.slice(1).every((a) => typeof a !== 'number' || Number.isFinite(a))), `${t.name}: finite numbers`);
    for (const it of layoutOf(t).items) kinds.add(it.kind);
  }
  assert.deepEqual([...kinds].sort(), [...ITEM_KINDS].sort(), 'the catalog uses every item picture');
});

test('hover details and the bonus stack say what the view holds', async () => {
  const { holds } = await import('../../ui/modes/hunters.js');
  const m = (await import('../../ui/modes/hunters.js')).default;
  assert.equal(holds({ deer: 3, tigers: 1, gold: 2 }), '3 deer, 1 tiger, 2 gold nuggets');
  assert.equal(holds({ fish: 1, fire: true }), '1 fish, the fire');
  assert.equal(holds(undefined), '');
  assert.equal(m.words.size({ kind: 'forest', tiles: 3, contents: { mushrooms: 1 } }), '3 tiles, 1 mushroom patch');
  assert.equal(m.words.size({ kind: 'meadow', tiles: 2, contents: { mammoths: 2 } }), '2 mammoths');
  assert.equal(m.stock({ hunters: { bonus_left: 1 } }), '1 bonus tile');
  assert.equal(m.stock({}), '');
  assert.equal(holds({ deer: 1, aurochs: 2, mushrooms: 2, shrine: true }), '1 deer, 2 aurochs, 2 mushroom patches, the shrine');
  assert.equal(m.words.value({ kind: 'meadow', complete: false, now: 1200 }), '1,200 at the end');
});

test('the words follow the catalog the backend sends (Polish plural forms), at once', () => {
  const mark = (name) => `\uE000${name}\uE001`;
  setCatalog({
    language: 'xx',
    locale: 'pl',
    messages: {
      'ui-hunters-title': 'Łowcy i zbieracze',
      'ui-hunters-kind-forest': 'Las',
      'ui-hunters-mark-hut': 'C',
      'ui-hunters-bonus-left': { by: 'n', count: true, forms: { one: '1 płytka bonusowa', few: `${mark('#')} płytki bonusowe`, many: `${mark('#')} płytek bonusowych`, other: `${mark('#')} płytki bonusowej` }, default: 'other' },
      'ui-hunters-option': { by: 'feature', count: false, forms: { forest: `Zbieracz w lesie (${mark('at')}) — ${mark('note')}`, other: `Członek plemienia (${mark('at')}) — ${mark('note')}` }, default: 'other' },
      'ui-hunters-rules-turn': 'W swojej turze dobierz płytkę.',
    },
  });
  try {
    assert.equal(words.title, 'Łowcy i zbieracze');
    assert.equal(words.kind.forest, 'Las');
    assert.equal(words.kind.river, 'ui-hunters-kind-river', 'a missing message shows its id');
    assert.equal(words.mark({ figure: 'hut' }), 'C');
    assert.equal(words.rules[0], 'W swojej turze dobierz płytkę.');
    const left = (n) => hunters.stock({ hunters: { bonus_left: n } });
    assert.deepEqual([1, 2, 4, 5, 12, 22, 25].map(left), ['1 płytka bonusowa', '2 płytki bonusowe', '4 płytki bonusowe', '5 płytek bonusowych', '12 płytek bonusowych', '22 płytki bonusowe', '25 płytek bonusowych']);
    assert.equal(words.placeOn({ figure: 'meeple', feature: 'forest', at: 'N', note: 'n' }), 'Zbieracz w lesie (N) — n');
    assert.equal(words.placeOn({ figure: 'meeple', feature: 'meadow', at: 'S', note: 'n' }), 'Członek plemienia (S) — n');
  } finally {
    setCatalog(JSON.parse(fs.readFileSync(path.join(here, 'catalog-en.json'), 'utf8')));
  }
  assert.equal(words.title, 'Hunters & Gatherers');
  assert.equal(hunters.stock({ hunters: { bonus_left: 5 } }), '5 bonus tiles');
  assert.equal(t('ui-hunters-mark-hut'), 'H');
});
