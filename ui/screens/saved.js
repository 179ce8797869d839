// Saved games: every save with its mode, players, turn, scores and date; resume or open,
// delete (asked twice); unreadable files listed with the reason.

import { call, errorMessage } from '../ipc.js';
import { $, el } from '../dom.js';
import { S } from '../strings.js';
import { dateTime, list, num, t } from '../i18n.js';
import { modeTitle } from '../modes/index.js';
import { whenShown } from '../nav.js';
import { keepFocus } from '../a11y.js';

/** The players of a save entry in words: "You, Ada (AI normal)" (a list as the language writes
 * one that names things side by side). */
export function describePlayers(entry) {
  return list(entry.players.map((p) => S.seatOf(p.name, p.kind, p.level)), 'unit');
}

/** When a save was last written, as the language writes a date and time ('' if unknown). */
function savedAt(ms) {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? '' : dateTime(d);
}

/** `ctx.openGame(id)` opens a save. */
export function initSaved(ctx) {
  whenShown('saved', () => refresh(ctx));
}

/** Show an error on this screen (e.g. a save that could not be opened). */
export function savedError(message) {
  $('saved-error').textContent = message;
}

async function refresh(ctx) {
  const box = $('saved-list');
  savedError('');
  let list;
  try {
    list = await call('list_games');
  } catch (e) {
    savedError(errorMessage(e));
    return;
  }
  if (!list.length) {
    keepFocus(box, () => box.replaceChildren(el('p', { class: 'small' }, S.noSaves)), document.querySelector('#saved h2'));
    return;
  }
  // After a delete the focus stays in the list (on the row that took the deleted one's place).
  keepFocus(box, () => box.replaceChildren(...list.map((g) => row(ctx, g))));
}

function row(ctx, g) {
  const date = savedAt(g.modified);
  const del = el('button', { class: 'delete', dataset: { id: g.id } }, S.delete);
  del.addEventListener('click', async () => {
    if (del.dataset.armed !== '1') {
      del.dataset.armed = '1';
      del.textContent = S.reallyDelete;
      return;
    }
    try {
      await call('delete_game', { id: g.id });
      savedError('');
      refresh(ctx);
    } catch (e) {
      savedError(errorMessage(e));
    }
  });
  if (!g.readable) {
    return el(
      'div',
      { class: 'saved-row unreadable', dataset: { id: g.id, readable: 'false' } },
      el(
        'div',
        {},
        el('b', {}, t('ui-labelled', { label: S.unreadable, value: g.id })),
        el('div', { class: 'meta' }, g.error || ''),
        // The reader's own (English, technical) words, folded away for whoever wants them.
        g.detail ? el('details', { class: 'meta' }, el('summary', {}, t('ui-technical-detail')), el('span', {}, g.detail)) : null,
        el('div', { class: 'meta' }, date),
      ),
      el('div', { class: 'btns' }, del),
    );
  }
  const open = el('button', { class: 'open primary', dataset: { id: g.id } }, g.finished ? S.open : S.resume);
  open.addEventListener('click', () => ctx.openGame(g.id));
  return el(
    'div',
    { class: 'saved-row', dataset: { id: g.id, readable: 'true' } },
    el(
      'div',
      {},
      el('b', {}, t('ui-labelled', { label: modeTitle(g.mode), value: describePlayers(g) })),
      el('div', { class: 'meta' }, `${g.finished ? S.finished : S.inProgress} · ${S.turn(g.turn)} · ${g.scores.map(num).join(' – ')}`),
      el('div', { class: 'meta' }, date),
    ),
    el('div', { class: 'btns' }, open, del),
  );
}
