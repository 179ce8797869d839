// Scripts run in the app's page against its commands (`window.__TAURI__.core.invoke`), for the
// end-to-end tests and the benchmarks alike: whole games played in a moment, so that a test
// starts from the position it is about.

import assert from 'node:assert/strict';

/**
 * Run `body`, the source of an async function's body with `invoke` (the app's commands) in
 * scope, in the page; resolves to what it returns, and fails with the page's error when it
 * throws. The session's script timeout is raised to two minutes first (whole games).
 */
export async function inPage(s, body) {
  await s.req('POST', s.s('/timeouts'), { script: 120000 });
  const r = await s.req('POST', s.s('/execute/async'), {
    script: `const done = arguments[arguments.length - 1];
      (async () => { const { invoke } = window.__TAURI__.core; ${body} })()
        .then((value) => done({ value }), (e) => done({ error: String((e && e.message) || e) }));`,
    args: [],
  });
  assert.ok(r && !('error' in r), `the page's script failed: ${r && r.error}`);
  return r.value;
}

/**
 * Page script (for `inPage`): play on from view `v` through the commands while `until` (a
 * JavaScript condition over `v`) is false and the game is not over: the AI seats by `ai_move`,
 * a human by the first place that takes a figure (else the first place), so that features get
 * owners and scores. At most `guard` steps.
 */
export function playOn(until, guard = 400) {
  return `for (let guard = 0; !(${until}) && !v.finished; guard++) {
      if (guard > ${guard}) throw new Error('the game did not reach: ${until.replace(/'/g, '')}');
      if (v.current_is_ai) { v = await invoke('ai_move'); continue; }
      const p = v.placements.find((p) => p.options.some((o) => o.action === 'place')) || v.placements[0];
      const o = p.options.find((o) => o.action === 'place') || p.options[0];
      const mv = { tile: v.hand, x: p.x, y: p.y, rot: p.rot };
      if (o.action === 'place') mv.figure = { kind: o.figure, at: o.at };
      if (o.action === 'recall') mv.recall_abbot = true;
      v = await invoke('play_move', { mv });
    }`;
}

/** Page script: `v` becomes a new Classic game of `seed` between a human, Ada, and a `random`
 * AI, Bot. */
export function newClassic(seed) {
  return `let v = await invoke('new_game', { setup: { mode: 'classic', seed: ${seed},
      players: [{ name: 'Ada', kind: 'human' }, { name: 'Bot', kind: 'ai', level: 'random' }] } });`;
}
