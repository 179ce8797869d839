// The player's settings (kept in `settings.json` through the store) and the seat colours they
// decide. The Settings screen edits them (ui/screens/settings.js); everything else reads them.

import { store } from './ipc.js';
import { S } from './strings.js';

export const PALETTES = {
  normal: ['#d83b3b', '#2f6fd6', '#f2c230', '#2b2b2b', '#9b4dca', '#f28c28'],
  // Okabe–Ito: distinguishable with the common colour-vision deficiencies.
  colourBlind: ['#D55E00', '#0072B2', '#F0E442', '#1a1a1a', '#CC79A7', '#56B4E9'],
};

/** Milliseconds an AI turn takes at least (`think`) and the pause after it, by speed. */
export const SPEED = {
  slow: { think: 900, pause: 900 },
  normal: { think: 450, pause: 450 },
  fast: { think: 120, pause: 120 },
  instant: { think: 0, pause: 0 },
};

export function defaultSettings(levels) {
  return {
    name: S.defaultName,
    colour: 0,
    level: levels.includes('normal') ? 'normal' : levels[0],
    speed: 'normal',
    showRemaining: true,
    showProjected: true,
    // Crosses on the places no tile still to come can fill (ui/game/aids.js).
    showDeadMarks: true,
    colourBlind: false,
    // The coach (ui/game/coach.js): off unless chosen; a note for a move losing this many points.
    coach: false,
    coachThreshold: 2,
    // The guided tutorial (ui/screens/learn.js): offered on the menu until it is played to its
    // end or declined.
    tutorialDone: false,
    tutorialOffered: false,
  };
}

/** The stored settings over the defaults (the defaults alone if the store cannot be read). */
export async function loadSettings(levels) {
  const s = defaultSettings(levels);
  try {
    const st = await store();
    for (const k of Object.keys(s)) {
      const v = await st.get(k);
      if (v !== undefined && v !== null) s[k] = v;
    }
  } catch (e) {
    console.warn('settings unavailable', e);
  }
  if (!levels.includes(s.level)) s.level = defaultSettings(levels).level;
  return s;
}

/** Set one setting in `settings` and in the store (rejects if the store cannot write). */
export async function saveSetting(settings, key, value) {
  settings[key] = value;
  const st = await store();
  await st.set(key, value);
  await st.save();
}

export function paletteOf(settings) {
  return settings.colourBlind ? PALETTES.colourBlind : PALETTES.normal;
}

export function colourNames(settings) {
  return settings.colourBlind ? S.colourNames.colourBlind : S.colourNames.normal;
}

/** Seat colours: the player's own colour (`own`, an index into `palette`) for the first human
 * seat, the rest of the palette for the others in order (all AI: their own colour last). */
export function seatColours(palette, own, seats) {
  const mine = palette[own] || palette[0];
  const rest = palette.filter((c) => c !== mine);
  const firstHuman = (seats || []).findIndex((st) => st.kind === 'human');
  if (firstHuman < 0) return [...rest, mine];
  const out = [];
  for (let i = 0; i < palette.length; i++) out.push(i === firstHuman ? mine : rest.shift());
  return out;
}
