// Play online: host a game (the new-game form in its hosting form, ui/screens/newgame.js), join
// one by the host's address and the game's code, or come back to a seat this device holds
// (Rejoin; the backend keeps the seats' secrets, src-tauri/src/online/kept.rs).

import { call, errorMessage } from '../ipc.js';
import { $, el } from '../dom.js';
import { t } from '../i18n.js';
import { modeTitle } from '../modes/index.js';
import { whenShown } from '../nav.js';
import { keepFocus } from '../a11y.js';

/** `ctx`: `{ settings, enterGame(view), hostGame() }`. */
export function initOnline(ctx) {
  $('btn-online-host').addEventListener('click', () => ctx.hostGame());
  $('online-join-form').addEventListener('submit', (e) => {
    e.preventDefault();
    join(ctx);
  });
  whenShown('online', () => {
    if (!$('online-name').value) $('online-name').value = ctx.settings.name;
    onlineError('');
    refreshKept(ctx);
  });
}

export function onlineError(message) {
  $('online-error').textContent = message;
}

async function join(ctx) {
  onlineError('');
  const button = $('btn-online-join');
  button.disabled = true;
  $('online-status').textContent = t('ui-online-joining');
  try {
    const view = await call('online_join', {
      address: $('online-address').value,
      code: $('online-code').value,
      name: $('online-name').value,
    });
    $('online-status').textContent = '';
    ctx.enterGame(view);
  } catch (e) {
    $('online-status').textContent = '';
    onlineError(errorMessage(e));
  } finally {
    button.disabled = false;
  }
}

/** Come back to the online game `code`: '' when it is shown, else why not (said on this
 * screen too). */
export async function rejoin(ctx, code) {
  onlineError('');
  $('online-status').textContent = t('ui-online-joining');
  try {
    ctx.enterGame(await call('online_rejoin', { code }));
    return '';
  } catch (e) {
    onlineError(errorMessage(e));
    return errorMessage(e);
  } finally {
    $('online-status').textContent = '';
  }
}

/** A kept game in words: "Classic · ABCD-EFGH · Ada (hosted here)". */
export function keptText(g) {
  const who = g.names.join(', ');
  const line = t('ui-online-kept-row', { mode: g.mode ? modeTitle(g.mode) : '?', code: g.code, names: who });
  return g.hosting ? `${line} · ${t('ui-online-kept-hosted')}` : line;
}

async function refreshKept(ctx) {
  let games = [];
  try {
    games = await call('online_games');
  } catch (e) {
    onlineError(errorMessage(e));
  }
  keepFocus($('online-kept'), () =>
    $('online-kept').replaceChildren(
      ...(games.length
        ? games.map((g) => {
            const go = el('button', { class: 'primary', dataset: { code: g.code } }, t('ui-online-rejoin'));
            go.addEventListener('click', () => rejoin(ctx, g.code));
            const forget = el('button', { dataset: { forget: g.code } }, t('ui-online-forget'));
            forget.addEventListener('click', async () => {
              try {
                await call('online_forget', { code: g.code });
              } catch (e) {
                onlineError(errorMessage(e));
              }
              refreshKept(ctx);
            });
            return el('div', { class: 'kept-game' }, el('span', { class: 'kept-text' }, keptText(g)), go, forget);
          })
        : [el('p', { class: 'small' }, t('ui-online-none-kept'))]),
    ),
  );
}
