// Every player-facing string that is not a mode's own (those are in ui/modes/<mode>.js, `words`),
// in one place so that the app can be translated. Elements of index.html name theirs with
// `data-s` (text), `data-s-title`, `data-s-aria` and `data-s-placeholder`.
export const S = {
  appName: 'Tessera',
  tagline: 'Lay tiles, build cities and roads, outscore your rivals.',
  cannotStart: (why) => `Tessera could not start: ${why}`,
  // Main menu.
  continue: 'Continue',
  newGame: 'New game',
  savedGames: 'Saved games',
  settings: 'Settings',
  rules: 'Rules',
  back: '← Back',
  // New game.
  mode: 'Mode',
  notAvailable: 'not available yet',
  options: 'Options',
  players: 'Players',
  seed: 'Seed',
  seedHint: 'empty: a new random game',
  seedInvalid: 'The seed is a whole number (up to 15 digits).',
  start: 'Start game',
  human: 'Human',
  ai: 'AI',
  addPlayer: 'Add player',
  seatName: (i) => `Player ${i + 1} name`,
  seatKind: (i) => `Player ${i + 1} kind`,
  seatLevel: (i) => `Player ${i + 1} AI level`,
  seatRemove: (i) => `Remove player ${i + 1}`,
  removeMark: '✕',
  defaultName: 'You',
  aiNames: ['Ada', 'Basil', 'Cleo', 'Dario', 'Elke', 'Faro'],
  // Modes this UI cannot play yet (the playable ones name themselves in their module).
  modeTitles: {},
  // Saved games.
  noSaves: 'No saved games yet.',
  unreadable: 'Unreadable',
  open: 'Open',
  resume: 'Resume',
  delete: 'Delete',
  reallyDelete: 'Really delete?',
  finished: 'finished',
  inProgress: 'in progress',
  aiSeat: (level) => (level ? ` (AI ${level})` : ' (AI)'),
  // Settings.
  yourName: 'Your name',
  yourColour: 'Your colour',
  defaultLevel: 'Default AI level',
  speed: 'Animation speed',
  speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' },
  showRemaining: 'Show remaining tiles',
  colourBlind: 'Colour-blind-safe palette',
  colourNames: {
    normal: ['red', 'blue', 'yellow', 'black', 'purple', 'orange'],
    colourBlind: ['vermillion', 'blue', 'yellow', 'black', 'pink', 'sky blue'],
  },
  settingsSaved: 'Saved',
  // Rules.
  keys:
    'Keys: arrows move a cell cursor, R rotates, Enter confirms, Tab cycles figure options, ' +
    'S skips the figure, U undoes, + and − zoom, F fits the board. Where a tile may also come ' +
    'from a stack, D draws one face down and Esc puts a taken tile back.',
  // Game.
  menu: '☰ Menu',
  tiles: 'Tiles',
  remaining: 'Remaining tiles',
  zoomOut: '−',
  zoomOutTitle: 'Zoom out (−)',
  fit: 'Fit',
  fitTitle: 'Fit the board (F)',
  zoomIn: '+',
  zoomInTitle: 'Zoom in (+)',
  board: 'Board',
  rotateTitle: 'Rotate (R)',
  rotate: '⟳ Rotate',
  confirm: 'Confirm',
  skip: 'No figure',
  undo: '↶ Undo',
  log: 'Log',
  player: (p) => `Player ${p + 1}`,
  handTile: (t) => `Tile ${t}`,
  noHand: '—',
  notDrawn: 'Not chosen yet',
  faceDown: (n) => `${n} tiles face down`,
  aiLevel: (level) => ` AI ${level}`,
  thinking: (name) => `${name} is thinking…`,
  yourTurn: (name) => `${name}: place the tile`,
  chooseFigure: (name) => `${name}: place a figure or skip`,
  pickCell: 'Click a glowing cell to place the tile. R rotates, Enter confirms.',
  confirmTile: 'Click the tile again (or R) to rotate, Enter or Confirm to lay it.',
  pickFigure: 'Choose a spot for a figure (Tab cycles), or “No figure” (S).',
  chooseSource: (name) => `${name}: draw a tile or take one from a stack`,
  draw: (n) => `Draw a tile (${n} face down)`,
  takeFrom: (i) => `Take the face-up tile of stack ${i + 1}`,
  putBack: 'Put the tile back (choose again)',
  turn: (n) => `Turn ${n}`,
  end: 'End',
  scoredFor: (who, points) => `${who} +${points}`,
  and: ' and ',
  discarded: 'This tile fits nowhere — it goes back in the box.',
  reshuffled: 'This tile fits nowhere now — it is shuffled back into the deck.',
  // End of the game.
  gameOver: 'Game over',
  winner: (names) => (names.length > 1 ? `Shared win: ${names.join(' and ')}` : `${names[0]} wins`),
  total: 'Total',
  scoresOverGame: 'Scores over the game',
  turnsAxis: 'turns →',
  seeBoard: 'See the board',
  mainMenu: 'Main menu',
};

/** Fill the static page's text from `S` (`data-s`, `data-s-title`, `-aria`, `-placeholder`). */
export function applyStrings(root) {
  for (const e of root.querySelectorAll('[data-s]')) e.textContent = S[e.dataset.s];
  for (const e of root.querySelectorAll('[data-s-title]')) e.title = S[e.dataset.sTitle];
  for (const e of root.querySelectorAll('[data-s-aria]')) e.setAttribute('aria-label', S[e.dataset.sAria]);
  for (const e of root.querySelectorAll('[data-s-placeholder]')) e.placeholder = S[e.dataset.sPlaceholder];
}
