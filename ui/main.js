// Tessera's UI: screens (menu, new game, saved games, settings, rules, game) over the backend's
// game views. The backend owns every rule; this code only shows views and sends choices.

import { call, errorMessage, store } from './ipc.js';
import { S } from './strings.js';
import { Board } from './board.js';
import { drawTile, rotateLoc } from './tiles.js';

const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') e.className = v;
    else if (k === 'dataset') Object.assign(e.dataset, v);
    else if (k === 'style') e.style.cssText = v; // CSSOM, allowed by the strict CSP
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids.flat()) if (k != null) e.append(k);
  return e;
};

const PALETTES = {
  normal: ['#d83b3b', '#2f6fd6', '#f2c230', '#2b2b2b', '#9b4dca', '#f28c28'],
  // Okabe–Ito: distinguishable with the common colour-vision deficiencies.
  colourBlind: ['#D55E00', '#0072B2', '#F0E442', '#1a1a1a', '#CC79A7', '#56B4E9'],
};
const COLOUR_NAMES = {
  normal: ['red', 'blue', 'yellow', 'black', 'purple', 'orange'],
  colourBlind: ['vermillion', 'blue', 'yellow', 'black', 'pink', 'sky blue'],
};
const AI_NAMES = ['Ada', 'Basil', 'Cleo', 'Dario', 'Elke', 'Faro'];
const SPEED = {
  slow: { think: 900, pause: 900 },
  normal: { think: 450, pause: 450 },
  fast: { think: 120, pause: 120 },
  instant: { think: 0, pause: 0 },
};

const app = {
  info: null,
  settings: null,
  view: null,
  phase: 'none', // 'place' | 'figure' | 'wait' | 'over'
  selected: null, // { x, y, rot }
  optionIndex: 0,
  aiToken: 0,
  board: null,
  seats: [],
  showRemaining: true,
};
window.tessera = app; // for end-to-end tests and debugging (read-only use)

// ---------- settings ----------

function defaultSettings() {
  const levels = app.info.levels;
  return {
    name: 'You',
    colour: 0,
    level: levels.includes('normal') ? 'normal' : levels[0],
    speed: 'normal',
    showRemaining: true,
    colourBlind: false,
  };
}

async function loadSettings() {
  const s = defaultSettings();
  try {
    const st = await store();
    for (const k of Object.keys(s)) {
      const v = await st.get(k);
      if (v !== undefined && v !== null) s[k] = v;
    }
  } catch (e) {
    console.warn('settings unavailable', e);
  }
  if (!app.info.levels.includes(s.level)) s.level = defaultSettings().level;
  app.settings = s;
  app.showRemaining = s.showRemaining;
}

async function saveSetting(key, value) {
  app.settings[key] = value;
  try {
    const st = await store();
    await st.set(key, value);
    await st.save();
    $('set-status').textContent = S.settingsSaved;
  } catch (e) {
    $('set-status').textContent = errorMessage(e);
  }
  if (key === 'showRemaining') app.showRemaining = value;
  applySettings();
}

function palette() {
  return app.settings.colourBlind ? PALETTES.colourBlind : PALETTES.normal;
}

/** Seat colours: the player's own colour for the first human seat, the rest of the palette
 * for the others in order. `seats` defaults to the open game's (or the new-game form's). */
function seatColours(seats) {
  const p = palette();
  const own = p[app.settings.colour] || p[0];
  const rest = p.filter((c) => c !== own);
  const list = seats || app.seats || [];
  const firstHuman = list.findIndex((st) => st.kind === 'human');
  if (firstHuman < 0) return [...rest, own];
  const out = [];
  for (let i = 0; i < 6; i++) out.push(i === firstHuman ? own : rest.shift());
  return out;
}

function applySettings() {
  const names = COLOUR_NAMES[app.settings.colourBlind ? 'colourBlind' : 'normal'];
  $('set-colour').replaceChildren(...names.map((n, i) => el('option', { value: i }, n)));
  $('set-colour').value = String(app.settings.colour);
  const prev = $('palette-preview');
  prev.replaceChildren(...seatColours([{ kind: 'human' }]).map((c) => el('span', { style: `background:${c}` })));
  if (app.board) app.board.invalidate();
  if (app.view) renderPanel();
}

function initSettingsScreen() {
  const s = app.settings;
  $('set-name').value = s.name;
  $('set-level').replaceChildren(...app.info.levels.map((l) => el('option', { value: l }, l)));
  $('set-level').value = s.level;
  $('set-speed').value = s.speed;
  $('set-remaining').checked = s.showRemaining;
  $('set-cb').checked = s.colourBlind;
  $('set-name').addEventListener('change', (e) => {
    const v = e.target.value.trim().slice(0, 24);
    if (v) saveSetting('name', v);
  });
  $('set-colour').addEventListener('change', (e) => saveSetting('colour', Number(e.target.value)));
  $('set-level').addEventListener('change', (e) => saveSetting('level', e.target.value));
  $('set-speed').addEventListener('change', (e) => saveSetting('speed', e.target.value));
  $('set-remaining').addEventListener('change', (e) => saveSetting('showRemaining', e.target.checked));
  $('set-cb').addEventListener('change', (e) => saveSetting('colourBlind', e.target.checked));
  applySettings();
}

// ---------- screens ----------

function show(id) {
  for (const s of document.querySelectorAll('.screen')) s.classList.toggle('hidden', s.id !== id);
  if (id !== 'game') app.aiToken++;
  if (id === 'menu') refreshMenu();
  if (id === 'saved') refreshSaved();
  if (id === 'newgame') renderSeats();
}

function describe(entry) {
  const names = entry.players.map((p) => p.name + (p.kind === 'ai' ? ` (AI ${p.level || ''})`.replace(' )', ')') : '')).join(', ');
  return names;
}

async function refreshMenu() {
  const btn = $('btn-continue');
  try {
    const list = await call('list_games');
    const latest = list.find((g) => g.readable && !g.finished);
    btn.disabled = !latest;
    btn.dataset.id = latest ? latest.id : '';
    $('continue-info').textContent = latest
      ? `${S.classic} · ${describe(latest)} · ${S.turn(latest.turn + 1)}`
      : '';
  } catch (e) {
    btn.disabled = true;
    $('continue-info').textContent = errorMessage(e);
  }
}

async function refreshSaved() {
  const box = $('saved-list');
  $('saved-error').textContent = '';
  let list;
  try {
    list = await call('list_games');
  } catch (e) {
    $('saved-error').textContent = errorMessage(e);
    return;
  }
  if (!list.length) {
    box.replaceChildren(el('p', { class: 'small' }, S.noSaves));
    return;
  }
  box.replaceChildren(
    ...list.map((g) => {
      const date = new Date(g.modified).toLocaleString();
      const del = el('button', { class: 'delete', dataset: { id: g.id } }, S.delete);
      del.addEventListener('click', async () => {
        if (del.dataset.armed !== '1') {
          del.dataset.armed = '1';
          del.textContent = 'Really delete?';
          return;
        }
        try {
          await call('delete_game', { id: g.id });
          refreshSaved();
        } catch (e) {
          $('saved-error').textContent = errorMessage(e);
        }
      });
      if (!g.readable) {
        return el(
          'div',
          { class: 'saved-row unreadable', dataset: { id: g.id, readable: 'false' } },
          el('div', {}, el('b', {}, `${S.unreadable}: ${g.id}`), el('div', { class: 'meta' }, g.error || ''), el('div', { class: 'meta' }, date)),
          el('div', { class: 'btns' }, del),
        );
      }
      const open = el('button', { class: 'open primary', dataset: { id: g.id } }, g.finished ? S.open : S.resume);
      open.addEventListener('click', () => openGame(g.id));
      const scores = g.scores.join(' – ');
      return el(
        'div',
        { class: 'saved-row', dataset: { id: g.id, readable: 'true' } },
        el(
          'div',
          {},
          el('b', {}, `${S.classic}: ${describe(g)}`),
          el('div', { class: 'meta' }, `${g.finished ? S.finished : S.inProgress} · ${S.turn(g.turn)} · ${scores}`),
          el('div', { class: 'meta' }, date),
        ),
        el('div', { class: 'btns' }, open, del),
      );
    }),
  );
}

// ---------- new game ----------

function defaultSeats() {
  return [
    { name: app.settings.name, kind: 'human', level: app.settings.level },
    { name: AI_NAMES[0], kind: 'ai', level: app.settings.level },
  ];
}

function renderSeats() {
  if (!app.seats.length) app.seats = defaultSeats();
  const colours = seatColours();
  $('seats').replaceChildren(
    ...app.seats.map((seat, i) => {
      const name = el('input', { value: seat.name, maxlength: 24, 'aria-label': `Player ${i + 1} name` });
      name.addEventListener('input', () => (seat.name = name.value));
      const kind = el('select', { 'aria-label': `Player ${i + 1} kind` }, el('option', { value: 'human' }, S.human), el('option', { value: 'ai' }, S.ai));
      kind.value = seat.kind;
      const level = el('select', { 'aria-label': `Player ${i + 1} AI level` }, ...app.info.levels.map((l) => el('option', { value: l }, l)));
      level.value = seat.level;
      level.classList.toggle('invisible', seat.kind !== 'ai');
      kind.addEventListener('change', () => {
        seat.kind = kind.value;
        if (seat.kind === 'ai' && seat.name === app.settings.name) seat.name = AI_NAMES[i % AI_NAMES.length];
        renderSeats();
      });
      level.addEventListener('change', () => (seat.level = level.value));
      const rm = el('button', { 'aria-label': `Remove player ${i + 1}` }, '✕');
      rm.disabled = app.seats.length <= 2;
      rm.addEventListener('click', () => {
        app.seats.splice(i, 1);
        renderSeats();
      });
      return el('div', { class: 'seat' }, el('span', { class: 'swatch', style: `background:${colours[i]}` }), name, kind, level, rm);
    }),
  );
  $('btn-add-seat').disabled = app.seats.length >= 6;
}

async function startGame() {
  $('newgame-error').textContent = '';
  const seedText = $('opt-seed').value.trim();
  let seed;
  if (seedText) {
    if (!/^\d{1,15}$/.test(seedText)) {
      $('newgame-error').textContent = 'The seed is a whole number (up to 15 digits).';
      return;
    }
    seed = Number(seedText);
  }
  const setup = {
    mode: 'classic',
    options: {
      river: $('opt-river').checked,
      abbot: $('opt-abbot').checked,
      small_city: $('opt-small-city').checked,
      farm_scoring: $('opt-farm').value,
      unplaceable: $('opt-unplaceable').value,
    },
    players: app.seats.map((s) => (s.kind === 'ai' ? { name: s.name, kind: 'ai', level: s.level } : { name: s.name, kind: 'human' })),
  };
  if (seed !== undefined) setup.seed = seed;
  try {
    const v = await call('new_game', { setup });
    enterGame(v);
  } catch (e) {
    $('newgame-error').textContent = errorMessage(e);
  }
}

async function openGame(id) {
  try {
    const v = await call('open_game', { id });
    enterGame(v);
  } catch (e) {
    $('saved-error').textContent = errorMessage(e);
    show('saved');
  }
}

// ---------- game ----------

function name(p) {
  return app.view.seats[p] ? app.view.seats[p].name : `Player ${p + 1}`;
}

function enterGame(v) {
  show('game');
  $('end').classList.add('hidden');
  if (!app.board) {
    app.board = new Board($('board'), {
      catalog: app.info.catalog,
      colors: () => seatColours(app.view ? app.view.seats : undefined),
      onCell: cellClicked,
      onHover: showTip,
      onOption: (i) => {
        app.optionIndex = i;
        commit();
      },
    });
  }
  app.board.fitted = false;
  app.board.resize();
  setView(v);
}

const KIND_NAME = { road: 'Road', city: 'City', monastery: 'Monastery', garden: 'Garden', field: 'Field' };

/** Hover details of a placed tile: each feature with its size, value and owners. */
function showTip(tile, x, y) {
  const tip = $('tip');
  const feats = tile ? tile.features.filter((f) => f.kind !== 'field' || f.owners.length || f.now > 0) : [];
  if (!feats.length) {
    tip.classList.add('hidden');
    return;
  }
  const colours = seatColours(app.view.seats);
  const plural = (n, w) => `${n} ${w}${n === 1 ? '' : 's'}`;
  tip.replaceChildren(
    ...feats.map((f) => {
      let size = '';
      if (f.kind === 'road' || f.kind === 'city') size = plural(f.tiles, 'tile') + (f.shields ? ` + ${plural(f.shields, 'shield')}` : '');
      else if (f.kind === 'monastery' || f.kind === 'garden') size = plural(f.tiles, 'neighbour');
      const value = f.complete ? `completed: ${f.now}` : f.kind === 'field' ? `${f.now} at the end` : `${f.now} now`;
      const owners = f.owners.map((p) => el('span', {}, el('span', { class: 'dot', style: `background:${colours[p]}` }), ` ${name(p)}`));
      return el('div', {}, `${KIND_NAME[f.kind] || f.kind}${size ? ` · ${size}` : ''} · ${value}`, ...(owners.length ? [' —', ...owners] : []));
    }),
  );
  tip.classList.remove('hidden');
  const W = tip.parentElement.clientWidth;
  const H = tip.parentElement.clientHeight;
  const left = x + 16 + tip.offsetWidth > W ? x - 16 - tip.offsetWidth : x + 16;
  const top = y + 16 + tip.offsetHeight > H ? y - 16 - tip.offsetHeight : y + 16;
  tip.style.left = `${Math.max(0, left)}px`;
  tip.style.top = `${Math.max(0, top)}px`;
}

function setView(v) {
  app.view = v;
  app.selected = null;
  app.optionIndex = 0;
  app.board.selected = null;
  app.board.cursor = null;
  app.board.setView(v);
  $('game-error').textContent = '';
  if (v.finished) {
    app.phase = 'over';
    app.board.mode = 'none';
    app.board.fit();
    renderPanel();
    showEnd();
  } else if (v.current_is_ai) {
    renderPanel();
    runAi();
  } else {
    app.phase = 'place';
    app.board.mode = 'place';
    if (!app.board.allVisible(v.placements)) app.board.fit();
    renderPanel();
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function runAi() {
  const token = ++app.aiToken;
  app.phase = 'wait';
  app.board.mode = 'none';
  const speed = SPEED[app.settings.speed] || SPEED.normal;
  while (app.view.current_is_ai && !app.view.finished && token === app.aiToken) {
    $('thinking').classList.remove('hidden');
    $('thinking-text').textContent = S.thinking(name(app.view.current));
    renderPanel();
    const t0 = performance.now();
    let v;
    try {
      v = await call('ai_move');
    } catch (e) {
      if (token !== app.aiToken || (e && e.kind === 'stale')) return;
      // Stop here rather than retrying in a loop; Menu → Continue tries again.
      $('thinking').classList.add('hidden');
      $('game-error').textContent = errorMessage(e);
      app.phase = 'none';
      renderPanel();
      return;
    }
    const left = speed.think - (performance.now() - t0);
    if (left > 0) await sleep(left);
    if (token !== app.aiToken) return;
    // Step by step: the tile first, then (after a beat) the figure and the scores.
    const last = v.board[v.last];
    if (speed.pause && last && last.figures.length && !v.finished) {
      const tileOnly = { ...v, board: v.board.map((t, i) => (i === v.last ? { ...t, figures: [] } : t)) };
      app.board.setView(tileOnly);
      if (!app.board.allVisible([last])) app.board.fit();
      await sleep(speed.pause / 2);
      if (token !== app.aiToken) return;
    }
    app.view = v;
    app.board.setView(v);
    if (last && !app.board.allVisible([last])) app.board.fit();
    renderPanel();
    if (speed.pause) await sleep(speed.pause);
  }
  if (token !== app.aiToken) return;
  $('thinking').classList.add('hidden');
  setView(app.view);
}

function legalAt(x, y) {
  return app.view.placements.filter((p) => p.x === x && p.y === y);
}

function cellClicked(x, y) {
  if (app.phase !== 'place') return;
  const here = legalAt(x, y);
  if (!here.length) return;
  if (app.selected && app.selected.x === x && app.selected.y === y) {
    rotate();
    return;
  }
  selectCell(x, y);
}

function selectCell(x, y) {
  const rot = app.board.rotFor(x, y);
  app.selected = { x, y, rot };
  app.board.selected = app.selected;
  app.board.cursor = { x, y };
  app.board.invalidate();
  renderPanel();
}

function rotate() {
  if (app.phase !== 'place') return;
  if (app.selected) {
    const rots = app.board.legalRots(app.selected.x, app.selected.y);
    const i = rots.indexOf(app.selected.rot);
    app.selected.rot = rots[(i + 1) % rots.length];
    app.board.prefRot = app.selected.rot;
  } else {
    app.board.prefRot = (app.board.prefRot + 90) % 360;
  }
  app.board.invalidate();
  renderPanel();
}

function currentPlacement() {
  if (!app.selected) return null;
  return app.view.placements.find((p) => p.x === app.selected.x && p.y === app.selected.y && p.rot === app.selected.rot);
}

function confirmPlacement() {
  const p = currentPlacement();
  if (!p) return;
  if (p.options.length <= 1) {
    app.optionIndex = 0;
    commit();
    return;
  }
  app.phase = 'figure';
  app.board.mode = 'figure';
  app.board.options = p.options;
  app.optionIndex = 0;
  app.board.optionIndex = -1;
  app.board.invalidate();
  renderPanel();
}

function backToPlacement() {
  if (app.phase !== 'figure') return;
  app.phase = 'place';
  app.board.mode = 'place';
  app.board.invalidate();
  renderPanel();
}

async function commit() {
  const p = currentPlacement();
  if (!p || app.phase === 'wait') return;
  const o = p.options[app.optionIndex] || p.options[0];
  const mv = { tile: app.view.hand, x: p.x, y: p.y, rot: p.rot };
  if (o.action === 'place') mv.figure = { kind: o.figure, at: o.at };
  if (o.action === 'recall') mv.recall_abbot = true;
  app.phase = 'wait';
  try {
    const v = await call('play_move', { mv });
    setView(v);
  } catch (e) {
    app.phase = 'place';
    app.board.mode = 'place';
    $('game-error').textContent = errorMessage(e);
    renderPanel();
  }
}

async function undo() {
  if (!app.view || !app.view.can_undo || app.phase === 'wait') return;
  app.aiToken++;
  try {
    setView(await call('undo'));
  } catch (e) {
    $('game-error').textContent = errorMessage(e);
  }
}

function optionText(o) {
  if (o.action === 'none') return S.skip;
  if (o.action === 'recall') return `Recall the abbot: +${o.now} now`;
  const who = o.feature === 'field' ? 'Farmer' : o.figure === 'abbot' ? 'Abbot' : 'Follower';
  return `${who} on the ${o.feature} (${o.at}) — ${o.note}`;
}

function drawHand() {
  const c = $('hand');
  const ctx = c.getContext('2d');
  const dpr = window.devicePixelRatio || 1;
  c.width = 120 * dpr;
  c.height = 120 * dpr;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#2b3a2f';
  ctx.fillRect(0, 0, c.width, c.height);
  const v = app.view;
  if (!v.hand) return;
  const def = app.info.catalog.find((t) => t.name === v.hand);
  const rot = app.selected ? app.selected.rot : app.board.prefRot;
  const s = 104 * dpr;
  const off = 8 * dpr;
  ctx.save();
  ctx.translate(off + s / 2, off + s / 2);
  ctx.rotate((rot * Math.PI) / 180);
  ctx.translate(-s / 2, -s / 2);
  drawTile(ctx, def, s);
  ctx.restore();
}

function renderPanel() {
  const v = app.view;
  if (!v) return;
  const cur = v.current;
  const colours = seatColours(app.view.seats);
  const human = !v.finished && !v.current_is_ai;
  $('status').textContent = v.finished
    ? S.gameOver
    : `${S.turn(v.turn + 1)} · ${name(cur)}`;
  $('status').style.color = v.finished ? '' : colours[cur];
  if (app.phase !== 'wait' || !v.current_is_ai || v.finished) $('thinking').classList.toggle('hidden', !(app.phase === 'wait' && v.current_is_ai));
  drawHand();
  $('hand-label').textContent = v.hand ? `Tile ${v.hand}` : '—';
  $('deck-left').textContent = `${v.deck_len} tiles face down`;
  $('hint').textContent = v.finished
    ? ''
    : !human
      ? S.thinking(name(cur))
      : app.phase === 'figure'
        ? `${S.chooseFigure(name(cur))}. ${S.pickFigure}`
        : app.selected
          ? `${S.yourTurn(name(cur))}. ${S.confirmTile}`
          : `${S.yourTurn(name(cur))}. ${S.pickCell}`;
  $('btn-rotate').disabled = !(human && app.phase === 'place');
  $('btn-confirm').disabled = !(human && ((app.phase === 'place' && app.selected) || app.phase === 'figure'));
  $('btn-skip').disabled = !(human && app.phase === 'figure');
  $('btn-undo').disabled = !(v.can_undo && app.phase !== 'wait');
  // Figure options.
  const opts = $('options');
  if (app.phase === 'figure') {
    const p = currentPlacement();
    opts.replaceChildren(
      ...p.options.map((o, i) =>
        el(
          'button',
          {
            class: i === app.optionIndex ? 'chosen' : '',
            dataset: { option: i, action: o.action, feature: o.feature || '' },
            onclick: () => {
              app.optionIndex = i;
              commit();
            },
          },
          optionText(o),
        ),
      ),
    );
    app.board.optionIndex = app.optionIndex;
    app.board.invalidate();
  } else {
    opts.replaceChildren();
  }
  // Players.
  $('players').replaceChildren(
    ...v.players.map((p, i) =>
      el(
        'tr',
        { class: i === cur && !v.finished ? 'current' : '', dataset: { player: i } },
        el('td', {}, el('span', { class: 'dot', style: `background:${colours[i]}` }), name(i), v.seats[i].kind === 'ai' ? el('span', { class: 'supply' }, ` AI ${v.seats[i].level}`) : null),
        el('td', { class: 'supply' }, `${p.followers} follower${p.followers === 1 ? '' : 's'}${v.options.abbot ? (p.abbot ? ' · abbot' : ' · abbot out') : ''}`),
        el('td', { class: 'score' }, String(p.score)),
      ),
    ),
  );
  renderRemaining();
  renderLog();
  $('btn-toggle-remaining').classList.toggle('off', !app.showRemaining);
}

const miniCache = new Map();
/** A small picture of a tile kind (a data URL made once per kind; the CSP allows data: images). */
function miniTile(name) {
  let url = miniCache.get(name);
  if (!url) {
    const c = document.createElement('canvas');
    c.width = 68;
    c.height = 68;
    drawTile(c.getContext('2d'), app.info.catalog.find((t) => t.name === name), 68);
    url = c.toDataURL('image/png');
    miniCache.set(name, url);
  }
  return el('img', { src: url, alt: name, width: 34, height: 34 });
}

function renderRemaining() {
  const box = $('remaining');
  box.classList.toggle('hidden', !app.showRemaining);
  if (!app.showRemaining) return;
  box.replaceChildren(
    el('div', { class: 'small', style: 'width:100%' }, S.remaining),
    ...app.view.remaining.map(([t, n]) => el('div', { class: 'rt', title: `${t}: ${n}` }, miniTile(t), el('b', {}, String(n)))),
  );
}

function logLine(e) {
  const who = (ps) => ps.map(name).join(' and ');
  switch (e.event) {
    case 'scored':
      return el('li', { class: e.final_scoring ? 'final' : '' }, `${e.final_scoring ? 'End' : S.turn(e.turn)} · `, el('span', { class: 'pts' }, `${who(e.players)} +${e.points}`), ` — ${e.reason}`);
    case 'tile_discarded':
      return el('li', {}, `${S.turn(e.turn + 1)} · ${e.tile}: ${S.discarded}`);
    case 'tile_reshuffled':
      return el('li', {}, `${S.turn(e.turn + 1)} · ${e.tile}: ${S.reshuffled}`);
    case 'abbot_recalled':
      return el('li', {}, `${S.turn(e.turn)} · ${name(e.player)} recalls the abbot`);
    case 'figure_placed':
      return el('li', {}, `${S.turn(e.turn)} · ${name(e.player)}: ${e.figure === 'abbot' ? 'an abbot' : e.feature === 'field' ? 'a farmer' : 'a follower'} on a ${e.feature}`);
    case 'game_over':
      return el('li', { class: 'final' }, `${S.gameOver}: ${e.scores.join(' – ')}`);
    default:
      return null;
  }
}

function renderLog() {
  const items = app.view.log.slice().reverse().map(logLine).filter(Boolean);
  $('log').replaceChildren(...items.slice(0, 200));
}

function showEnd() {
  const v = app.view;
  const colours = seatColours(app.view.seats);
  const best = Math.max(...v.players.map((p) => p.score));
  const winners = v.players.map((p, i) => (p.score === best ? name(i) : null)).filter(Boolean);
  $('end-title').textContent = `${S.gameOver} — ${S.winner(winners)}`;
  const kinds = ['road', 'city', 'monastery', 'garden', 'field'];
  $('end-table').replaceChildren(
    el('tr', {}, el('th', {}, ''), ...kinds.map((k) => el('th', {}, S.feature[k])), el('th', {}, S.total)),
    ...v.players.map((p, i) =>
      el(
        'tr',
        { class: p.score === best ? 'winner' : '' },
        el('td', {}, el('span', { class: 'dot', style: `display:inline-block;width:12px;height:12px;border-radius:50%;margin-right:6px;background:${colours[i]}` }), name(i)),
        ...kinds.map((k) => el('td', {}, String(v.breakdown[i][k]))),
        el('td', {}, String(p.score)),
      ),
    ),
  );
  drawChart();
  $('end').classList.remove('hidden');
}

function drawChart() {
  const c = $('chart');
  const ctx = c.getContext('2d');
  const W = c.width;
  const H = c.height;
  ctx.clearRect(0, 0, W, H);
  const hist = app.view.score_history;
  const max = Math.max(10, ...hist.flat());
  const pad = 30;
  const x = (i) => pad + ((W - pad - 10) * i) / Math.max(1, hist.length - 1);
  const y = (s) => H - pad + 10 - ((H - pad - 10) * s) / max;
  ctx.strokeStyle = '#d9d1bd';
  ctx.fillStyle = '#6d6a5f';
  ctx.font = '11px sans-serif';
  for (let s = 0; s <= max; s += Math.ceil(max / 5 / 10) * 10) {
    ctx.beginPath();
    ctx.moveTo(pad, y(s));
    ctx.lineTo(W - 10, y(s));
    ctx.stroke();
    ctx.fillText(String(s), 4, y(s) + 4);
  }
  ctx.fillText('turns →', W - 60, H - 4);
  const colours = seatColours(app.view.seats);
  app.view.players.forEach((_, p) => {
    ctx.beginPath();
    hist.forEach((row, i) => (i ? ctx.lineTo(x(i), y(row[p])) : ctx.moveTo(x(i), y(row[p]))));
    ctx.strokeStyle = colours[p];
    ctx.lineWidth = 2.5;
    ctx.stroke();
  });
}

// ---------- keyboard ----------

function moveCursor(dx, dy) {
  const b = app.board;
  const start = b.cursor || (app.selected ? { x: app.selected.x, y: app.selected.y } : null);
  if (!start) {
    const p = app.view.placements[0];
    if (p) selectCell(p.x, p.y);
    return;
  }
  // Jump to the nearest legal cell in that direction, if any; else move one cell.
  const cands = [...b.legal.keys()].map((k) => k.split(',').map(Number)).filter(([x, y]) => (dx ? Math.sign(x - start.x) === dx : Math.sign(y - start.y) === dy));
  cands.sort((a, c) => Math.abs(a[0] - start.x) + Math.abs(a[1] - start.y) * 1.01 - (Math.abs(c[0] - start.x) + Math.abs(c[1] - start.y) * 1.01));
  if (cands.length) selectCell(cands[0][0], cands[0][1]);
  else {
    b.cursor = { x: start.x + dx, y: start.y + dy };
    b.invalidate();
  }
}

function onKey(e) {
  if ($('game').classList.contains('hidden')) return;
  if (e.target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(e.target.tagName)) return;
  const k = e.key;
  const b = app.board;
  if (k === '+' || k === '=') b.zoom(1.2);
  else if (k === '-' || k === '_') b.zoom(1 / 1.2);
  else if (k === 'f' || k === 'F') b.fit();
  else if (k === 'u' || k === 'U') undo();
  else if (app.phase === 'place') {
    if (k === 'r' || k === 'R') rotate();
    else if (k === 'Enter') confirmPlacement();
    else if (k === 'ArrowLeft') moveCursor(-1, 0);
    else if (k === 'ArrowRight') moveCursor(1, 0);
    else if (k === 'ArrowUp') moveCursor(0, -1);
    else if (k === 'ArrowDown') moveCursor(0, 1);
    else return;
  } else if (app.phase === 'figure') {
    if (k === 'Tab') {
      const n = currentPlacement().options.length;
      app.optionIndex = (app.optionIndex + (e.shiftKey ? n - 1 : 1)) % n;
      renderPanel();
    } else if (k === 'Enter') commit();
    else if (k === 's' || k === 'S') {
      app.optionIndex = 0;
      commit();
    } else if (k === 'Escape') backToPlacement();
    else return;
  } else return;
  e.preventDefault();
}

// ---------- start ----------

async function main() {
  app.info = await call('app_info');
  await loadSettings();
  $('tagline').textContent = S.tagline;
  for (const b of document.querySelectorAll('[data-go]')) b.addEventListener('click', () => show(b.dataset.go));
  $('btn-new').addEventListener('click', () => {
    app.seats = [];
    show('newgame');
  });
  $('btn-saved').addEventListener('click', () => show('saved'));
  $('btn-settings').addEventListener('click', () => show('settings'));
  $('btn-rules').addEventListener('click', () => show('rules'));
  $('btn-continue').addEventListener('click', () => {
    const id = $('btn-continue').dataset.id;
    if (id) openGame(id);
  });
  $('btn-add-seat').addEventListener('click', () => {
    const i = app.seats.length;
    app.seats.push({ name: AI_NAMES[i % AI_NAMES.length], kind: 'ai', level: app.settings.level });
    renderSeats();
  });
  $('btn-start').addEventListener('click', startGame);
  $('btn-menu').addEventListener('click', () => show('menu'));
  $('btn-rotate').addEventListener('click', rotate);
  $('hand').addEventListener('click', rotate);
  $('btn-confirm').addEventListener('click', () => (app.phase === 'figure' ? commit() : confirmPlacement()));
  $('btn-skip').addEventListener('click', () => {
    app.optionIndex = 0;
    commit();
  });
  $('btn-undo').addEventListener('click', undo);
  $('btn-fit').addEventListener('click', () => app.board && app.board.fit());
  $('btn-zoom-in').addEventListener('click', () => app.board && app.board.zoom(1.25));
  $('btn-zoom-out').addEventListener('click', () => app.board && app.board.zoom(0.8));
  $('btn-toggle-remaining').addEventListener('click', () => saveSetting('showRemaining', !app.showRemaining));
  $('btn-end-board').addEventListener('click', () => $('end').classList.add('hidden'));
  $('btn-end-menu').addEventListener('click', () => show('menu'));
  document.addEventListener('keydown', onKey);
  initSettingsScreen();
  await refreshMenu();
  app.enterGame = enterGame;
  document.body.dataset.ready = '1';
  call('ui_ready').catch(() => {});
}

main().catch((e) => {
  document.body.textContent = `Tessera could not start: ${errorMessage(e)}`;
});

export { rotateLoc };
