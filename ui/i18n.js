// The page's words in the player's language: the catalog's templates, resolved by the backend
// (i18n/src/ui.rs: Fluent, with each language's plural rules), filled in here. A template holds
// markers U+E000 name U+E001 where its arguments go; a message that chooses by a count or a
// word comes as { by, count, forms, default } and the form is picked here (a count by
// Intl.PluralRules in the catalog's locale, or an exact number the message names).

const MARK = /\uE000([^\uE001]*)\uE001/g;

let messages = {};
let tiles = {};
let locale = 'en';
let plurals = new Intl.PluralRules('en');
let numbers = new Intl.NumberFormat('en');
const listeners = [];

/** Take a catalog from the backend: `{ language, locale, messages, tiles }`. */
export function setCatalog(catalog) {
  messages = catalog.messages || {};
  tiles = catalog.tiles || {};
  locale = catalog.locale || 'en';
  plurals = new Intl.PluralRules(locale);
  numbers = new Intl.NumberFormat(locale);
  globalThis.document?.documentElement?.setAttribute('lang', catalog.language === 'en-XA' ? 'en' : catalog.language || locale);
  for (const f of listeners) f();
}

/** Call `f` whenever the language changes (screens re-word themselves). */
export function onLanguage(f) {
  listeners.push(f);
}

/** The locale numbers, dates and lists follow. */
export const currentLocale = () => locale;

/** A number as the language writes it. */
export const num = (n) => (typeof n === 'number' ? numbers.format(n) : String(n));

/** Items as one phrase in the language: `a, b and c` (or `a, b or c` with 'disjunction'). */
export function list(items, type = 'conjunction') {
  const xs = items.map(String);
  if (typeof Intl.ListFormat === 'function') return new Intl.ListFormat(locale, { style: 'long', type }).format(xs);
  return xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${t('ui-and')} ${xs[xs.length - 1]}`;
}

/** Compare two strings as the language sorts them. */
export const collate = (a, b) => a.localeCompare(b, locale);

/** A date and time as the language writes them. */
export const dateTime = (d) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d instanceof Date ? d : new Date(d));

/** Tile `code` named by what it shows, in the player's language ("city edge with a straight
 * road"; the backend composes every tile's name, i18n/src/tilename.rs); the code itself for a
 * tile the catalog does not name. */
export const tileName = (code) => (Object.prototype.hasOwnProperty.call(tiles, code) ? tiles[code] : String(code));

/** Is `id` in the catalog? */
export const has = (id) => Object.prototype.hasOwnProperty.call(messages, id);

/** Message `id` with `args` (numbers written as the language writes them). A missing message
 * shows its id, so that a test sees it. */
export function t(id, args = {}) {
  const m = messages[id];
  if (m === undefined) return id;
  let text = m;
  if (typeof m === 'object') {
    const v = args[m.by];
    if (m.count) {
      const n = Number(v);
      text = m.forms[String(n)] ?? m.forms[plurals.select(n)] ?? m.forms.other ?? Object.values(m.forms)[0];
    } else {
      text = m.forms[String(v)] ?? m.forms[m.default];
    }
  }
  return text.replace(MARK, (_, name) => {
    const v = name === '#' ? args[m.by] : args[name];
    return v === undefined || v === null ? '' : num(v);
  });
}
