// A guided tutorial on the game screen: starting it (`tutorial_start`), the box over the board
// (the step's words, "Step 3 of 16", a nudge when the player strays from the script, Back,
// Skip, Next and Leave), the element the step points at, the live region, and what Back and
// Skip do to the game through the controller. The steps themselves are ./tutorial.js.

import { call, errorMessage } from '../ipc.js';
import { $ } from '../dom.js';
import { t, has } from '../i18n.js';
import { show } from '../nav.js';
import { saveSetting } from '../prefs.js';
import { Tutorial, movesMade } from './tutorial.js';

/** The class of the page element a step points at. */
const POINTED = 'tut-point';

export class TutorialRun {
  /**
   * @param ctx the app's (`settings`, `enterGame(view)`)
   * @param game the game controller (ui/game/controller.js)
   * @param announcer the live region (ui/a11y.js)
   */
  constructor(ctx, game, announcer) {
    this.ctx = ctx;
    this.game = game;
    this.announcer = announcer;
    this.tut = null;
    this.shownStep = -1;
    this.clearedStep = -1; // the step whose pointed square was last panned clear of the box
    this.busy = false;
    $('btn-tut-back').addEventListener('click', () => this.back());
    $('btn-tut-skip').addEventListener('click', () => this.skip());
    $('btn-tut-next').addEventListener('click', () => this.next());
    $('btn-tut-leave').addEventListener('click', () => this.leave());
  }

  /** Start the tutorial of `mode` (a mode id of `app_info.tutorials`); '' or why not. */
  async start(mode) {
    let r;
    try {
      r = await call('tutorial_start', { mode, names: [this.ctx.settings.name, t('ui-tut-opponent')] });
    } catch (e) {
      return errorMessage(e);
    }
    this.tut = new Tutorial(r.plan);
    this.id = r.view.id;
    this.shownStep = -1;
    this.clearedStep = -1;
    this.game.tutorial = this;
    this.ctx.enterGame(r.view);
    return '';
  }

  get active() {
    return !!this.tut;
  }

  /** The controller's hooks (see GameController): the places allowed this turn. */
  legal(legal, view) {
    return this.tut ? this.tut.legal(legal, view) : legal;
  }

  /** Whether the player's choice may go ahead; if not, the box says why (a nudge). */
  allows(view, what) {
    if (!this.tut) return true;
    const why = this.tut.refusal(view, what);
    if (!why) return true;
    this.tut.nudge = why;
    this.render();
    this.announcer.say(t(why));
    return false;
  }

  /** The source the script takes this turn among `view.sources` (the first the step would
   * allow, quietly: no nudge), or undefined; without a tutorial, the first source. */
  scriptedSource(view, moveSource) {
    if (!this.tut) return view.sources[0];
    return view.sources.find((s) => !this.tut.refusal(view, { source: s, moveSource }));
  }

  /** The board cell the step points at, or null. */
  cell() {
    const to = this.tut && this.tut.target();
    return to && to.cell ? to.cell : null;
  }

  /** Before each render of the game: go on past what the player has done. */
  advance() {
    if (!this.tut || this.busy) return;
    const g = this.game;
    this.tut.update({ view: g.view, phase: g.phase, selected: g.selected, aiRunning: g.aiRunning, moveSource: g.mode && g.mode.moveSource });
  }

  /** The game drawn again, the box with it (and the focus kept on the page). */
  rendered() {
    if (this.game.view) this.game.render();
    else this.render();
  }

  /** The box, the pointer, and the step's words said once as it begins. */
  render() {
    const tut = this.tut;
    const box = $('tutorial');
    const ended = !tut || (tut.last && this.game.view && this.game.view.finished);
    box.classList.toggle('hidden', ended);
    for (const e of document.querySelectorAll(`.${POINTED}`)) e.classList.remove(POINTED);
    if (!tut) return;
    const s = tut.step;
    const text = s && has(s.text) ? t(s.text) : '';
    $('tut-count').textContent = t('ui-tut-step', { n: tut.i + 1, total: tut.steps.length });
    $('tut-text').textContent = text;
    $('tut-nudge').textContent = tut.nudge ? t(tut.nudge) : '';
    // While Back or Skip is carried out, neither is pressed again.
    $('btn-tut-back').disabled = tut.i === 0 || this.busy;
    $('btn-tut-skip').disabled = this.busy;
    const waiting = !s || s.wait !== 'next';
    $('btn-tut-next').classList.toggle('hidden', waiting);
    $('btn-tut-next').textContent = t(tut.last ? 'ui-tut-finish' : 'ui-tut-next');
    $('btn-tut-skip').classList.toggle('hidden', !waiting);
    const to = tut.target();
    if (to && to.el && $(to.el)) $(to.el).classList.add(POINTED);
    // The square pointed at is never under the box (on a phone the box spans the board's top):
    // once a step, the board pans it into the part below the box if it must.
    if (to && to.cell && tut.i !== this.clearedStep) {
      this.clearedStep = tut.i;
      if (!ended) this.game.board.keepClearOf(to.cell, box.getBoundingClientRect());
    }
    if (tut.i !== this.shownStep) {
      this.shownStep = tut.i;
      if (text) this.announcer.say(`${t('ui-tut-step', { n: tut.i + 1, total: tut.steps.length })}: ${text}`);
    }
  }

  /** The closing words for the end-of-game dialog ('' outside a tutorial). */
  endText() {
    if (!this.tut) return '';
    const s = this.tut.steps[this.tut.steps.length - 1];
    return s && has(s.text) ? t(s.text) : '';
  }

  next() {
    if (!this.tut) return;
    this.tut.next(this.game.view);
    if (this.tut.finished) return this.finish();
    this.rendered();
  }

  /** Skip: the step's action done for the player, and on to the next step. */
  async skip() {
    if (!this.tut || this.busy) return;
    const { act, mv } = this.tut.skip(this.game.view);
    this.busy = true;
    this.render();
    try {
      if (act !== 'none' && mv) await this.game.playScripted(mv, act);
    } finally {
      this.busy = false;
    }
    this.rendered();
  }

  /** Back: the step before (a turn's first step), the moves since taken back. */
  async back() {
    if (!this.tut || this.busy) return;
    const b = this.tut.back();
    if (!b) return;
    this.busy = true;
    this.render();
    try {
      for (let n = 0; n < 50 && movesMade(this.game.view) > b.keep; n++) {
        if (!(await this.game.undo(true))) break;
      }
      this.game.setView(this.game.view);
    } finally {
      this.busy = false;
    }
    this.shownStep = -1;
    this.clearedStep = -1;
    this.rendered();
  }

  /** The last step done: remembered (the menu no longer offers the tutorial on its own). */
  finish() {
    this.completed();
    show('menu');
  }

  /** The game is over: the closing words are in the end dialog; the tutorial is done. */
  completed() {
    saveSetting(this.ctx.settings, 'tutorialDone', true).catch(() => {});
    this.stop();
  }

  /** Leave: the tutorial ends (its game is not saved) and the menu is shown. */
  leave() {
    this.stop();
    show('menu');
  }

  stop() {
    this.tut = null;
    if (this.game.tutorial === this) this.game.tutorial = null;
    this.render();
  }
}

/** Start a tutorial from the menu or the Learn screen; a refusal is said where `error` is. */
export async function startTutorial(run, mode, error) {
  const why = await run.start(mode);
  if (why && error) error.textContent = why;
}
