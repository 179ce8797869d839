// New game: the mode (the playable ones; the others shown disabled, "not available yet"), that
// mode's options form (from its module), the seats (human or AI with a level) and a seed.

import { call, errorMessage } from '../ipc.js';
import { $, el } from '../dom.js';
import { S } from '../strings.js';
import { t } from '../i18n.js';
import { modeModule, pickerModes } from '../modes/index.js';
import { whenShown } from '../nav.js';
import { keepFocus } from '../a11y.js';
import { seatMark } from '../seatmark.js';

const form = {
  modes: [], // pickerModes of app_info
  mode: null, // the chosen entry
  options: null, // its module's form: { node, read() }
  forms: new Map(), // mode id → its form, kept for the session (choices stay as left)
  seats: [],
  online: false, // the hosting form (Play online → Host a game): seats may be online players
};

/** Check a seed field: `{ seed }` (undefined when empty) or `{ error }`. */
export function parseSeed(text) {
  const t = text.trim();
  if (!t) return { seed: undefined };
  if (!/^\d{1,15}$/.test(t)) return { error: S.seedInvalid };
  return { seed: Number(t) };
}

/** `ctx`: `{ info, settings, colours(seats), enterGame(view) }`. */
export function initNewGame(ctx) {
  form.modes = pickerModes(ctx.info.modes);
  $('btn-add-seat').addEventListener('click', () => {
    const i = form.seats.length;
    form.seats.push({ name: S.aiNames[i % S.aiNames.length], kind: 'ai', level: ctx.settings.level });
    renderSeats(ctx);
  });
  $('btn-start').addEventListener('click', () => start(ctx));
  whenShown('newgame', () => renderSeats(ctx));
}

/** A fresh form: the mode and options as last left (at first the first playable mode and its
 * defaults), you against one AI. */
export function resetNewGame(ctx, { online = false } = {}) {
  form.online = online;
  form.seats = [
    { name: ctx.settings.name, kind: 'human', level: ctx.settings.level },
    online ? { name: '', kind: 'online', level: ctx.settings.level } : { name: S.aiNames[0], kind: 'ai', level: ctx.settings.level },
  ];
  $('newgame-error').textContent = '';
  wordForm();
  chooseMode(ctx, form.mode || form.modes.find((m) => m.playable) || null);
}

/** Word the form anew in the language now chosen: the modes' titles, each mode's options form
 * (rebuilt, with the choices made so far carried over) and the seats. The players' names are
 * left as they are. */
export function rewordNewGame(ctx) {
  form.modes = pickerModes(ctx.info.modes);
  for (const [id, old] of form.forms) {
    const module = modeModule(id);
    const fresh = module && module.optionsForm();
    if (!fresh) continue;
    carryOver(old, fresh);
    form.forms.set(id, fresh);
  }
  if (form.mode) chooseMode(ctx, form.modes.find((m) => m.id === form.mode.id) || null);
  wordForm();
}

/** Copy the state of the fields of options form `from` into the same fields (by id) of `to`. */
function carryOver(from, to) {
  const fields = (nodes) =>
    [].concat(nodes)
      .flatMap((n) => (n && n.querySelectorAll ? [n, ...n.querySelectorAll('input, select, textarea')] : []))
      .filter((e) => e.id && /^(INPUT|SELECT|TEXTAREA)$/.test(e.tagName));
  const before = new Map(fields(from.node).map((e) => [e.id, e]));
  for (const e of fields(to.node)) {
    const o = before.get(e.id);
    if (!o) continue;
    if (e.type === 'checkbox' || e.type === 'radio') e.checked = o.checked;
    else e.value = o.value;
    e.dispatchEvent(new Event('change'));
  }
}

/** The heading and the start button say which form this is; the seed is not offered when
 * hosting (whoever knew it would know the order of the tiles). */
function wordForm() {
  $('newgame-title').textContent = form.online ? t('ui-online-host') : S.newGame;
  $('btn-start').textContent = form.online ? t('ui-host-start') : S.start;
  $('seed-box').classList.toggle('hidden', form.online);
}

function chooseMode(ctx, mode) {
  form.mode = mode;
  // Rebuilt on every choice: the focus stays on the radio button chosen with the arrow keys.
  keepFocus($('modes'), () => $('modes').replaceChildren(
    ...form.modes.map((m) => {
      const radio = el('input', { type: 'radio', name: 'mode', value: m.id, checked: m === mode, disabled: !m.playable });
      radio.addEventListener('change', () => chooseMode(ctx, m));
      return el('label', { class: m.playable ? '' : 'unavailable' }, radio, ` ${m.title}`, m.playable ? null : el('span', { class: 'small' }, ` — ${S.notAvailable}`));
    }),
  ));
  const module = mode && modeModule(mode.id);
  if (module && !form.forms.has(mode.id)) form.forms.set(mode.id, module.optionsForm());
  form.options = module ? form.forms.get(mode.id) : null;
  $('mode-options').replaceChildren(...(form.options ? form.options.node : []));
  if (mode) {
    while (form.seats.length > mode.max) form.seats.pop();
  }
  $('btn-start').disabled = !mode;
  renderSeats(ctx);
}

function renderSeats(ctx) {
  const colours = ctx.colours(form.seats);
  const levels = ctx.info.levels;
  const min = form.mode ? form.mode.min : 2;
  const max = form.mode ? form.mode.max : 6;
  keepFocus($('seats'), () => $('seats').replaceChildren(
    ...form.seats.map((seat, i) => {
      // An online player names themself when they join.
      const remote = seat.kind === 'online';
      const name = el('input', { class: 'seat-name', value: remote ? '' : seat.name, maxlength: 24, 'aria-label': S.seatName(i), disabled: remote, placeholder: remote ? t('ui-seat-online-name') : null });
      name.addEventListener('input', () => (seat.name = name.value));
      const kinds = form.online
        ? [el('option', { value: 'human' }, t('ui-seat-here')), el('option', { value: 'online' }, t('ui-seat-online')), el('option', { value: 'ai' }, S.ai)]
        : [el('option', { value: 'human' }, S.human), el('option', { value: 'ai' }, S.ai)];
      const kind = el('select', { class: 'seat-kind', 'aria-label': S.seatKind(i) }, ...kinds);
      kind.value = seat.kind;
      // The level's name as a choice (ui-level-name: "Hard", as in Settings and Statistics).
      const level = el('select', { class: 'seat-level', 'aria-label': S.seatLevel(i) }, ...levels.map((l) => el('option', { value: l }, S.levelTitle(l))));
      level.value = seat.level;
      level.classList.toggle('invisible', seat.kind !== 'ai');
      kind.addEventListener('change', () => {
        seat.kind = kind.value;
        if (seat.kind === 'ai' && (seat.name === ctx.settings.name || !seat.name)) seat.name = S.aiNames[i % S.aiNames.length];
        if (seat.kind === 'human' && !seat.name) seat.name = ctx.settings.name;
        renderSeats(ctx);
      });
      level.addEventListener('change', () => (seat.level = level.value));
      const rm = el('button', { class: 'seat-remove', 'aria-label': S.seatRemove(i) }, S.removeMark);
      rm.disabled = form.seats.length <= min;
      rm.addEventListener('click', () => {
        form.seats.splice(i, 1);
        renderSeats(ctx);
      });
      return el('div', { class: 'seat' }, seatMark(i, colours[i], 20), name, kind, level, rm);
    }),
  ));
  $('btn-add-seat').disabled = form.seats.length >= max;
}

async function start(ctx) {
  $('newgame-error').textContent = '';
  if (!form.mode) return;
  if (form.online) return host(ctx);
  const { seed, error } = parseSeed($('opt-seed').value);
  if (error) {
    $('newgame-error').textContent = error;
    return;
  }
  const setup = {
    mode: form.mode.id,
    options: form.options ? form.options.read() : {},
    players: form.seats.map((s) => (s.kind === 'ai' ? { name: s.name, kind: 'ai', level: s.level } : { name: s.name, kind: 'human' })),
  };
  if (seed !== undefined) setup.seed = seed;
  try {
    ctx.enterGame(await call('new_game', { setup }));
  } catch (e) {
    $('newgame-error').textContent = errorMessage(e);
  }
}

/** Host the game on this device (Play online): this device's players take their seats, the
 * online ones wait for the players who join with the code. */
async function host(ctx) {
  const setup = {
    mode: form.mode.id,
    options: form.options ? form.options.read() : {},
    seats: form.seats.map((s) => (s.kind === 'ai' ? { kind: 'ai', level: s.level } : s.kind === 'online' ? { kind: 'online' } : { kind: 'here', name: s.name })),
  };
  $('btn-start').disabled = true;
  try {
    ctx.enterGame(await call('online_host', { setup }));
  } catch (e) {
    $('newgame-error').textContent = errorMessage(e);
  } finally {
    $('btn-start').disabled = !form.mode;
  }
}
