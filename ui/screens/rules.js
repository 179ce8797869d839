// The rules: each playable mode's summary (from its module's wording), then how to play by touch
// (where there is a touch screen) and the keys (unless there is nothing but a touch screen).
// Each mode's paragraph has its anchor (the mode's `words.ruleIds`), so that a feature's
// details can open the rules at the paragraph that scores it (`openRules`, ui/game/details.js);
// Back then goes back to where they were opened from.

import { $, el } from '../dom.js';
import { S, touchOnly } from '../strings.js';
import { modeModule } from '../modes/index.js';
import { isShown, show, whenShown } from '../nav.js';

/** How long (ms) the paragraph opened at stays marked. */
const FLASH_MS = 2500;

let backTo = null; // what Back does besides going to its screen (rules opened from a game), or null
let opening = false; // `openRules` is showing the screen: its Back is set already
let flashTimer = 0;
let bound = false; // Back's handler added

/** The paragraphs of mode module `m`, each with its anchor (a mode without `ruleIds`: none). */
function paragraphs(m) {
  const ids = m.words.ruleIds || [];
  return m.words.rules.map((p, i) => el('p', ids[i] ? { id: ids[i], tabindex: '-1' } : {}, p));
}

/** `ctx.info.modes`: the backend's modes. Run again after a change of language: it rebuilds the
 * whole text from the words of the moment. */
export function initRules(ctx) {
  const modules = ctx.info.modes.filter((m) => m.available).map((m) => modeModule(m.id)).filter(Boolean);
  const many = modules.length > 1;
  $('rules-text').replaceChildren(
    ...modules.flatMap((m) => [...(many ? [el('h3', {}, m.words.title)] : []), ...paragraphs(m)]),
    el('p', {}, S.rulesDetails),
    ...(matchMedia('(any-pointer: coarse)').matches ? [el('p', {}, S.touchHelp)] : []),
    ...(touchOnly() ? [] : [el('p', {}, S.keys), el('p', {}, S.keysHint), el('p', {}, S.keysDetails)]),
  );
  bindBack();
}

/** Once: Back goes to the menu, unless `openRules` said otherwise. The page's `data-go`
 * handler (ui/main.js) shows Back's screen; this one then does what coming back there needs. */
function bindBack() {
  const back = document.querySelector('#rules .back');
  if (!back || bound) return;
  bound = true;
  back.addEventListener('click', () => {
    const { from, then } = backTo || {};
    backTo = null;
    if (!then) return;
    // After the page's own handler, whatever order the two were added in.
    setTimeout(() => {
      if (!isShown(from)) show(from);
      then();
    });
  });
  // Opened any other way (the menu's Rules), Back goes to the menu.
  whenShown('rules', () => {
    if (opening) return;
    backTo = null;
    back.dataset.go = 'menu';
  });
}

/** Show the rules at paragraph `anchor` (a mode's `rulesFor`; unknown: the top): scrolled to,
 * marked for a moment and focused, so that a screen reader reads it. `back`: `{ from, then }`,
 * the screen Back goes to and what it does there (e.g. resume the game), or null: the menu. */
export function openRules(anchor, back = null) {
  const btn = document.querySelector('#rules .back');
  backTo = back;
  btn.dataset.go = back ? back.from : 'menu';
  opening = true;
  try {
    show('rules');
  } finally {
    opening = false;
  }
  const p = anchor ? document.getElementById(anchor) : null;
  if (!p || !$('rules-text').contains(p)) return;
  p.scrollIntoView({ block: 'start' });
  p.focus({ preventScroll: true });
  flash(p);
}

/** Mark paragraph `p` for a moment (style.css: a fading background, steady under reduced
 * motion). */
function flash(p) {
  for (const q of $('rules-text').querySelectorAll('.rules-flash')) q.classList.remove('rules-flash');
  clearTimeout(flashTimer);
  p.classList.add('rules-flash');
  flashTimer = setTimeout(() => p.classList.remove('rules-flash'), FLASH_MS);
}
