// The Statistics screen: the player's games against the AI (the backend's `statistics`, see
// src-tauri/src/stats.rs for what counts), a table per mode with a row per AI level: played,
// won, lost, average and best score, and how many were played with help (a hint or the coach).
// A line when no game was counted yet, a note when the statistics file was found damaged (put
// aside, the statistics started afresh), and what counts (hot-seat games do not). Rebuilt each time the screen is shown and on a change of
// language.

import { call, errorMessage } from '../ipc.js';
import { $, el } from '../dom.js';
import { S } from '../strings.js';
import { list, num, t } from '../i18n.js';
import { modeTitle } from '../modes/index.js';
import { isShown, whenShown } from '../nav.js';

export function initStats() {
  whenShown('stats', refresh);
}

/** Re-word the screen after a change of language (if it is shown). */
export function rewordStats() {
  if (isShown('stats')) refresh();
}

async function refresh() {
  const box = $('stats-list');
  $('stats-error').textContent = '';
  let stats;
  try {
    stats = await call('statistics');
  } catch (e) {
    $('stats-error').textContent = errorMessage(e);
    box.replaceChildren();
    return;
  }
  const parts = [];
  if (stats.damaged) parts.push(el('p', { class: 'stats-damaged', id: 'stats-damaged' }, S.statsDamaged));
  if (!stats.rows.length) parts.push(el('p', { class: 'small', id: 'stats-none' }, S.statsNone));
  // One table per mode, in the backend's order (modes, then levels weakest first).
  const modes = [...new Set(stats.rows.map((r) => r.mode))];
  modes.forEach((mode, i) => parts.push(table(mode, i, stats.rows.filter((r) => r.mode === mode))));
  parts.push(el('p', { class: 'small stats-note' }, S.statsNote));
  parts.push(el('p', { class: 'small stats-note', id: 'stats-helped-note' }, t('ui-stats-helped-note')));
  box.replaceChildren(...parts);
}

/** A mode's table. Its box scrolls sideways if the window is too narrow, so it can be reached
 * with the keyboard (a named region). */
function table(mode, i, rows) {
  const caption = `stats-caption-${i}`;
  const head = [S.statsLevel, S.statsPlayed, S.statsWon, S.statsLost, S.statsAverage, S.statsBest];
  // The games played with help, by level, on a line under the table (a seventh column would
  // not fit a phone): "With help: Normal 2, Hard 1", listed side by side (no "and" that the
  // catalogs would have to word).
  const helped = rows.filter((r) => r.helped > 0).map((r) => `${S.levelTitle(r.level)} ${num(r.helped)}`);
  return el(
    'div',
    { class: 'stats-box', role: 'region', tabindex: '0', 'aria-labelledby': caption },
    el(
      'table',
      { class: 'stats-table', dataset: { mode } },
      el('caption', { id: caption }, modeTitle(mode)),
      el('thead', {}, el('tr', {}, head.map((h) => el('th', { scope: 'col' }, h)))),
      el(
        'tbody',
        {},
        rows.map((r) =>
          el(
            'tr',
            { dataset: { level: r.level } },
            el('th', { scope: 'row' }, S.levelTitle(r.level)),
            [r.played, r.won, r.lost, r.average, r.best].map((n, k) =>
              el('td', { dataset: { col: ['played', 'won', 'lost', 'average', 'best'][k] } }, num(n)),
            ),
          ),
        ),
      ),
    ),
    helped.length ? el('p', { class: 'small stats-helped', dataset: { mode } }, t('ui-labelled', { label: t('ui-stats-helped'), value: list(helped, 'unit') })) : null,
  );
}
