// The game's side panel and top bar: status and the thinking indicator, the tile in hand, the
// hint and the action buttons' states, where the tile may come from (draw, or a stack's face-up
// tile; put back), the figure options, the players' scores, supplies and holdings, the
// remaining tiles and the log (at phone sizes in a sheet, see sheet.js). `render(model)` draws a
// model made by the controller; buttons report back through `onOption(i)`, `onSource(src)` and
// `onPutBack()`.

import { $, el } from '../dom.js';
import { S, touchOnly } from '../strings.js';
import { num, t, tileName } from '../i18n.js';
import { drawTile, tileImage } from '../tiles.js';
import { logParts, modeText } from './logtext.js';
import { describeTile, optionText } from './describe.js';
import { seatMark } from '../seatmark.js';
import { keepFocus } from '../a11y.js';
import { Sheet } from './sheet.js';
import { showsProjection } from './scores.js';
import { remainingGroups, remainingText } from './remaining.js';
import { othersToAct, seatState } from './online.js';

export class Panel {
  constructor({ onOption, onSource, onPutBack }) {
    this.onOption = onOption;
    this.onSource = onSource;
    this.onPutBack = onPutBack;
    this.sheet = new Sheet({
      sheet: $('sheet'),
      opener: $('btn-sheet'),
      closer: $('btn-sheet-close'),
      backdrop: $('sheet-backdrop'),
      handle: document.querySelector('#sheet .sheet-head'),
      behind: () => document.querySelectorAll('#game .topbar, #game .board-wrap, #game .dock'),
    });
  }

  render(m) {
    const v = m.view;
    const cur = v.current;
    // Online, the player acts only for this device's seats.
    const human = !v.finished && !v.current_is_ai && !othersToAct(v);
    // The player to act by name and seat shape (the text stays light: a dark seat colour on the
    // dark bar would be unreadable).
    const status = $('status');
    if (v.finished) status.replaceChildren(S.gameOver);
    else status.replaceChildren(seatMark(cur, m.colours[cur], 14), ` ${t('ui-turn-line', { turn: v.turn + 1, text: m.name(cur) })}`);
    $('thinking').classList.toggle('hidden', !m.thinking);
    if (m.thinking) $('thinking-text').textContent = S.thinking(m.name(cur));
    this.drawHand(m);
    const handDef = v.hand ? m.catalog.get(v.hand) : null;
    $('hand').setAttribute('aria-label', v.hand ? S.handLabel(describeTile(v.hand, handDef, m.handRot, m.mode.words)) : S.notDrawn);
    const from = v.hand && m.mode.handFrom ? m.mode.handFrom(v, m.catalog) : '';
    // The tile named by what it shows; its catalog code only in the tooltip, for bug reports.
    const handName = v.hand ? tileName(v.hand) : '';
    $('hand-label').textContent = v.hand ? (from ? t('ui-hand-tile-from', { tile: handName, from }) : S.handTile(handName)) : m.phase === 'source' ? S.notDrawn : S.noHand;
    $('hand-label').title = v.hand || '';
    const stock = m.mode.stock ? m.mode.stock(v) : '';
    $('deck-left').textContent = `${S.faceDown(v.deck_len)}${stock ? ` · ${stock}` : ''}`;
    $('hint').textContent = hint(m, human);
    // While the tile's source is chosen, only Undo among the actions makes sense.
    for (const id of ['btn-rotate', 'btn-confirm', 'btn-skip']) $(id).classList.toggle('hidden', m.phase === 'source');
    $('btn-rotate').disabled = !(human && m.phase === 'place');
    $('btn-confirm').disabled = !(human && ((m.phase === 'place' && m.selected) || m.phase === 'figure'));
    $('btn-skip').disabled = !(human && m.phase === 'figure');
    // Undo works while the AI thinks (its move is then dropped), not while a move of the
    // player's own is on its way.
    $('btn-undo').disabled = !(v.can_undo && (m.phase !== 'wait' || m.aiRunning));
    $('btn-hint').disabled = !(human && ['source', 'place', 'figure'].includes(m.phase));
    // Online games have neither (see src-tauri/src/online.rs); a tutorial has its own Back and
    // shows the way itself.
    $('btn-undo').classList.toggle('hidden', !!v.online || !!m.tutorial);
    $('btn-hint').classList.toggle('hidden', !!v.online || !!m.tutorial);
    const hinted = hintApplies(m);
    $('hint-reason').classList.toggle('hidden', !hinted);
    $('hint-reason').textContent = hinted ? t('ui-hint-line', { reason: m.hint.reason }) : '';
    // Quiet warnings before a last chance (ui/game/aids.js), on this device's player's turn.
    const warn = human && m.warnings ? m.warnings : [];
    $('warn-line').replaceChildren(...warn.map((w) => el('span', {}, w)));
    $('warn-line').classList.toggle('hidden', !warn.length);
    $('game-error').textContent = m.error;
    this.renderSources(m);
    this.renderOptions(m);
    this.renderPlayers(m);
    this.renderRemaining(m);
    this.renderLog(m);
    $('btn-toggle-remaining').classList.toggle('off', !m.showRemaining);
    $('btn-toggle-remaining').setAttribute('aria-pressed', String(!!m.showRemaining));
  }

  drawHand(m) {
    const c = $('hand');
    const ctx = c.getContext('2d');
    const dpr = window.devicePixelRatio || 1;
    c.width = 120 * dpr;
    c.height = 120 * dpr;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#2b3a2f';
    ctx.fillRect(0, 0, c.width, c.height);
    const def = m.view.hand && m.catalog.get(m.view.hand);
    const s = 104 * dpr;
    const off = 8 * dpr;
    if (!def) {
      if (m.phase === 'source') tileBack(ctx, off, s);
      return;
    }
    ctx.save();
    ctx.translate(off + s / 2, off + s / 2);
    ctx.rotate((m.handRot * Math.PI) / 180);
    ctx.translate(-s / 2, -s / 2);
    drawTile(ctx, def, s, m.mode.paintTile);
    ctx.restore();
  }

  /** Where the tile comes from: draw, or take a stack's face-up tile (with its picture); after
   * a take, putting it back. */
  renderSources(m) {
    const take = (c, i) =>
      el(
        'button',
        {
          class: `${c.src.from === 'deck' ? 'primary' : 'take'}${i === m.sourceIndex ? ' chosen' : ''}`,
          dataset: { source: c.key },
          onclick: () => this.onSource(c.src),
        },
        c.tile && m.catalog.has(c.tile) ? this.miniTile(m, c.tile) : null,
        el('span', {}, c.src.from === 'deck' ? S.draw(m.view.deck_len) : c.text || S.takeFrom(c.src.index)),
      );
    const back = m.canPutBack ? [el('button', { id: 'btn-put-back', onclick: () => this.onPutBack() }, S.putBack)] : [];
    keepFocus($('sources'), () => $('sources').replaceChildren(...m.sources.map(take), ...back));
  }

  /** The figure step's choices as buttons (the first is "no figure"). */
  renderOptions(m) {
    const w = m.mode.words;
    const text = (o) => optionText(o, w);
    const box = $('options');
    keepFocus(box, () => box.replaceChildren(
      ...(m.options || []).map((o, i) =>
        el(
          'button',
          {
            class: i === m.optionIndex ? 'chosen' : '',
            'aria-current': i === m.optionIndex ? 'true' : null,
            dataset: { option: i, action: o.action, feature: o.feature || '' },
            onclick: () => this.onOption(i),
          },
          text(o),
        ),
      ),
    ));
  }

  /** The score rows: the name on one line and the AI level with the supply on a small line
   * under it (each cut short with an ellipsis, whole in its title), then the score and, when
   * shown, the projected final score, in right-aligned columns. */
  renderPlayers(m) {
    const v = m.view;
    const projected = showsProjection(v, m.showProjected);
    $('players').replaceChildren(
      ...v.players.map((p, i) =>
        el(
          'tr',
          { class: i === v.current && !v.finished ? 'current' : '', 'aria-current': i === v.current && !v.finished ? 'true' : null, dataset: { player: i } },
          ...scoreCells(m, p, i, projected),
        ),
      ),
    );
  }

  /** A small picture of a tile kind (ui/tiles.js's `tileImage`). */
  miniTile(m, name) {
    const url = tileImage(m.catalog.get(name), 68, m.mode.paintTile);
    // No alt of its own (a code would reach a screen reader): the caller words the picture, or
    // leaves it out where the text beside it names the tile (a source button).
    return el('img', { src: url, alt: '', width: 34, height: 34 });
  }

  /** The remaining tiles (ui/game/remaining.js says why they are shown kind by kind or grouped
   * by their sides): a section that opens and closes by its heading (closed, it stays closed for
   * the session), each kind or group a picture with its count; the heading counts them all.
   * Rebuilt only when they changed. */
  renderRemaining(m) {
    const box = $('remaining');
    box.classList.toggle('hidden', !m.showRemaining);
    if (!m.showRemaining) return;
    const r = remainingGroups(m.view.remaining, m.catalog);
    const heading = t('ui-remaining-count', { n: r.total });
    const key = `${m.mode.id}|${heading}|${JSON.stringify(m.view.remaining)}`;
    if (this.remainingKey === key) return;
    this.remainingKey = key;
    $('remaining-title').textContent = heading;
    const kinds = m.mode.words.kind || {};
    const side = (e) => kinds[e] || kinds[e === 'water' ? 'river' : e] || e;
    const item = (g) => {
      const [tile] = g.tiles[0];
      // Named by what it shows, never by its code; the code stays in `data-tile` for bug reports.
      const title = remainingText(g, r.grouped, side);
      const img = this.miniTile(m, tile);
      img.alt = title;
      return el('div', { class: g.tiles.length > 1 ? 'rt group' : 'rt', role: 'listitem', title, dataset: { tile } }, img, el('b', { 'aria-hidden': 'true' }, num(g.n)));
    };
    $('remaining-tiles').replaceChildren(...r.groups.map(item));
    $('remaining-note').textContent = r.grouped ? t('ui-remaining-grouped') : '';
    $('remaining-note').classList.toggle('hidden', !r.grouped);
  }

  renderLog(m) {
    const items = m.view.log.slice().reverse().map((e) => logLine(e, m) || modeLine(e, m)).filter(Boolean);
    $('log').replaceChildren(...items.slice(0, 200));
  }
}

/** A score row's cells: who (name; level and supply), the score (with the mode's holdings) and,
 * when `projected`, the projected final score ("→ 52") named in words for its tooltip and for
 * screen readers. */
function scoreCells(m, p, i, projected) {
  const v = m.view;
  const name = m.name(i);
  const level = v.seats[i].kind === 'ai' ? S.aiLevel(v.seats[i].level).trim() : '';
  const supply = m.mode.supply(p, v);
  const away = seatState(v, i);
  const sub0 = level ? t('ui-score-row-sub', { level, supply }) : supply;
  const sub = away ? t('ui-score-row-sub', { level: away, supply }) : sub0;
  const words = t('ui-score-projected-title', { name, score: p.score, projected: p.projected });
  return [
    el(
      'td',
      { class: 'who' },
      el('span', { class: 'who-name', title: name }, seatMark(i, m.colours[i]), ' ', name),
      el('span', { class: 'who-sub supply', title: sub }, sub),
    ),
    el('td', { class: 'score' }, ...(m.mode.holdings ? m.mode.holdings(i, v) : []), num(p.score)),
    projected ? el('td', { class: 'projected', title: words, 'aria-label': words }, t('ui-projected-short', { projected: p.projected })) : null,
  ];
}

/** What the player to act is asked to do. */
function hint(m, human) {
  const v = m.view;
  const who = m.name(v.current);
  if (v.finished) return '';
  if (v.online && !v.online.started) return t('ui-online-waiting-players', { open: v.online.seats.filter((s) => s.open).length });
  if (!human) return S.thinking(who);
  const w = m.mode.words;
  if (m.phase === 'source') return `${(w.chooseSource || S.chooseSource)(who)}. ${w.pickSource || ''}`;
  if (m.phase === 'figure') return `${S.chooseFigure(who)}. ${S.pickFigure}`;
  // A tile taken from a stack (a Benelux island) may still go back: the hint says so, in place
  // of the choice of source it followed.
  const back = m.canPutBack ? ` ${t(touchOnly() ? 'ui-or-put-back-touch' : 'ui-or-put-back')}` : '';
  return `${S.yourTurn(who)}. ${m.selected ? S.confirmTile : S.pickCell}${back}`;
}

/** Whether the hint asked this turn still fits what the player is doing: while the tile's
 * source is chosen, any; once a tile is in hand, only a hint that lays that tile (a hint to draw
 * face down, or to take another island's tile, is gone once the player took one). */
function hintApplies(m) {
  const h = m.hint;
  if (!h) return false;
  if (m.phase === 'source') return true;
  return !!(h.mv && h.mv.tile === m.view.hand);
}

/** A tile face down (its source still to choose): a plain back with a question mark. */
function tileBack(ctx, off, s) {
  ctx.fillStyle = '#6b5a3a';
  ctx.fillRect(off, off, s, s);
  ctx.strokeStyle = '#c9b487';
  ctx.lineWidth = s * 0.03;
  ctx.strokeRect(off + s * 0.06, off + s * 0.06, s * 0.88, s * 0.88);
  ctx.fillStyle = '#e9dcb5';
  ctx.font = `bold ${Math.round(s * 0.45)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('?', off + s / 2, off + s / 2);
}

/** A list item for an event only the mode words (e.g. a tile taken from a stack), or null. */
function modeLine(e, m) {
  const text = modeText(e, m);
  return text ? el('li', { class: 'taken' }, `${e.label || S.turn(e.turn)} · ${text}`) : null;
}

/** One log entry as a list item (null for events the log does not show). */
function logLine(e, m) {
  const p = logParts(e, m);
  if (!p) return null;
  return el('li', { class: p.final ? 'final' : '' }, p.prefix, p.pts ? el('span', { class: 'pts' }, p.pts) : null, p.rest);
}
