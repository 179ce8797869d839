// The mode registry: a mode id (as the backend names it) → the UI module that knows how to set
// it up, word it and draw it. A mode the backend lists without a module here cannot be started.

import classic from './classic.js';
import benelux from './benelux.js';
import hunters from './hunters.js';
import { S } from '../strings.js';

const MODULES = [classic, benelux, hunters];
const BY_ID = new Map(MODULES.map((m) => [m.id, m]));

/** The UI module of a mode id, or null if this UI has none. */
export function modeModule(id) {
  return BY_ID.get(id) || null;
}

/** The module to show a game of mode `id` with: its own, or the first one as a fallback. */
export function moduleFor(id) {
  return BY_ID.get(id) || MODULES[0];
}

/** Let every mode prepare its tile art in idle moments after start-up (`warm(catalog)`, for a
 * mode whose art takes long to lay out the first time), so that a game opens without a pause. */
export function warmModes(catalogs) {
  for (const m of MODULES) if (m.warm && catalogs[m.id]) m.warm(catalogs[m.id]);
}

/** A mode's name for the player. */
export function modeTitle(id) {
  const m = BY_ID.get(id);
  if (m) return m.words.title;
  return S.modeTitles[id] || id || MODULES[0].words.title;
}

/** The modes of `app_info` as the new-game picker lists them: each with its title, and
 * `playable` only when the backend can play it and this UI has its module. */
export function pickerModes(infoModes) {
  return infoModes.map((m) => ({
    id: m.id,
    title: modeTitle(m.id),
    playable: !!m.available && BY_ID.has(m.id),
    min: m.min_players,
    max: m.max_players,
  }));
}
