// Saved games: every save with its mode, players, turn, scores and date; resume or open,
// replay (ui/screens/replay.js), export its record file, delete (asked twice); unreadable
// files listed with the reason. Import: a record file the player chooses is read here and
// sent to the backend as bytes, which checks it strictly and saves it as a new game.

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

/** Larger files are no game records (`tessera_saves::MAX_FILE`): only this much more of one
 * is read, and the backend refuses it with its real size. */
const MAX_FILE = 4 << 20;

/** A game played online: the app saves it as `online-CODE` (src-tauri/src/online.rs). */
export const isOnline = (g) => /^online-/.test(g.id);

/** `ctx.openGame(id)` opens a save, `ctx.openReplay(id, from)` views it. */
export function initSaved(ctx) {
  whenShown('saved', () => refresh(ctx));
  const input = $('import-file');
  $('btn-import').addEventListener('click', () => input.click());
  input.addEventListener('change', () => {
    const file = input.files && input.files[0];
    input.value = '';
    if (file) importFile(ctx, file);
  });
}

/** Import `file` (a File): its bytes as the raw body, its size in a header. */
async function importFile(ctx, file) {
  savedError('');
  savedStatus('');
  try {
    const bytes = new Uint8Array(await file.slice(0, MAX_FILE + 1).arrayBuffer());
    const r = await call('import_game', bytes, { headers: { 'Tessera-File-Size': String(file.size) } });
    const g = r.games.find((e) => e.id === r.id);
    await refresh(ctx);
    savedStatus(t('ui-imported', { game: g ? t('ui-labelled', { label: modeTitle(g.mode), value: describePlayers(g) }) : r.id }));
  } catch (e) {
    savedError(errorMessage(e));
  }
}

/** Say what went well on this screen (an export, an import). */
function savedStatus(message) {
  $('saved-status').textContent = message;
}

/** Show an error on this screen (e.g. a save that could not be opened). */
export function savedError(message) {
  $('saved-error').textContent = message;
}

async function refresh(ctx) {
  const box = $('saved-list');
  savedError('');
  savedStatus('');
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
  const replay = el('button', { class: 'replay', dataset: { id: g.id } }, t('ui-replay-open'));
  replay.addEventListener('click', async () => {
    const why = await ctx.openReplay(g.id, 'saved', 0);
    if (why) savedError(why);
  });
  const rev = el('button', { class: 'review', dataset: { id: g.id }, title: t('ui-review-open-title') }, t('ui-review-open'));
  rev.addEventListener('click', async () => {
    const why = await ctx.openReview(g.id, 'saved');
    if (why) savedError(why);
  });
  const exp = el('button', { class: 'export', dataset: { id: g.id } }, t('ui-export'));
  exp.addEventListener('click', async () => {
    savedError('');
    savedStatus('');
    try {
      const path = await call('export_game', { id: g.id });
      if (path) savedStatus(t('ui-exported', { path }));
    } catch (e) {
      savedError(errorMessage(e));
    }
  });
  return el(
    'div',
    { class: 'saved-row', dataset: { id: g.id, readable: 'true' } },
    el(
      'div',
      {},
      el('b', {}, t('ui-labelled', { label: modeTitle(g.mode), value: describePlayers(g) })),
      el('div', { class: 'meta' }, `${g.finished ? S.finished : S.inProgress} · ${S.turn(g.turn)} · ${g.scores.map(num).join(' – ')}${isOnline(g) ? ` · ${t('ui-saved-online')}` : ''}`),
      el('div', { class: 'meta' }, date),
    ),
    el('div', { class: 'btns' }, open, replay, rev, exp, del),
  );
}
