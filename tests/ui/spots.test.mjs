// Figure spots under `node --test` (no DOM): on every tile of every catalog (Classic with the
// River and gardens, which Benelux plays too; Hunters & Gatherers with its bonus tiles), in
// every rotation, the spots of every figure option a tile can offer — a follower on each
// feature, the abbot on a monastery or garden, a hut beside the fisherman on a river — are
// found the way the board finds them (`Board.prototype.spot`: the mode's `figureSpot`, else
// the shared `figurePoint`), and must never overlap (discs of radius 0.11 tile: centres at
// least 0.22 apart) and lie inside the feature they name (the mode's `featureRaster`). A figure
// already placed (which carries its feature's index) stands where its option was offered.
import './catalog.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Board } from '../../ui/board.js';
import { modeModule } from '../../ui/modes/index.js';
import { labelSpots, rotateLoc, spotRadius } from '../../ui/tiles.js';

const load = (file) => JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8'));
const CATALOGS = { classic: load('./classic-catalog.json'), benelux: load('./classic-catalog.json'), 'hunters-gatherers': load('./hunters-catalog.json') };
const DIAMETER = 0.22;

/** The board's own spot, for a mode. */
const spotIn = (mode) => (def, rot, fig) => Board.prototype.spot.call({ state: { figureSpot: mode.figureSpot || null } }, def, rot, fig);

/** Every figure option a tile kind can offer at rotation `rot`: `{ feat, figure, feature, at,
 * locs }` with locations in board orientation, as the backend words an option. */
function optionsOf(def, rot) {
  const out = [];
  const lakeHut = new Set();
  def.features.forEach((f, feat) => {
    if (!f.locs.length || f.kind === 'lake') return;
    if (f.kind === 'river' && !def.features.some((g) => g.kind === 'forest' || g.kind === 'meadow')) return; // Classic's rivers take no figure
    const locs = f.locs.map((l) => rotateLoc(l, rot / 90));
    const o = (figure) => out.push({ feat, figure, feature: f.kind, at: locs[0], locs });
    o('meeple');
    if (f.kind === 'monastery' || f.kind === 'garden') o('abbot');
    if (f.kind === 'river') {
      // A lake and its arms are one river system: its hut is offered on its first arm only.
      const lake = f.ending && typeof f.ending === 'object' ? f.ending.lake : null;
      if (lake == null || !lakeHut.has(lake)) o('hut');
      if (lake != null) lakeHut.add(lake);
    }
  });
  return out;
}

/** A point of the board-oriented tile turned back to the printed tile. */
const unturn = ([x, y], rot) => {
  for (let q = 0; q < rot / 90; q++) [x, y] = [y, 1 - x];
  return [x, y];
};

/** The features a spot may lie in: its own, and for a hut the lake its river runs into. */
function homes(def, o) {
  const ok = [o.feat];
  const end = def.features[o.feat].ending;
  if (o.figure === 'hut' && end && typeof end === 'object') ok.push(end.lake);
  return ok;
}

/** Every problem of a mode's spots over its whole catalog, as lines. */
function problems(id) {
  const mode = modeModule(id);
  const spot = spotIn(mode);
  const out = { overlaps: [], outside: [], moved: [] };
  for (const def of CATALOGS[id]) {
    const raster = mode.featureRaster(def);
    for (const rot of [0, 90, 180, 270]) {
      const opts = optionsOf(def, rot);
      const pts = opts.map((o) => spot(def, rot, { kind: o.figure, feature: o.feature, at: o.at, locs: o.locs }));
      opts.forEach((o, i) => {
        const placed = spot(def, rot, { player: 0, kind: o.figure, feature: o.feature, at: o.at, feat: o.feat, locs: o.locs });
        if (Math.hypot(placed[0] - pts[i][0], placed[1] - pts[i][1]) > 1e-9) out.moved.push(`${def.name}@${rot} ${o.figure} ${o.feature}`);
        const [x, y] = unturn(pts[i], rot);
        const { n, label } = raster;
        const cell = Math.min(n - 1, Math.max(0, Math.floor(y * n))) * n + Math.min(n - 1, Math.max(0, Math.floor(x * n)));
        const inTile = x > 0 && y > 0 && x < 1 && y < 1;
        if (!inTile || !homes(def, o).includes(label[cell])) {
          out.outside.push(`${def.name}@${rot} ${o.figure} on ${o.feature} ${o.at} at ${pts[i].map((c) => c.toFixed(2))} (cell: ${label[cell]})`);
        }
        for (let j = 0; j < i; j++) {
          const d = Math.hypot(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1]);
          if (d < DIAMETER - 1e-9) {
            out.overlaps.push(`${def.name}@${rot} ${opts[j].figure} ${opts[j].feature} ${opts[j].at} / ${o.figure} ${o.feature} ${o.at}: ${d.toFixed(3)}`);
          }
        }
      });
    }
  }
  return out;
}

for (const id of Object.keys(CATALOGS)) {
  test(`${id}: no two spots of a tile overlap, each lies in its feature, in every rotation`, () => {
    const p = problems(id);
    const tiles = new Set(p.overlaps.map((l) => l.split('@')[0]));
    assert.deepEqual(p.overlaps, [], `${p.overlaps.length} overlapping pairs on ${tiles.size} tiles`);
    assert.deepEqual(p.outside, [], `${p.outside.length} spots outside their feature`);
    assert.deepEqual(p.moved, [], 'a placed figure stands where its option was offered');
  });
}

/** How far a label's box [x0, y0, x1, y1] reaches into a disc (0: clear). */
const intoDisc = (b, q, r) => r - Math.hypot(q[0] - Math.max(b[0], Math.min(q[0], b[2])), q[1] - Math.max(b[1], Math.min(q[1], b[3])));

for (const id of Object.keys(CATALOGS)) {
  test(`${id}: the projections beside the spots cover no other spot and no other projection`, () => {
    const mode = modeModule(id);
    const spot = spotIn(mode);
    const bad = [];
    // At the board's first scale and a closer one; the widest label the board draws ("+12"), in
    // its font (about 0.6 of the font size a character, bold sans-serif), as board.js sizes it.
    for (const s of [96, 140]) {
      const font = Math.round(Math.max(11, s * 0.11));
      const size = [3 * 0.62 * font + 4, font + 2];
      for (const def of CATALOGS[id]) {
        for (const rot of [0, 90, 180, 270]) {
          const pts = optionsOf(def, rot).map((o) => spot(def, rot, { kind: o.figure, feature: o.feature, at: o.at, locs: o.locs }).map((c) => c * s));
          const r = spotRadius(pts, s);
          assert.ok(r >= 9 || s * 0.11 < 9, `${def.name}: spots of ${r} px`);
          const at = labelSpots(pts, r, pts.map(() => size));
          const boxes = at.map(([x, y]) => [x - size[0] / 2, y - size[1] / 2, x + size[0] / 2, y + size[1] / 2]);
          boxes.forEach((b, i) => {
            pts.forEach((q, j) => {
              if (i !== j && intoDisc(b, q, r) > 0.5) bad.push(`${def.name}@${rot} ${s}px: label ${i} on spot ${j}`);
            });
            boxes.slice(0, i).forEach((o, j) => {
              if (Math.min(b[2], o[2]) - Math.max(b[0], o[0]) > 0.5 && Math.min(b[3], o[3]) - Math.max(b[1], o[1]) > 0.5) bad.push(`${def.name}@${rot} ${s}px: labels ${j} and ${i}`);
            });
          });
        }
      }
    }
    assert.deepEqual(bad, []);
  });
}

test('a label goes above its spot unless something is there, never onto another spot', () => {
  const size = [20, 13];
  assert.deepEqual(labelSpots([[50, 50]], 10, [size]), [[50, 50 - 11 - 6.5]]);
  // A spot right above: the label goes below instead.
  const [a] = labelSpots([[50, 50], [50, 24]], 10, [size, null]);
  assert.deepEqual(a, [50, 50 + 11 + 6.5]);
  // Discs shrink rather than touch on small tiles, and keep 9 px where there is room.
  assert.equal(spotRadius([[0, 0], [12, 0]], 57), 5);
  assert.equal(spotRadius([[0, 0], [40, 0]], 57), 9);
  assert.equal(spotRadius([[0, 0], null], 200), 22);
});

test('the catalogs hold what the modes offer: River, gardens, bonus tiles', () => {
  const names = CATALOGS.classic.map((t) => t.name);
  for (const n of ['RA', 'RL', 'RC', 'U-g', 'RG-g', 'D', 'L']) assert.ok(names.includes(n), n);
  assert.ok(CATALOGS['hunters-gatherers'].some((t) => t.bonus));
  assert.ok(CATALOGS.classic.some((t) => t.features.some((f) => f.kind === 'garden')));
});
