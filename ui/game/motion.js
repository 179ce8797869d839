// Motion that explains (pure, no DOM): from the view before a move and the view after it, the
// move's timeline — ordered steps, each with its start and duration in milliseconds:
//
//   camera  { x, y }                       the view follows an action off screen (a cell)
//   tile    { player, tile, x, y, rot }    an AI's tile travels from the deck to its cell and settles
//   figure  { player, figure, at, feature, x, y }   then its figure drops in
//   score   { player, points, feature, cells }  points rise from the feature's tiles to the
//                                          scorer's row (one step per scorer; not the final scoring)
//   return  { player, figure, x, y, feat, at, feature }  a figure flies back to its owner's supply
//   draw    { player, tile }               the tile drawn from the deck slides into the hand
//
// A human's own tile and figure need no travel (they put them there); their scoring still rises.
// The speed setting scales every duration (`instant` is off); off, or the reduced-motion
// preference, gives no steps: the end state at once. ui/game/motionplay.js plays a timeline.

/** Milliseconds of each step at the normal speed (the design's 150–300 ms), and the delay
 * between steps of one kind that run side by side. */
export const BASE = { camera: 260, tile: 300, figure: 200, score: 300, return: 300, draw: 240, stagger: 70 };

/** Duration factor by the animation-speed setting (`instant`: off). */
export const SCALE = { slow: 1.7, normal: 1, fast: 0.55, instant: 0 };

/** At most this many scores rise in one move. */
const MAX_SCORES = 12;

const NONE = Object.freeze({ steps: [], total: 0, shown: 0, steady: 0 });

/**
 * The timeline of going from view `prev` to view `next`.
 * @param opts `{ speed: 'slow' | 'normal' | 'fast' | 'instant', reduced: the reduced-motion
 *   preference, onScreen(x, y) → whether board cell (x, y) is on screen (default: it is) }`
 * @returns `{ steps: [{ kind, start, dur, … }] in start order, total, shown, steady }` (total:
 *   when the last step ends; shown: when the move has been shown and the next tile starts its
 *   way to the hand; steady: when the camera has stopped moving, so that the player may act from
 *   then on, a click landing where they look)
 */
export function timeline(prev, next, opts = {}) {
  const k = SCALE[opts.speed] ?? SCALE.normal;
  if (!k || opts.reduced || !prev || !next || prev.id !== next.id || next.turn < prev.turn) return NONE;
  const onScreen = opts.onScreen || (() => true);
  const dur = (kind) => Math.round(BASE[kind] * k);
  const isAi = (p) => !!(next.seats && next.seats[p] && next.seats[p].kind === 'ai');
  const steps = [];
  let t = 0;
  let placed = null; // the tile placed by the move being read: { x, y, ai, figure }
  let scores = [];
  let returns = [];
  // A move's scores rise together (a little apart), and the figures fly home as they rise.
  const flush = () => {
    scores.slice(0, MAX_SCORES).forEach((s, i) => steps.push({ ...s, start: t + i * dur('stagger'), dur: dur('score') }));
    const from = scores.length ? t + Math.round(dur('score') / 2) : t;
    returns.forEach((r, i) => steps.push({ ...r, start: from + i * dur('stagger'), dur: dur('return') }));
    const ends = steps.map((s) => s.start + s.dur);
    t = Math.max(t, ...ends);
    scores = [];
    returns = [];
  };
  for (const e of next.log.slice(prev.log.length)) {
    if (e.event === 'tile_placed') {
      flush();
      placed = { x: e.x, y: e.y, ai: isAi(e.player), figure: null };
      if (!placed.ai) continue;
      if (!onScreen(e.x, e.y)) {
        steps.push({ kind: 'camera', x: e.x, y: e.y, start: t, dur: dur('camera') });
        t += dur('camera');
      }
      steps.push({ kind: 'tile', player: e.player, tile: e.tile, x: e.x, y: e.y, rot: e.rot, start: t, dur: dur('tile') });
      t += dur('tile');
    } else if (e.event === 'figure_placed' && placed) {
      placed.figure = { at: e.at, feature: e.feature };
      if (!placed.ai) continue;
      steps.push({ kind: 'figure', player: e.player, figure: e.figure, at: e.at, feature: e.feature, x: placed.x, y: placed.y, start: t, dur: dur('figure') });
      t += dur('figure');
    } else if (e.event === 'scored') {
      // The final scoring is the end screen's to show, over the board.
      if (e.final_scoring || !e.points || !e.players || !e.players.length) continue;
      for (const p of e.players) scores.push({ kind: 'score', player: p, points: e.points, feature: e.feature, cells: e.cells || [] });
    } else if (e.event === 'figure_returned' || e.event === 'abbot_recalled') {
      const figure = e.event === 'abbot_recalled' ? 'abbot' : e.figure;
      returns.push({ kind: 'return', player: e.player, figure, x: e.x, y: e.y, ...whereStood(prev, placed, e.player, figure, e.x, e.y) });
    }
  }
  flush();
  const drawn = drawStep(prev, next);
  if (drawn) steps.push({ ...drawn, start: t, dur: dur('draw') });
  steps.sort((a, b) => a.start - b.start);
  const steady = Math.max(0, ...steps.filter((s) => s.kind === 'camera').map((s) => s.start + s.dur));
  return { steps, total: Math.max(0, ...steps.map((s) => s.start + s.dur)), shown: t, steady };
}

/** Where a returned figure stood: its feature on its tile in the view before (`feat`, and the
 * location `at` and `feature` kind), or — placed by this very move — the placing's `at` and
 * `feature` (`feat` then unknown: the player finds it on the tile kind). */
function whereStood(prev, placed, player, figure, x, y) {
  const tile = prev.board && prev.board.find((b) => b.x === x && b.y === y);
  const f = tile && tile.figures.find((f) => f.player === player && f.kind === figure);
  if (f) return { feat: f.feat, at: f.at, feature: f.feature };
  if (placed && placed.figure && placed.x === x && placed.y === y) return { feat: null, ...placed.figure };
  return { feat: null, at: null, feature: null };
}

/** The tile the player to act has just drawn from the deck (a human's: an AI's hand is not
 * shown), or null: the same tile still in hand (a refused move), or one taken from a stack. */
function drawStep(prev, next) {
  if (next.finished || next.current_is_ai || !next.hand || next.choosing_source) return null;
  if (next.hand_source && next.hand_source.from !== 'deck') return null;
  if (prev.turn === next.turn && prev.hand === next.hand && prev.current === next.current) return null;
  return { kind: 'draw', player: next.current, tile: next.hand };
}

/** The state of a step at time `now` ms into the timeline: 'before', 'running' (with `p`, its
 * progress from 0 to 1) or 'done'. */
export function stepAt(step, now) {
  if (now < step.start) return { phase: 'before', p: 0 };
  if (now >= step.start + step.dur) return { phase: 'done', p: 1 };
  return { phase: 'running', p: step.dur ? (now - step.start) / step.dur : 1 };
}

/** Easing: slow in and out (the camera), and fast out with a small settle past the end (a tile
 * laid down). */
export const ease = {
  inOut: (p) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2),
  out: (p) => 1 - (1 - p) ** 3,
  settle: (p) => {
    const c = 1.4;
    return 1 + (c + 1) * (p - 1) ** 3 + c * (p - 1) ** 2;
  },
};
