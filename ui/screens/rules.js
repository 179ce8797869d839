// The rules: each playable mode's summary (from its module's wording), then the keys.

import { $, el } from '../dom.js';
import { S } from '../strings.js';
import { modeModule } from '../modes/index.js';

/** `ctx.info.modes`: the backend's modes. Run again after a change of language: it rebuilds the
 * whole text from the words of the moment. */
export function initRules(ctx) {
  const modules = ctx.info.modes.filter((m) => m.available).map((m) => modeModule(m.id)).filter(Boolean);
  const many = modules.length > 1;
  $('rules-text').replaceChildren(
    ...modules.flatMap((m) => [...(many ? [el('h3', {}, m.words.title)] : []), ...m.words.rules.map((p) => el('p', {}, p))]),
    el('p', {}, S.keys),
  );
}
