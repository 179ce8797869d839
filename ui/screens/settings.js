// Settings: name, colour, default AI level, animation speed, remaining tiles on/off, the projected
// final score beside the scores on/off, the crosses on places no tile can fill on/off, the colour-blind-safe palette and the coach (on/off, its
// threshold); each saved and applied at once.

import { errorMessage } from '../ipc.js';
import { $, el } from '../dom.js';
import { S } from '../strings.js';
import { colourNames, saveSetting } from '../prefs.js';
import { seatMark } from '../seatmark.js';
import { t } from '../i18n.js';
import { THRESHOLDS } from '../game/coach.js';

/** `ctx`: `{ info, settings, colours(seats), settingsChanged() }`. */
export function initSettings(ctx) {
  const s = ctx.settings;
  $('set-name').value = s.name;
  fillChoices(ctx);
  $('set-remaining').checked = s.showRemaining;
  $('set-projected').checked = s.showProjected;
  $('set-dead-marks').checked = s.showDeadMarks;
  $('set-cb').checked = s.colourBlind;
  $('set-coach').checked = s.coach;
  $('set-name').addEventListener('change', (e) => {
    const v = e.target.value.trim().slice(0, 24);
    if (v) setting(ctx, 'name', v);
  });
  $('set-colour').addEventListener('change', (e) => setting(ctx, 'colour', Number(e.target.value)));
  $('set-level').addEventListener('change', (e) => setting(ctx, 'level', e.target.value));
  $('set-speed').addEventListener('change', (e) => setting(ctx, 'speed', e.target.value));
  $('set-remaining').addEventListener('change', (e) => setting(ctx, 'showRemaining', e.target.checked));
  $('set-projected').addEventListener('change', (e) => setting(ctx, 'showProjected', e.target.checked));
  $('set-dead-marks').addEventListener('change', (e) => setting(ctx, 'showDeadMarks', e.target.checked));
  $('set-cb').addEventListener('change', (e) => setting(ctx, 'colourBlind', e.target.checked));
  $('set-coach').addEventListener('change', (e) => setting(ctx, 'coach', e.target.checked));
  $('set-coach-threshold').addEventListener('change', (e) => setting(ctx, 'coachThreshold', Number(e.target.value)));
  renderColours(ctx);
}

/** The AI levels and speeds to choose from, in words, each select showing the setting. */
function fillChoices(ctx) {
  const s = ctx.settings;
  $('set-level').replaceChildren(...ctx.info.levels.map((l) => el('option', { value: l }, S.levelTitle(l))));
  $('set-level').value = s.level;
  $('set-speed').replaceChildren(...Object.entries(S.speeds).map(([v, text]) => el('option', { value: v }, text)));
  $('set-speed').value = s.speed;
  $('set-coach-threshold').replaceChildren(...THRESHOLDS.map((p) => el('option', { value: p }, t('ui-coach-points', { points: p }))));
  $('set-coach-threshold').value = String(THRESHOLDS.includes(s.coachThreshold) ? s.coachThreshold : 2);
}

/** Word the screen anew in the language now chosen (the selects' choices, "Saved"), the
 * settings and the focus left as they are. */
export function rewordSettings(ctx) {
  fillChoices(ctx);
  renderColours(ctx);
  if ($('set-status').dataset.saved === '1') $('set-status').textContent = S.settingsSaved;
}

/** Save one setting and apply it everywhere (also used by the game's Tiles button). */
export async function setting(ctx, key, value) {
  try {
    await saveSetting(ctx.settings, key, value);
    $('set-status').textContent = S.settingsSaved;
    $('set-status').dataset.saved = '1';
  } catch (e) {
    $('set-status').textContent = errorMessage(e);
    $('set-status').dataset.saved = '';
  }
  if (key === 'showRemaining') $('set-remaining').checked = value;
  renderColours(ctx);
  ctx.settingsChanged();
}

function renderColours(ctx) {
  $('set-colour').replaceChildren(...colourNames(ctx.settings).map((n, i) => el('option', { value: i }, n)));
  $('set-colour').value = String(ctx.settings.colour);
  // Each seat's colour with its shape (ui/seatmark.js): the shapes tell seats apart without colour.
  $('palette-preview').replaceChildren(...ctx.colours([{ kind: 'human' }]).map((c, i) => seatMark(i, c, 28)));
}
