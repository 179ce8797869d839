// The main menu: Continue (the latest unfinished game), New game, Saved games, Statistics,
// Settings, Rules.

import { call, errorMessage } from '../ipc.js';
import { $ } from '../dom.js';
import { S } from '../strings.js';
import { modeTitle } from '../modes/index.js';
import { show, whenShown } from '../nav.js';
import { describePlayers } from './saved.js';
import { keptText, onlineError, rejoin } from './online.js';

/** `ctx.openGame(id)` resumes a save; `ctx.newGame()` opens a fresh new-game form. */
export function initMenu(ctx) {
  $('btn-new').addEventListener('click', () => ctx.newGame());
  $('btn-online').addEventListener('click', () => show('online'));
  // The newest online game this device holds a seat in, offered to rejoin.
  $('btn-rejoin').addEventListener('click', async () => {
    const code = $('btn-rejoin').dataset.code;
    const why = code ? await rejoin(ctx, code) : '';
    if (why) {
      show('online');
      onlineError(why);
    }
  });
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

async function refreshRejoin() {
  const btn = $('btn-rejoin');
  let latest = null;
  try {
    latest = (await call('online_games'))[0] || null;
  } catch (e) {
    latest = null;
  }
  btn.classList.toggle('hidden', !latest);
  btn.dataset.code = latest ? latest.code : '';
  $('rejoin-info').textContent = latest ? keptText(latest) : '';
}

export async function refreshMenu() {
  refreshRejoin();
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
