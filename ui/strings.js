// Every player-facing string that is not a mode's own (those are in ui/modes/<mode>.js, `words`),
// each from the catalog in the player's language (ui/i18n.js; English in
// i18n/locales/parts/page.ftl). The names and call shapes stay what the rest of the UI uses:
// `S.newGame`, `S.turn(n)`. Elements of index.html name theirs with `data-s` (text),
// `data-s-title`, `data-s-aria` and `data-s-placeholder`.

import { has, t, list } from './i18n.js';

/** `camelCase` → the catalog's `ui-camel-case`. */
const idOf = (key) => `ui-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Plain words: looked up when read, so a change of language shows at the next render. */
const PLAIN = [
  'appName', 'tagline', 'continue', 'newGame', 'savedGames', 'settings', 'rules', 'back',
  'mode', 'notAvailable', 'options', 'players', 'seed', 'seedHint', 'seedInvalid', 'start',
  'human', 'ai', 'addPlayer', 'removeMark', 'defaultName', 'noSaves', 'unreadable', 'open',
  'resume', 'delete', 'reallyDelete', 'finished', 'inProgress', 'yourName', 'yourColour',
  'defaultLevel', 'speed', 'showRemaining', 'colourBlind', 'language', 'settingsSaved', 'keys',
  'menu', 'tiles', 'remaining', 'zoomOut', 'zoomOutTitle', 'fit', 'fitTitle', 'zoomIn',
  'zoomInTitle', 'board', 'announcements', 'keysPlace', 'keysConfirm', 'keysFigure',
  'keysSource', 'fromDeck', 'rotateTitle', 'rotate', 'confirm', 'skip', 'undo', 'log', 'noHand',
  'notDrawn', 'putBack', 'end', 'discarded', 'reshuffled', 'gameOver', 'total', 'scoresOverGame',
  'turnsAxis', 'seeBoard', 'mainMenu', 'touchHelp', 'sheetOpen', 'sheetClose', 'statistics',
  'statsLevel', 'statsPlayed', 'statsWon', 'statsLost', 'statsAverage', 'statsBest', 'statsNone',
  'statsDamaged', 'statsNote', 'hint', 'hintTitle', 'keysHint', 'keysDetails', 'rulesDetails',
];

/** A touch screen and nothing finer (no mouse, hence most likely no keyboard either): the hints
 * then speak of tapping and name no keys. A laptop with a touch screen keeps the keyboard's. */
export const touchOnly = () =>
  typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches && !matchMedia('(any-pointer: fine)').matches;

/** The message `id`, or its `-touch` variant on a touch-only device (asked when read, so a
 * mouse plugged in shows the keys again at the next render). */
const byPointer = (id) => t(touchOnly() ? `${id}-touch` : id);

const COLOURS = {
  normal: ['red', 'blue', 'yellow', 'black', 'purple', 'orange'],
  colourBlind: ['vermillion', 'blue', 'yellow', 'black', 'pink', 'sky-blue'],
};

/** A level's name (`easy` …) in words. */
const levelName = (level) => t('ui-level', { level });

export const S = {
  get pickCell() {
    return byPointer('ui-pick-cell');
  },
  get confirmTile() {
    return byPointer('ui-confirm-tile');
  },
  get pickFigure() {
    return byPointer('ui-pick-figure');
  },
  cannotStart: (why) => t('ui-cannot-start', { why }),
  seatName: (i) => t('ui-seat-name', { seat: i + 1 }),
  seatKind: (i) => t('ui-seat-kind', { seat: i + 1 }),
  seatLevel: (i) => t('ui-seat-level', { seat: i + 1 }),
  seatRemove: (i) => t('ui-seat-remove', { seat: i + 1 }),
  get aiNames() {
    return [1, 2, 3, 4, 5, 6].map((i) => t(`ui-ai-name-${i}`));
  },
  /** A level's name on its own, as a choice or a row heading (`Hard`; `levelName` above is the
   * form inside a phrase: `Ada (AI hard)`). */
  levelTitle: (level) => t('ui-level-name', { level }),
  // Modes this UI cannot play yet (the playable ones name themselves in their module).
  modeTitles: {},
  /** A player of a saved game, with the AI level if an AI (`Ada (AI hard)`). */
  seatOf: (name, kind, level) =>
    kind !== 'ai' ? name : level ? t('ui-ai-seat', { name, level: levelName(level) }) : t('ui-ai-seat-no-level', { name }),
  get speeds() {
    return Object.fromEntries(['slow', 'normal', 'fast', 'instant'].map((k) => [k, t(`ui-speed-${k}`)]));
  },
  get colourNames() {
    const names = (ks) => ks.map((k) => t(`ui-colour-${k}`));
    return { normal: names(COLOURS.normal), colourBlind: names(COLOURS.colourBlind) };
  },
  handLabel: (tile) => t('ui-hand-label', { tile }),
  chartLabel: (lines) => t('ui-chart-label', { scores: list(lines, 'unit') }),
  featureAt: (kind, edges) => (edges.length ? t('ui-feature-at', { kind, edges: edges.join(', ') }) : kind),
  tileSays: (name, parts) => (parts.length ? t('ui-tile-says', { name, parts: parts.join('; ') }) : name),
  cellAt: (x, y) => t('ui-cell-at', { x, y }),
  cursorAt: (x, y) => t('ui-cursor-at', { x, y }),
  turned: (rot) => (rot ? t('ui-turned', { rot }) : t('ui-not-turned')),
  turnsFit: (n) => t('ui-turns-fit', { n }),
  fitsIn: (n) => t('ui-fits-in', { n }),
  optionChoice: (i, n, text) => t('ui-option-choice', { i, count: n, text }),
  sourceChoice: (i, n, text) => t('ui-source-choice', { i, count: n, text }),
  placedAt: (who, x, y, tile) => t('ui-placed-at', { who, x, y, tile }),
  drew: (tile, from) => t('ui-drew', { tile, from }),
  yourTurnSay: (turn, who) => t('ui-your-turn-say', { turn, who }),
  toPlay: (turn, who) => t('ui-to-play', { turn, who }),
  undone: (turn) => t('ui-undone', { turn }),
  scoreOf: (name, score) => t('ui-score-of', { name, score }),
  finalScores: (scores) => t('ui-final-scores', { scores: list(scores, 'unit') }),
  player: (p) => t('ui-player', { seat: p + 1 }),
  handTile: (tile) => t('ui-hand-tile', { tile }),
  faceDown: (n) => t('ui-face-down', { n }),
  aiLevel: (level) => ` ${t('ui-ai-level', { level: levelName(level) })}`,
  thinking: (name) => t('ui-thinking', { name }),
  yourTurn: (name) => t('ui-your-turn', { name }),
  chooseFigure: (name) => t('ui-choose-figure', { name }),
  chooseSource: (name) => t('ui-choose-source', { name }),
  draw: (n) => t('ui-draw', { n }),
  takeFrom: (i) => t('ui-take-from', { stack: i + 1 }),
  turn: (n) => t('ui-turn', { n }),
  scoredFor: (who, points) => t('ui-scored-for', { who, points }),
  winner: (names) => t('ui-winner', { names: list(names), count: names.length }),
};
for (const key of PLAIN) Object.defineProperty(S, key, { get: () => t(idOf(key)), enumerable: true });

/** Fill the static page's text from `S` (`data-s`, `data-s-title`, `-aria`, `-placeholder`);
 * run again after a change of language. */
export function applyStrings(root) {
  for (const e of root.querySelectorAll('[data-s]')) e.textContent = S[e.dataset.s];
  for (const e of root.querySelectorAll('[data-s-title]')) e.title = S[e.dataset.sTitle];
  for (const e of root.querySelectorAll('[data-s-aria]')) e.setAttribute('aria-label', S[e.dataset.sAria]);
  for (const e of root.querySelectorAll('[data-s-placeholder]')) e.placeholder = S[e.dataset.sPlaceholder];
}

/** Fill the elements marked with a catalog id (`data-t`: text, `data-t-aria`, `data-t-title`)
 * under `root`; run again after a change of language. */
export function applyTagged(root) {
  for (const e of root.querySelectorAll('[data-t]')) e.textContent = t(e.dataset.t);
  for (const e of root.querySelectorAll('[data-t-aria]')) e.setAttribute('aria-label', t(e.dataset.tAria));
  for (const e of root.querySelectorAll('[data-t-title]')) e.setAttribute('title', t(e.dataset.tTitle));
  for (const e of root.querySelectorAll('[data-t-placeholder]')) e.placeholder = t(e.dataset.tPlaceholder);
}

// The compass letters' messages.
const SIDE_IDS = { N: 'ui-side-n', E: 'ui-side-e', S: 'ui-side-s', W: 'ui-side-w' };

/** A location on a tile (N, E, S, W, or a half side such as NNE) in the player's language's
 * compass letters, so a side reads the same in a tile's description and on a figure spot;
 * any other code (C, the centre) as it is. Here, among the shared words, so that the game's
 * descriptions and the modes' own words (ui/modes/) both read it without importing each other. */
export function sideName(loc) {
  return /^[NESW]+$/.test(loc || '') ? [...loc].map((c) => (has(SIDE_IDS[c]) ? t(SIDE_IDS[c]) : c)).join('') : loc;
}
