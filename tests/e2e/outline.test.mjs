// End-to-end test of whole features in the real app (harness.mjs; run by `cargo xtask e2e`): a
// Classic game against the AI, a few tiles laid by clicks, then played on through the commands
// until a city or road of 3 tiles has an owner; the mouse over the biggest city outlines the
// whole city — every cell whose feature state has its id — and the details name it first with
// its size, open ends and owners; the same for the biggest road and field; a cell chosen for
// the tile in hand outlines what the tile would join; the mouse leaving clears the hover's.
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test outline.test.mjs
// E2E_SHOTS=dir saves screenshots of each step.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor, sleep } from './webdriver.mjs';
import { useApp } from './harness.mjs';
import { inPage, playOn } from './inpage.mjs';

const app = useApp({ prefix: 'outline-' });
const shot = app.shot;
let s;

const phase = () => s.exec(() => window.tessera.phase);
const outline = () => s.exec(() => window.tessera.outline);

/** Every part of the whole feature of feature `feat` on the tile at (x, y), from the view. */
const expected = (x, y, feat) =>
  s.exec(
    (x, y, feat) => {
      const board = window.tessera.view.board;
      const id = board.find((t) => t.x === x && t.y === y).features.find((f) => f.feat === feat).id;
      return board.flatMap((t) => t.features.filter((f) => f.id === id).map((f) => ({ x: t.x, y: t.y, feat: f.feat })));
    },
    x,
    y,
    feat,
  );

/** Lay the tile in hand on a glowing cell next to the start tile if there is one, with no
 * figure. */
async function layOne() {
  const target = await s.exec(() => {
    const t = window.tessera;
    const ps = t.view.placements;
    const p = ps.find((p) => Math.abs(p.x) + Math.abs(p.y) === 1) || ps[0];
    t.preferRotation(p.rot);
    const [x, y] = t.board.cellInView(p.x, p.y);
    return { x, y };
  });
  await s.clickAt(target.x, target.y);
  await waitFor('the cell selected', () => s.exec(() => window.tessera.selected));
  await s.click('#btn-confirm');
  if ((await phase()) === 'figure') await s.click('#btn-skip');
}

test('hovering a feature outlines all of it; a chosen cell outlines what the tile would join', async () => {
  s = await app.launch();
  await s.click('#btn-new');
  await s.exec(() => (document.getElementById('opt-seed').value = '7'));
  await s.click('#btn-start');
  for (let i = 0; i < 3; i++) {
    await waitFor('my turn', async () => (await phase()) === 'place', 30000);
    await layOne();
  }
  // On through the commands (past the River) until a city or road of several tiles has an
  // owner, then the game is opened again as it stands.
  await waitFor('my turn', async () => (await phase()) === 'place', 30000);
  await inPage(
    s,
    `let v = window.tessera.view;
    const grown = (v) => {
      const cells = new Map();
      for (const t of v.board) for (const f of t.features) {
        if ((f.kind !== 'city' && f.kind !== 'road') || !f.owners.length) continue;
        cells.set(f.id, (cells.get(f.id) || new Set()).add(t.x + ',' + t.y));
      }
      return [...cells.values()].some((c) => c.size >= 3);
    };
    ${playOn('!v.current_is_ai && v.board.length >= 20 && grown(v)')}
    window.tessera.enterGame(v);`,
  );
  await waitFor('my turn', async () => (await phase()) === 'place', 30000);
  await s.exec(() => window.tessera.board.fit());
  await sleep(200);

  // The biggest city, road and field on the board, those with owners first: one of their parts
  // hovered.
  const biggest = await s.exec(() => {
    const whole = new Map();
    for (const t of window.tessera.view.board) {
      for (const f of t.features) {
        const w = whole.get(f.id) || { kind: f.kind, cells: [], owners: f.owners, at: [t.x, t.y, f.feat] };
        if (!w.cells.includes(`${t.x},${t.y}`)) w.cells.push(`${t.x},${t.y}`);
        whole.set(f.id, w);
      }
    }
    const rank = (w) => (w.owners.length ? 1000 : 0) + w.cells.length;
    const best = (kind) => [...whole.values()].filter((w) => w.kind === kind).sort((a, b) => rank(b) - rank(a))[0];
    return [best('city'), best('road'), best('field')].filter(Boolean);
  });
  assert.ok(biggest.some((w) => w.owners.length && w.cells.length >= 3), `an owned city or road of 3 tiles: ${JSON.stringify(biggest)}`);
  const names = await s.exec(() => window.tessera.view.seats.map((p) => p.name));
  for (const { kind, cells, owners, at: [x, y, feat] } of biggest) {
    const at = await s.exec((x, y, f) => window.tessera.featureToClient(x, y, f), x, y, feat);
    assert.ok(at, `a point on the ${kind}`);
    await s.moveTo(at[0], at[1]);
    const want = await expected(x, y, feat);
    const got = await waitFor(`the ${kind} outlined`, async () => {
      const o = (await outline()).find((line) => line.style === 'strong');
      return o && o.kind === kind && o.parts.some((p) => p.x === x && p.y === y) ? o : null;
    });
    const key = (p) => `${p.x},${p.y},${p.feat}`;
    assert.deepEqual(got.parts.map(key).sort(), want.map(key).sort(), `the whole ${kind}`);
    assert.equal(new Set(got.parts.map((p) => `${p.x},${p.y}`)).size, cells.length, `the ${kind} outlined on all its ${cells.length} tiles`);
    const first = await s.exec(() => {
      const tip = document.getElementById('tip');
      return tip.classList.contains('hidden') ? null : tip.firstElementChild.textContent;
    });
    const name = { city: 'City', road: 'Road', field: 'Field' }[kind];
    assert.ok(first && first.startsWith(name), `the details name the ${kind} first: ${first}`);
    assert.match(first, kind === 'field' ? /can grow on \d+ sides?|\d+ at the end/ : /open end|completed/, 'with its open ends');
    if (cells.length > 1) assert.match(first, new RegExp(`${cells.length} tiles`), `with its size: ${first}`);
    for (const p of owners) assert.ok(first.includes(names[p]), `with its owner ${names[p]}: ${first}`);
    await shot(`hover-${kind}`);
  }

  // The mouse leaves the board: the hover's outline goes.
  await s.moveTo(2, 2);
  await waitFor('no hover outline', async () => !(await outline()).some((o) => o.style === 'strong'));

  // A cell chosen for the tile in hand: what it would join across its edges is outlined.
  const cell = await s.exec(() => {
    const t = window.tessera;
    const p = t.view.placements[0];
    t.preferRotation(p.rot);
    return { x: p.x, y: p.y, at: t.board.cellInView(p.x, p.y) };
  });
  await s.clickAt(cell.at[0], cell.at[1]);
  await s.moveTo(2, 2);
  const soft = await waitFor('the joins outlined', async () => {
    const o = (await outline()).filter((x) => x.style === 'soft');
    return o.length ? o : null;
  });
  const tiles = await s.exec(() => window.tessera.view.board.map((t) => `${t.x},${t.y}`));
  const around = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ].map(([dx, dy]) => `${cell.x + dx},${cell.y + dy}`);
  for (const o of soft) {
    assert.ok(o.parts.every((p) => tiles.includes(`${p.x},${p.y}`)), 'on placed tiles');
    assert.ok(o.parts.some((p) => around.includes(`${p.x},${p.y}`)), 'reaching a neighbour of the chosen cell');
  }
  await shot('placing');
});
