// The language: the system's on first start (English when Tessera does not speak it), then the
// player's choice from Settings, kept in the store and applied at once — the page re-words
// itself and the backend words the game's texts (log, notes, refusals) in it too.

import { call, store, errorMessage } from '../ipc.js';
import { $, el } from '../dom.js';
import { setCatalog, collate } from '../i18n.js';
import { S } from '../strings.js';

/** The stored language, else the system's: set it in the backend and take its catalog. */
export async function startLanguage(info) {
  let chosen = null;
  try {
    chosen = await (await store()).get('language');
  } catch (e) {
    console.warn('settings unavailable', e);
  }
  const known = (id) => id === 'en-XA' || info.languages.some((l) => l.id === id);
  const id = known(chosen) ? chosen : info.system_language || 'en';
  try {
    setCatalog(await call('set_language', { language: id }));
  } catch (e) {
    if (id === 'en') throw e;
    setCatalog(await call('set_language', { language: 'en' }));
  }
}

/** Switch to `id` now and keep it; the catalog's listeners re-word every screen. */
export async function chooseLanguage(id) {
  setCatalog(await call('set_language', { language: id }));
  const st = await store();
  await st.set('language', id);
  await st.save();
}

/** The Settings screen's language menu: each language in its own name, in the order of the
 * language now in use. */
export function renderLanguageMenu(info) {
  const sel = $('set-language');
  const now = document.documentElement.getAttribute('lang') || 'en';
  const langs = [...info.languages].sort((a, b) => collate(a.name, b.name));
  sel.replaceChildren(...langs.map((l) => el('option', { value: l.id, lang: l.id }, l.name)));
  sel.value = langs.some((l) => l.id === now) ? now : 'en';
}

export function initLanguageMenu(info) {
  renderLanguageMenu(info);
  $('set-language').addEventListener('change', async (e) => {
    try {
      await chooseLanguage(e.target.value);
      $('set-status').textContent = S.settingsSaved;
    } catch (err) {
      $('set-status').textContent = errorMessage(err);
    }
  });
}
