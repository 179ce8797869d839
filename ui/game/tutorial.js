// A guided tutorial's steps (pure): which step is shown, when it is done, what it points at,
// and what Back and Skip do. The plan comes from the backend (`tutorial_start`, the files in
// src-tauri/tutorials/): the human's moves scripted turn by turn and the steps. The game
// controller asks it which places, rotations, figures and sources the script allows this turn
// (anything else gets a gentle nudge, not a refusal from the rules), and tells it after every
// render what the game looks like; the box (./tutorialbox.js) shows it.
//
// Step waits: `next` (the Next button), `select` (the scripted cell chosen), `rotate` (turned as
// scripted), `lay` (laid: the figure step or the move), `move` (the scripted move played),
// `source` (the tile taken from the scripted source), `ai` (the opponent has played: the
// player's turn again, or the end), `over` (the game has ended). Our ruling where the issue is
// silent: Skip does the step's action for the player (so the game is always where the next
// step expects it), and Back goes to the start of the step before, taking back the moves made
// since (a turn's steps are gone back over together: Back lands on a turn's first step).

/** The player's seat in a tutorial. */
export const YOU = 0;

/** How many moves the player has made in view `v` (bonus tiles included). */
export function movesMade(v) {
  return (v && v.log ? v.log : []).filter((e) => e.event === 'tile_placed' && e.player === YOU).length;
}

/** Whether record move `mv` and a figure option `o` of the view's placements agree: the same
 * figure on the same feature (a record may name any of the feature's locations on the tile, the
 * option names one and lists them all in `locs`). */
export function optionMatches(mv, o) {
  if (!o) return false;
  if (mv.figure) {
    const on = o.at === mv.figure.at || (o.locs || []).includes(mv.figure.at);
    return o.action === 'place' && o.figure === mv.figure.kind && on;
  }
  if (mv.recall_abbot) return o.action === 'recall';
  return o.action === 'none';
}

/** Whether a tile source of the view (`{ from, index? }`) is the one move `mv` takes from. */
export function sourceMatches(mv, src, moveSource) {
  if (!src) return false;
  const extra = moveSource ? moveSource(src) : {};
  const wantsStack = mv.island !== undefined;
  if (!wantsStack) return src.from === 'deck';
  return extra.island === mv.island && extra.stack === mv.stack;
}

export class Tutorial {
  /** `plan`: `{ mode, script, steps }` from `tutorial_start`. */
  constructor(plan) {
    this.mode = plan.mode;
    this.script = plan.script || [];
    this.steps = plan.steps || [];
    this.i = 0;
    this.entry = [{ moves: 0 }];
    this.nudge = '';
    this.finished = false;
  }

  get step() {
    return this.steps[this.i] || null;
  }

  /** Whether the step shown is the last one. */
  get last() {
    return this.i >= this.steps.length - 1;
  }

  /** The scripted move of the player's turn in view `v` (null: the script is over, or it is
   * not the player's turn). */
  scripted(v) {
    if (!v || v.finished || v.current_is_ai || v.current !== YOU) return null;
    return this.script[movesMade(v)] || null;
  }

  /** The places the tile in hand may go this turn: only the scripted one while the script
   * lasts, in the scripted rotation — or, on a turn that teaches turning the tile, with every
   * rotation the rules allow there, so that turning it works as in a game. */
  legal(legal, v) {
    const mv = this.scripted(v);
    if (!mv || mv.tile !== v.hand) return legal;
    const key = `${mv.x},${mv.y}`;
    const rots = legal.get(key);
    if (!rots || !rots.includes(mv.rot)) return legal;
    const k = movesMade(v);
    const turning = this.steps.some((s) => s.wait === 'rotate' && s.turn === k);
    return new Map([[key, turning ? rots : [mv.rot]]]);
  }

  /** Why the player's choice is not the script's (a catalog id), or '' when it is.
   * `what`: `{ place: { x, y, rot } }`, `{ option }` (the figure option chosen at the scripted
   * place) or `{ source }`. */
  refusal(v, what) {
    const mv = this.scripted(v);
    if (!mv) return '';
    if (what.place) {
      const p = what.place;
      if (p.x !== mv.x || p.y !== mv.y) return 'ui-tut-nudge-place';
      return p.rot === mv.rot ? '' : 'ui-tut-nudge-turn';
    }
    if ('option' in what) return optionMatches(mv, what.option) ? '' : 'ui-tut-nudge-figure';
    if ('source' in what) return sourceMatches(mv, what.source, what.moveSource) ? '' : 'ui-tut-nudge-source';
    return '';
  }

  /** Whether step `s` is done in the game's state `st`: `{ view, phase, selected, aiRunning }`. */
  done(s, st) {
    const v = st.view;
    const mv = s.turn !== undefined ? this.script[s.turn] : null;
    const moved = s.turn !== undefined && movesMade(v) > s.turn;
    const at = (sel) => !!sel && !!mv && sel.x === mv.x && sel.y === mv.y;
    switch (s.wait) {
      case 'select':
        return moved || (at(st.selected) && ['place', 'figure'].includes(st.phase));
      case 'rotate':
        return moved || (at(st.selected) && st.selected.rot === mv.rot && ['place', 'figure'].includes(st.phase));
      case 'lay':
        return moved || (at(st.selected) && st.phase === 'figure');
      case 'move':
        return moved;
      case 'source':
        return moved || (st.phase === 'place' && !!mv && sourceMatches(mv, v.hand_source || { from: 'deck' }, st.moveSource));
      case 'ai':
        return !!v.finished || (!v.current_is_ai && !st.aiRunning && ['place', 'source'].includes(st.phase));
      case 'over':
        return !!v.finished;
      default:
        return false;
    }
  }

  /** Go on past every step the game has done; true when the step shown changed. */
  update(st) {
    const from = this.i;
    while (this.step && this.step.wait !== 'next' && this.done(this.step, st) && !this.last) this.enter(this.i + 1, st.view);
    if (this.step && this.last && this.step.wait !== 'next' && this.done(this.step, st)) this.finished = true;
    return this.i !== from;
  }

  enter(i, v) {
    this.i = i;
    this.entry[i] = { moves: movesMade(v) };
    this.nudge = '';
  }

  /** Next (a `next` step): the step after it; on the last, the tutorial is finished. */
  next(v) {
    if (this.last) {
      this.finished = true;
      return;
    }
    this.enter(this.i + 1, v);
  }

  /** Skip: what the controller should do for the player (`{ act, mv }`, act one of 'select',
   * 'rotate', 'lay', 'move', 'source' or 'none'), and the next step. */
  skip(v) {
    const s = this.step;
    const mv = s && s.turn !== undefined ? this.script[s.turn] : null;
    const act = s && mv && ['select', 'rotate', 'lay', 'move', 'source'].includes(s.wait) ? s.wait : 'none';
    this.next(v);
    return { act, mv };
  }

  /** Whether Back can land on step `j`: an explanation, or the first step of a turn. */
  landing(j) {
    const s = this.steps[j];
    return j === 0 || s.wait === 'next' || !!s.begins;
  }

  /** Back: the step to go back to and how many moves of the player's should stay (the
   * controller takes back the rest and starts the turn afresh); null on the first step. */
  back() {
    if (this.i === 0) return null;
    let j = this.i - 1;
    while (j > 0 && !this.landing(j)) j--;
    const keep = this.entry[j] ? this.entry[j].moves : 0;
    this.i = j;
    this.nudge = '';
    this.entry.length = j + 1;
    return { step: j, keep };
  }

  /** What the step points at: `{ cell }` (the scripted move's place) or `{ el }` (a page
   * element's id), or null. */
  target() {
    const s = this.step;
    if (!s || !s.point) return null;
    if (s.point === 'cell') {
      const mv = s.turn !== undefined ? this.script[s.turn] : null;
      return mv ? { cell: { x: mv.x, y: mv.y } } : null;
    }
    return { el: s.point };
  }
}
