// The rules: each playable mode's summary (from its module's wording), then how to play by touch
// (where there is a touch screen) and the keys (unless there is nothing but a touch screen).

import { $, el } from '../dom.js';
import { S, touchOnly } from '../strings.js';
import { modeModule } from '../modes/index.js';

/** `ctx.info.modes`: the backend's modes. Run again after a change of language: it rebuilds the
 * whole text from the words of the moment. */
export function initRules(ctx) {
  const modules = ctx.info.modes.filter((m) => m.available).map((m) => modeModule(m.id)).filter(Boolean);
  const many = modules.length > 1;
  $('rules-text').replaceChildren(
    ...modules.flatMap((m) => [...(many ? [el('h3', {}, m.words.title)] : []), ...m.words.rules.map((p) => el('p', {}, p))]),
    ...(matchMedia('(any-pointer: coarse)').matches ? [el('p', {}, S.touchHelp)] : []),
    ...(touchOnly() ? [] : [el('p', {}, S.keys), el('p', {}, S.keysHint)]),
  );
}
