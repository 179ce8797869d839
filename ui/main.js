// Tessera's UI, started here: the app's info and settings, the screens (ui/screens/), the game
// (ui/game/) and the keyboard. The backend owns every rule; the UI only shows views and sends
// the player's choices. See ui/README.md for the layout.

import { call, errorMessage } from './ipc.js';
import { $ } from './dom.js';
import { S, applyStrings } from './strings.js';
import { loadSettings, paletteOf, seatColours } from './prefs.js';
import { show, whenLeft, isShown } from './nav.js';
import { Board } from './board.js';
import { GameController } from './game/controller.js';
import { Panel } from './game/panel.js';
import { EndScreen } from './game/end.js';
import { showCellTip, showTip } from './game/tip.js';
import { PinnedDetails } from './game/details.js';
import { pointOnFeature } from './game/outline-draw.js';
import { initMenu, refreshMenu } from './screens/menu.js';
import { initSaved, savedError } from './screens/saved.js';
import { initNewGame, resetNewGame, rewordNewGame } from './screens/newgame.js';
import { initSettings, setting, rewordSettings } from './screens/settings.js';
import { initRules, openRules } from './screens/rules.js';
import { initStats, rewordStats } from './screens/stats.js';
import { initReplay, replayShown } from './screens/replay.js';
import { initReview, reviewShown } from './screens/review.js';
import { initOnline } from './screens/online.js';
import { initLearn, renderLearn, showOffer } from './screens/learn.js';
import { TutorialRun } from './game/tutorialbox.js';
import { Coach } from './game/coach.js';
import { renderOnline } from './game/online.js';
import { warmModes } from './modes/index.js';
import { Announcer, focusScreen, rescueFocus } from './a11y.js';
import { onLanguage, has } from './i18n.js';
import { startLanguage, initLanguageMenu, renderLanguageMenu, chooseLanguage } from './screens/language.js';

async function main() {
  const info = await call('app_info');
  await startLanguage(info);
  applyStrings(document);
  const settings = await loadSettings(info.levels);
  let game = null;
  let details = null; // a placed tile's details pinned open, with links to the rules (ui/game/details.js)
  const ctx = {
    info,
    settings,
    /** Seat colours for `seats` with the player's palette and colour. */
    colours: (seats) => seatColours(paletteOf(settings), settings.colour, seats),
    settingsChanged: () => game && game.render(),
    /** After each render of the game: a focus lost with a control that went away (Confirm
     * after a move) goes back to the board. */
    rendered: () => {
      if (details) details.rendered();
      if (isShown('game') && !game.end.shown()) rescueFocus($('board'));
    },
    enterGame: (view) => {
      show('game');
      game.enter(view);
    },
    openGame: async (id) => {
      try {
        ctx.enterGame(await call('open_game', { id }));
      } catch (e) {
        show('saved');
        savedError(errorMessage(e));
      }
    },
    newGame: () => {
      resetNewGame(ctx);
      show('newgame');
    },
    /** Play online → Host a game: the new-game form in its hosting form. */
    hostGame: () => {
      resetNewGame(ctx, { online: true });
      show('newgame');
    },
  };

  const board = new Board($('board'), {
    // A click that does nothing else (on a placed tile) pins that tile's details.
    onCell: (x, y, sx, sy) => game.cellClicked(x, y) || details.pinAt(x, y, sx, sy),
    onOption: (i) => game.chooseOption(i),
    onHover: (tile, x, y, how, cell) => game.hover(tile, x, y, how, cell),
  });
  game = new GameController(ctx, {
    board,
    panel: new Panel({ onOption: (i) => game.chooseOption(i), onSource: (src) => game.takeSource(src), onPutBack: () => game.putBack() }),
    end: new EndScreen(),
    tip: { show: showTip, cell: showCellTip },
    announcer: new Announcer($('announce')),
    coach: new Coach(ctx, () => ({ mode: game.mode, catalog: game.catalog, colours: ctx.colours(game.view ? game.view.seats : []) })),
    online: { render: renderOnline },
  });
  details = new PinnedDetails(game, (anchor, then) => openRules(anchor, { from: 'game', then }));
  whenLeft('game', () => {
    game.leave();
    details.close();
  });
  const tutorial = new TutorialRun(ctx, game, game.announcer);

  for (const b of document.querySelectorAll('[data-go]')) b.addEventListener('click', () => show(b.dataset.go));
  initMenu(ctx);
  initSaved(ctx);
  initNewGame(ctx);
  initSettings(ctx);
  initRules(ctx);
  initStats();
  initOnline(ctx);
  initLearn(ctx, tutorial);
  // The replay viewer, opened from a saved game's row and from the end of a game.
  ctx.openReplay = initReplay(ctx);
  $('btn-end-replay').addEventListener('click', async () => {
    // Said in the end dialog itself: the panel behind it is inert and hidden from view.
    const why = game.view ? await ctx.openReplay(game.view.id, 'game') : '';
    $('end-error').textContent = why || '';
  });
  // The review, opened from the end of a game, a saved game's row and the replay viewer.
  ctx.openReview = initReview(ctx);
  $('btn-end-review').addEventListener('click', async () => {
    const why = game.view ? await ctx.openReview(game.view.id, 'game') : '';
    $('end-error').textContent = why || '';
  });
  initLanguageMenu(info);
  // A new language re-words every screen at once. The language is chosen in Settings, away
  // from the game, and a game is always entered with a fresh view from the backend, which
  // words its log and notes in the new language from then on.
  // A name the player never chose is the language's word for "you", so it follows the language.
  let defaultName = S.defaultName;
  onLanguage(() => {
    if (settings.name === defaultName) {
      settings.name = S.defaultName;
      $('set-name').value = settings.name;
    }
    defaultName = S.defaultName;
    applyStrings(document);
    renderLanguageMenu(info);
    rewordSettings(ctx);
    rewordNewGame(ctx);
    initRules(ctx);
    rewordStats();
    renderLearn(ctx, tutorial);
    showOffer(ctx);
    refreshMenu();
    if (game.view) game.reword();
    tutorial.render();
    // The coach's note was worded by the backend in the language before: it goes.
    game.coach.clear();
  });

  $('btn-menu').addEventListener('click', () => show('menu'));
  // Leave an online game: the connection closes (the seat is kept, to rejoin).
  $('btn-online-leave').addEventListener('click', async () => {
    game.leave();
    try {
      await call('online_leave');
    } catch (e) {
      console.warn(errorMessage(e));
    }
    show('menu');
  });
  $('btn-rotate').addEventListener('click', () => game.rotate());
  $('hand').addEventListener('click', () => game.rotate());
  $('btn-confirm').addEventListener('click', () => game.confirm());
  $('btn-skip').addEventListener('click', () => game.skipFigure());
  $('btn-undo').addEventListener('click', () => game.undo());
  $('btn-hint').addEventListener('click', () => game.askHint());
  $('btn-fit').addEventListener('click', () => board.fit());
  $('btn-zoom-in').addEventListener('click', () => board.zoomStep(1.25));
  $('btn-zoom-out').addEventListener('click', () => board.zoomStep(0.8));
  $('btn-toggle-remaining').addEventListener('click', () => setting(ctx, 'showRemaining', !settings.showRemaining));
  $('btn-end-board').addEventListener('click', () => game.end.hide());
  $('btn-end-menu').addEventListener('click', () => show('menu'));
  document.addEventListener('keydown', (e) => {
    if (!isShown('game')) return;
    // The coach's dialog: Esc closes it; its button keeps its own keys.
    if (game.coach.isOpen()) {
      if (e.key === 'Escape') {
        game.coach.close();
        e.preventDefault();
      }
      return;
    }
    const t = e.target;
    if (t && ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName)) return;
    // The end dialog: Esc shows the board; its buttons keep their own keys.
    if (game.end.shown()) {
      if (e.key === 'Escape') {
        game.end.hide();
        e.preventDefault();
      }
      return;
    }
    if ((e.key === 'm' || e.key === 'M') && !e.ctrlKey && !e.altKey && !e.metaKey) {
      show('menu');
      e.preventDefault();
      return;
    }
    // On a button (or the scrollable log) Enter, Space, Tab and the arrows are that control's.
    const onControl = !!t && t !== $('board') && t !== document.body && !!t.closest('button, a[href], [tabindex]');
    if (game.key(e, onControl)) e.preventDefault();
  });

  // A read-only window on the app for end-to-end tests and debugging.
  window.tessera = Object.freeze({
    info,
    settings,
    board,
    get view() {
      return game.view;
    },
    get phase() {
      return game.phase;
    },
    /** The tutorial shown: `{ step, id, wait, count, nudge, script, busy }` (busy: Back or
     * Skip being carried out), or null. */
    get tutorial() {
      const tut = tutorial.tut;
      return tut ? { step: tut.i, id: tut.step && tut.step.id, wait: tut.step && tut.step.wait, count: tut.steps.length, nudge: tut.nudge, script: tut.script, busy: tutorial.busy } : null;
    },
    /** The figure option chosen at the figure step (index into the placement's options). */
    get optionIndex() {
      return game.optionIndex;
    },
    get selected() {
      return game.selected ? { ...game.selected } : null;
    },
    /** The whole features outlined in the last frame: `[{ style, kind, id, square, parts }]`. */
    get outline() {
      return game.outliner.current();
    },
    /** Page coordinates well inside feature `feat` of the placed tile at (x, y), or null. */
    featureToClient(x, y, feat) {
      const tile = game.view && game.view.board.find((t) => t.x === x && t.y === y);
      const p = tile && pointOnFeature(game.mode, game.catalog.get(tile.tile), tile, feat);
      if (!p) return null;
      const r = board.canvas.getBoundingClientRect();
      const [sx, sy] = board.toScreen(p[0], p[1]);
      return [r.left + sx, r.top + sy];
    },
    enterGame: ctx.enterGame,
    preferRotation: (rot) => game.preferRotation(rot),
    /** The game's motion: `{ running, played, steps, live }` (played: timelines with steps so
     * far; steps: the kinds of the one playing; live: those running at this moment). */
    get motion() {
      const m = game.motion;
      return { running: m.running, played: m.played, steps: m.run ? m.run.tl.steps.map((s) => s.kind) : [], live: m.live() };
    },
    /** The replay viewer's view shown (`{ at, moves, finished, view }`), or null. */
    get replay() {
      return replayShown();
    },
    /** The coach's note: `{ moment, open }` (the move judged, the dialog open), or null. */
    get coach() {
      return game.coach.moment ? { moment: game.coach.moment, open: game.coach.isOpen() } : null;
    },
    /** The review shown (`{ review, moment }`: the backend's review and the move shown beside
     * its better move), or null. */
    get review() {
      return reviewShown();
    },
    /** Switch language as the Settings menu does (tests use the pseudo-locale `en-XA`). */
    setLanguage: chooseLanguage,
  });

  await refreshMenu();
  focusScreen($('menu'));
  document.body.dataset.ready = '1';
  call('ui_ready').catch(() => {});
  warmModes(info.catalogs);
}

main().catch((e) => {
  // Without a catalog (the backend did not answer) there is only English to say it in.
  const why = errorMessage(e);
  document.body.textContent = has('ui-cannot-start') ? S.cannotStart(why) : `Tessera could not start: ${why}`;
});
