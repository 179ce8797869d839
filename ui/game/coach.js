// The coach (a setting, off unless chosen): after each of the player's moves against the AI, the
// backend's `coach` judges it as the review would; when it lost at least the points the player
// chose, a quiet note in the panel says so with its label and why (a polite live region), and
// "Show the better move" opens a dialog with the move played and the better move side by side
// (ui/game/momentboards.js). The note goes with the next move, an undo, or another game.

import { call } from '../ipc.js';
import { $, el } from '../dom.js';
import { num, t } from '../i18n.js';
import { tenth } from './reviewgraph.js';
import { MomentBoards } from './momentboards.js';

/** The thresholds offered in Settings, in points. */
export const THRESHOLDS = [1, 2, 3, 4, 6];

/** Whether the coach looks at the move that led to `view`: on, a human's move, against the AI. */
export function coachesMove(view, settings) {
  const last = view && view.last_move;
  return !!settings.coach && !!last && view.seats[last.player] && view.seats[last.player].kind === 'human' && view.seats.some((s) => s.kind === 'ai');
}

/** Whether a judged move is worth a note at `threshold` points. */
export const worthANote = (loss, threshold) => loss >= (Number(threshold) || THRESHOLDS[1]) - 1e-9;

/** What the game screen's parts behind the dialog are (made inert while it is open). */
const BEHIND = ['#game .topbar', '#game .game-body'];

export class Coach {
  /** `ctx`: the app's (`settings`); `game()`: `{ mode, catalog, colours }` of the open game. */
  constructor(ctx, game) {
    this.ctx = ctx;
    this.game = game;
    this.token = 0;
    this.moment = null; // the move noted
    this.boards = new MomentBoards($('coach-played'), $('coach-better'));
    $('btn-coach-close').addEventListener('click', () => this.close());
  }

  /** After the player's move (`view` is the game right after it): ask the coach, if on. */
  async moved(view) {
    this.clear();
    if (!coachesMove(view, this.ctx.settings)) return;
    const token = this.token;
    let moment;
    try {
      moment = await call('coach', { number: view.turn });
    } catch (e) {
      // A coach that cannot judge stays quiet: the game goes on.
      console.warn('coach', e);
      return;
    }
    if (token !== this.token || !worthANote(moment.reviewed.loss, this.ctx.settings.coachThreshold)) return;
    this.moment = moment;
    this.render();
  }

  /** The note in the panel (empty when there is none). */
  render() {
    const m = this.moment && this.moment.reviewed;
    if (!m) {
      $('coach-note').replaceChildren();
      return;
    }
    const words = t('ui-coach-note', { label: t(`ui-review-label-${m.label}`), points: num(tenth(m.loss)) });
    const show = el('button', { id: 'btn-coach-show', class: 'link' }, t('ui-coach-show'));
    show.addEventListener('click', () => this.open());
    $('coach-note').replaceChildren(el('span', {}, [words, this.moment.reason].filter(Boolean).join(' ')), ' ', this.moment.better ? show : null);
  }

  /** Forget the note (another move, an undo, another game); an answer on its way is dropped. */
  clear() {
    this.token++;
    this.moment = null;
    this.close();
    this.render();
  }

  isOpen() {
    return !$('coach-dialog').classList.contains('hidden');
  }

  open() {
    if (!this.moment || !this.moment.better) return;
    const title = t('ui-coach-title', { number: this.moment.reviewed.number });
    $('coach-title').textContent = title;
    $('coach-reason').textContent = this.moment.reason || '';
    $('coach-dialog').classList.remove('hidden');
    for (const sel of BEHIND) for (const e of document.querySelectorAll(sel)) e.inert = true;
    this.boards.show(this.moment, { ...this.game(), title });
    $('btn-coach-close').focus();
  }

  close() {
    if (!this.isOpen()) return;
    $('coach-dialog').classList.add('hidden');
    for (const sel of BEHIND) for (const e of document.querySelectorAll(sel)) e.inert = false;
    const show = document.getElementById('btn-coach-show');
    if (show) show.focus();
  }
}
