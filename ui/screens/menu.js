// The main menu: Continue (the latest unfinished game), New game, Saved games, Statistics,
// Settings, Rules.

import { call, errorMessage } from '../ipc.js';
import { $ } from '../dom.js';
import { S } from '../strings.js';
import { modeTitle } from '../modes/index.js';
import { show, whenShown } from '../nav.js';
import { describePlayers } from './saved.js';

/** `ctx.openGame(id)` resumes a save; `ctx.newGame()` opens a fresh new-game form. */
export function initMenu(ctx) {
  $('btn-new').addEventListener('click', () => ctx.newGame());
  $('btn-saved').addEventListener('click', () => show('saved'));
  $('btn-stats').addEventListener('click', () => show('stats'));
  $('btn-settings').addEventListener('click', () => show('settings'));
  $('btn-rules').addEventListener('click', () => show('rules'));
  $('btn-continue').addEventListener('click', () => {
    const id = $('btn-continue').dataset.id;
    if (id) ctx.openGame(id);
  });
  whenShown('menu', refreshMenu);
}

export async function refreshMenu() {
  const btn = $('btn-continue');
  try {
    const list = await call('list_games');
    const latest = list.find((g) => g.readable && !g.finished);
    btn.disabled = !latest;
    btn.dataset.id = latest ? latest.id : '';
    $('continue-info').textContent = latest
      ? `${modeTitle(latest.mode)} · ${describePlayers(latest)} · ${S.turn(latest.turn + 1)}`
      : '';
  } catch (e) {
    btn.disabled = true;
    $('continue-info').textContent = errorMessage(e);
  }
}
