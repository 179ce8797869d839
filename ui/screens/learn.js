// Learn to play: the guided tutorials (the first game, then what differs in each other mode),
// and their offer on the main menu at the first start — never forced: "Not now" puts it away
// for good, and the Learn to play button keeps them at hand.

import { $, el } from '../dom.js';
import { t } from '../i18n.js';
import { saveSetting } from '../prefs.js';
import { modeTitle } from '../modes/index.js';
import { show, whenShown } from '../nav.js';
import { startTutorial } from '../game/tutorialbox.js';

/** The tutorials of `info.tutorials` whose mode can be played, in their order. */
export function tutorialModes(info) {
  const playable = new Set((info.modes || []).filter((m) => m.available).map((m) => m.id));
  return (info.tutorials || []).filter((m) => playable.has(m));
}

/** A tutorial's button words: the first is the first game, the others say what differs. */
export function learnLabel(modes, mode) {
  return modes[0] === mode ? t('ui-learn-first', { mode: modeTitle(mode) }) : t('ui-learn-differs', { mode: modeTitle(mode) });
}

/** `run`: the tutorial runner (ui/game/tutorialbox.js). */
export function initLearn(ctx, run) {
  const modes = tutorialModes(ctx.info);
  $('btn-learn').classList.toggle('hidden', !modes.length);
  $('btn-learn').addEventListener('click', () => show('learn'));
  $('btn-offer-start').addEventListener('click', () => {
    putAway(ctx);
    startTutorial(run, modes[0], $('continue-info'));
  });
  $('btn-offer-later').addEventListener('click', () => {
    putAway(ctx);
    $('btn-learn').focus();
  });
  whenShown('learn', () => renderLearn(ctx, run));
  showOffer(ctx);
}

/** The offer on the menu: until the tutorial is played through or declined. */
export function showOffer(ctx) {
  const s = ctx.settings;
  const modes = tutorialModes(ctx.info);
  $('tutorial-offer').classList.toggle('hidden', !modes.length || s.tutorialDone || s.tutorialOffered);
}

function putAway(ctx) {
  saveSetting(ctx.settings, 'tutorialOffered', true).catch(() => {});
  showOffer(ctx);
}

/** The Learn screen's list, worded in the language of the moment. */
export function renderLearn(ctx, run) {
  const modes = tutorialModes(ctx.info);
  $('learn-error').textContent = '';
  $('learn-list').replaceChildren(
    ...modes.map((mode) => {
      const b = el('button', { class: 'big', 'data-mode': mode }, learnLabel(modes, mode));
      b.addEventListener('click', () => startTutorial(run, mode, $('learn-error')));
      return b;
    }),
  );
}
