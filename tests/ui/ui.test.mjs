// Unit tests of the UI's pure parts and its IPC adapter, under `node --test` with no DOM:
// location rotation, where figures stand, and the error shapes from a mocked backend.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rotateLoc, figurePoint } from '../../ui/tiles.js';

globalThis.window = globalThis;

test('a quarter turn moves north to east and the half-edges with it', () => {
  assert.equal(rotateLoc('N', 1), 'E');
  assert.equal(rotateLoc('W', 1), 'N');
  assert.equal(rotateLoc('NNW', 1), 'ENE');
  assert.equal(rotateLoc('WNW', 1), 'NNE');
  assert.equal(rotateLoc('SSE', 2), 'NNW');
  assert.equal(rotateLoc('C', 3), 'C');
  for (const l of ['N', 'E', 'S', 'W', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW', 'C']) {
    assert.equal(rotateLoc(l, 4), l);
    assert.equal(rotateLoc(rotateLoc(l, 1), 3), l);
  }
});

test('figures stand inside their tile, on the side of their feature', () => {
  const inside = ([x, y]) => x > 0 && x < 1 && y > 0 && y < 1;
  assert.deepEqual(figurePoint('monastery', ['C']), [0.5, 0.5]);
  const north = figurePoint('city', ['N']);
  assert.ok(inside(north) && north[1] < 0.4, `north city at ${north}`);
  const road = figurePoint('road', ['W', 'E']);
  assert.ok(inside(road) && Math.abs(road[1] - 0.5) < 0.1, `road at ${road}`);
  const south = figurePoint('field', ['ESE', 'SSE', 'SSW', 'WSW']);
  assert.ok(inside(south) && south[1] > 0.6, `south field at ${south}`);
  // A field all around the tile does not sit on the centre (where a monastery is).
  const around = figurePoint('field', ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW']);
  assert.ok(inside(around) && Math.hypot(around[0] - 0.5, around[1] - 0.5) > 0.2, `field at ${around}`);
});

test('the IPC adapter passes arguments and surfaces typed errors', async () => {
  const calls = [];
  window.__TAURI__ = {
    core: {
      invoke: async (cmd, args) => {
        calls.push([cmd, args]);
        if (cmd === 'play_move') throw { kind: 'illegal', message: 'that road already holds a follower' };
        return { ok: true };
      },
    },
  };
  const { call, errorMessage } = await import('../../ui/ipc.js');
  assert.deepEqual(await call('current_game'), { ok: true });
  await assert.rejects(call('play_move', { mv: { tile: 'D' } }), { kind: 'illegal' });
  assert.deepEqual(calls[1], ['play_move', { mv: { tile: 'D' } }]);
  assert.equal(errorMessage({ kind: 'illegal', message: 'no' }), 'no');
  assert.equal(errorMessage('invalid args'), 'invalid args');
});
