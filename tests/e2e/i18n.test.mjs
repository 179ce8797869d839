// The app in other languages, in the real webview (harness.mjs; run by
// `cargo xtask e2e`).
// 1. The pseudo-locale (en-XA: the English catalog with every letter accented and every text
//    bracketed, never offered to players) chosen and the app started again in it: every screen
//    is walked (tests/e2e/screens.mjs) and any visible text, label or announcement with an ASCII
//    word in it fails the test — a word that did not come from a catalog. Tile names, the
//    positions on a tile (N, NNW …), numbers and the names the test gave its players are the
//    only words allowed through.
// 2. Polish chosen in Settings (the menu, as a player does): the screens re-word at once, and a
//    game against the AI is played until a score's reason with a Polish plural form is in the
//    log (`2 płytki`, `5 płytek`).
//   APP_BINARY=target/debug/tessera-app xvfb-run -a node --test i18n.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from './webdriver.mjs';
import { walkScreens, placeFirst } from './screens.mjs';
import { useApp } from './harness.mjs';

const app = useApp({ prefix: 'i18n-' });
const shot = app.shot;
let s;

const phase = () => s.exec(() => window.tessera.phase);

/** Start the page again (as a new start would) and wait until it is ready. */
async function restart() {
  await s.exec(() => {
    window.before = true;
    setTimeout(() => location.reload(), 0);
  });
  await waitFor('the page started again', async () => {
    try {
      return await s.exec(() => !window.before && !!window.tessera && document.body.dataset.ready === '1');
    } catch {
      return false;
    }
  }, 30000);
}

/** Every visible text of the page, labels and the screen reader's announcements included,
 * that still has an ASCII word once the allowed words are taken out. */
function foreignWords(allowed) {
  const ok = new Set(allowed);
  // What a closed <details> holds (beyond its summary) is not shown.
  const folded = (e) => !!e.closest('details:not([open])') && !e.closest('summary');
  const shown = (e) => !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.hidden') && !folded(e);
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const e = n.parentElement;
    if (e && !['SCRIPT', 'STYLE', 'OPTION'].includes(e.tagName) && shown(e)) texts.push([e, n.textContent]);
  }
  for (const e of document.querySelectorAll('[title], [aria-label], [placeholder], [alt]')) {
    if (!shown(e)) continue;
    for (const a of ['title', 'aria-label', 'placeholder', 'alt']) if (e.hasAttribute(a)) texts.push([e, e.getAttribute(a)]);
  }
  for (const sel of document.querySelectorAll('select')) {
    // The language menu names each language in its own words, on purpose.
    if (sel.id === 'set-language' || !shown(sel)) continue;
    for (const o of sel.options) texts.push([sel, o.textContent]);
  }
  for (const p of document.querySelectorAll('#announce p')) texts.push([p, p.textContent]);
  // Tile names (D, RI, E-g, HB01) are names, the same in every language.
  for (const kinds of Object.values(window.tessera.info.catalogs)) for (const k of kinds) ok.add(k.name);
  const bad = [];
  for (const [e, text] of texts) {
    const tokens = text.split(/[^A-Za-z0-9-]+/).filter((w) => /[A-Za-z]/.test(w));
    const foreign = tokens.filter((w) => !ok.has(w) && !/^[NESWC]{1,3}$/.test(w) && !/^[A-Z]$/.test(w));
    if (foreign.length) bad.push(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}: ${JSON.stringify(text.trim().slice(0, 120))} (${foreign.join(' ')})`);
  }
  return [...new Set(bad)];
}

/** Words the test itself put there: its players' names and the unreadable save's file name;
 * and the months, which the language's date format (Intl, en-GB here) writes. */
const ALLOWED = ['Ada', 'Basil', 'broken', ...'Jan Feb Mar Apr May Jun Jul Aug Sep Sept Oct Nov Dec'.split(' ')];

test('in the pseudo-locale every word on every screen comes from a catalog', async () => {
  s = await app.launch();
  await s.exec(() => window.tessera.setLanguage('en-XA'));
  // Started again in the stored language: the defaults (your name, the AI names) are its too.
  await restart();
  assert.equal(await s.exec(() => document.documentElement.lang), 'en');
  await s.exec(() => (window.tessera.settings.speed = 'instant'));
  const failures = [];
  const check = async (name) => {
    await shot(name);
    for (const b of await s.exec(foreignWords, ALLOWED)) failures.push(`${name}: ${b}`);
  };
  await walkScreens(s, { check, data: app.data });
  assert.deepEqual(failures, [], `words that did not come from a catalog:\n${failures.join('\n')}`);
});

test('in Polish, chosen in Settings: the screens re-word at once and a reason has a plural form', async () => {
  if (!s) s = await app.launch();
  await s.exec(() => window.tessera.setLanguage('en'));
  await restart();
  await s.click('#btn-settings');
  await s.exec(() => {
    const sel = document.getElementById('set-language');
    sel.value = 'pl';
    sel.dispatchEvent(new Event('change'));
  });
  await waitFor('the page in Polish', () => s.exec(() => document.documentElement.lang === 'pl'));
  assert.equal(await s.text('#settings h2'), 'Ustawienia');
  await shot('pl-settings');
  await s.click('#settings .back');
  assert.equal(await s.text('#btn-new'), 'Nowa gra');

  // A Classic game against the AI at once, played until the log has a reason with a count.
  await s.exec(() => (window.tessera.settings.speed = 'instant'));
  await s.click('#btn-new');
  await s.exec(() => (document.getElementById('opt-seed').value = '3'));
  await s.click('#btn-start');
  let reason = null;
  for (let i = 0; i < 40 && !reason; i++) {
    await waitFor('a turn', async () => ['place', 'figure', 'over'].includes(await phase()), 30000);
    const ph = await phase();
    if (ph === 'over') break;
    if (ph === 'figure') await s.click('#btn-skip');
    else {
      const turn = await s.exec(() => window.tessera.view.turn);
      await placeFirst(s);
      if ((await phase()) === 'figure') await s.click('#btn-skip');
      await waitFor('the move', async () => (await s.exec(() => window.tessera.view.turn)) > turn || (await phase()) === 'over', 30000);
    }
    reason = await s.exec(() =>
      [...document.querySelectorAll('#log li')].map((l) => l.textContent).find((t) => /\d+ płyt(ki|ek)\b/.test(t)) || null,
    );
  }
  await shot('pl-game');
  assert.ok(reason, 'a scoring reason in the log counts tiles in Polish (płytki / płytek)');
  // The panel's words are Polish too.
  assert.notEqual(await s.text('#log-title'), 'Log');
  assert.notEqual(await s.text('#btn-undo'), '↶ Undo');
});
