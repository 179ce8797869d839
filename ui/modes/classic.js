// Classic (with the River and the Abbot): everything the UI does differently for this mode —
// its new-game options, its words (the catalog's ui-classic-* messages; the end-of-game
// breakdown's columns), and its tile painter (cities, roads, monasteries, gardens on the
// shared ground and water).

import { el } from '../dom.js';
import { has, t } from '../i18n.js';
import { sideName } from '../strings.js';
import { EDGE_MID, drawGround, drawLinear, drawWater, featureEdges, strokeBand } from '../tiles.js';
import { cityPath, featureRaster, figureSpot } from './classic-areas.js';

/** A feature kind's word ('feature-road' …), for a kind a message does not list. */
const featureName = (kind) => (has(`feature-${kind}`) ? t(`feature-${kind}`) : kind);

/** The rules' paragraphs, by their catalog keys (`ui-classic-rules-<key>`), in order. */
const RULES = ['placing', 'figures', 'scoring', 'river'];
/** Which paragraph of `RULES` scores each feature kind. */
const SCORED_IN = { road: 'scoring', city: 'scoring', monastery: 'scoring', garden: 'scoring', field: 'scoring', river: 'river' };
/** A rules paragraph's anchor on the rules screen. */
const rulesId = (key) => `rules-classic-${key}`;

/** Every string this mode shows, in the player's language (read afresh at each use, so that a
 * change of language reaches it). */
export const words = {
  get title() {
    return t('ui-classic-title');
  },
  get options() {
    return {
      river: t('ui-classic-option-river'),
      abbot: t('ui-classic-option-abbot'),
      smallCity: t('ui-classic-option-small-city'),
      farm: t('ui-classic-option-farm'),
      farmChoices: {
        third: t('ui-classic-farm-third'),
        second: t('ui-classic-farm-second'),
        first: t('ui-classic-farm-first'),
      },
      unplaceable: t('ui-classic-option-unplaceable'),
      unplaceableChoices: { discard: t('ui-classic-unplaceable-discard'), reshuffle: t('ui-classic-unplaceable-reshuffle') },
      art: t('ui-classic-option-art'),
      artChoices: {
        '': t('ui-classic-art-auto'),
        2014: t('ui-classic-art-2014'),
        classic: t('ui-classic-art-classic'),
      },
      riverStart: t('ui-classic-option-river-start'),
      riverStartChoices: { shuffle: t('ui-classic-river-start-shuffle'), discard: t('ui-classic-river-start-discard') },
    };
  },
  /** A column of the end-of-game breakdown: what a kind the backend scores is called there;
   * the feature's word for a kind the catalog has no column for. */
  breakdown: (kind) => (has(`ui-classic-breakdown-${kind}`) ? t(`ui-classic-breakdown-${kind}`) : featureName(kind)),
  get kind() {
    return Object.fromEntries(['road', 'city', 'monastery', 'garden', 'field', 'river'].map((k) => [k, t(`ui-classic-kind-${k}`)]));
  },
  supply: (p, abbotOn) =>
    t(abbotOn ? (p.abbot ? 'ui-classic-supply-abbot' : 'ui-classic-supply-abbot-out') : 'ui-classic-supply', { n: p.followers }),
  /** The letter on a figure option's disc on the board (the abbot's), or null. */
  mark: (o) => (o.figure === 'abbot' ? (o.action === 'recall' ? '↺' : t('ui-classic-mark-abbot')) : null),
  recall: (now) => t('ui-classic-recall', { points: now }),
  placeOn: (o) => {
    const args = { feature: o.feature, name: featureName(o.feature), at: sideName(o.at), note: o.note };
    if (o.feature === 'field') return t('ui-classic-place-farmer', args);
    return t(o.figure === 'abbot' ? 'ui-classic-place-abbot' : 'ui-classic-place-follower', args);
  },
  recalled: (who) => t('ui-classic-recalled', { who }),
  placed: (who, e) => {
    const args = { who, feature: e.feature, name: featureName(e.feature) };
    if (e.figure === 'abbot') return t('ui-classic-placed-abbot', args);
    return t(e.feature === 'field' ? 'ui-classic-placed-farmer' : 'ui-classic-placed-follower', args);
  },
  size: (f) => {
    if (f.kind === 'road' || f.kind === 'city') {
      const tiles = t('count-tile', { n: f.tiles });
      return f.shields ? t('ui-classic-size-shields', { tiles, shields: t('count-shield', { n: f.shields }) }) : tiles;
    }
    if (f.kind === 'monastery' || f.kind === 'garden') return t('ui-classic-size-neighbours', { n: f.tiles });
    // A field's extent, though it scores by the cities it borders.
    if (f.kind === 'field') return t('count-tile', { n: f.tiles });
    return '';
  },
  value: (f) =>
    t(f.complete ? 'ui-classic-value-completed' : f.kind === 'field' ? 'ui-classic-value-end' : 'ui-classic-value-now', { points: f.now }),
  get rules() {
    return RULES.map((p) => t(`ui-classic-rules-${p}`));
  },
  /** The rules screen's anchor of each paragraph of `rules`, in their order. */
  ruleIds: RULES.map(rulesId),
  /** The anchor of the rules paragraph that scores a feature kind (a feature's details link
   * to it), or null: one paragraph scores every feature, fields and all; the River's rivers
   * score nothing, and their own paragraph says how they are laid. */
  rulesFor: (kind) => (SCORED_IN[kind] ? rulesId(SCORED_IN[kind]) : null),
};

// ---------- new-game options ----------

function select(id, choices, value) {
  const s = el('select', { id }, ...Object.entries(choices).map(([v, text]) => el('option', { value: v }, text)));
  s.value = value;
  return s;
}

/** The options form: `{ node, read() }`, `read` giving the record's `Options`. */
export function optionsForm() {
  const w = words.options;
  const river = el('input', { type: 'checkbox', id: 'opt-river', checked: true });
  const abbot = el('input', { type: 'checkbox', id: 'opt-abbot', checked: true });
  const small = el('input', { type: 'checkbox', id: 'opt-small-city' });
  const farm = select('opt-farm', w.farmChoices, 'third');
  const unplaceable = select('opt-unplaceable', w.unplaceableChoices, 'discard');
  // Object keys that look like numbers come first; list the art choices in the order meant.
  const art = el('select', { id: 'opt-art' }, ...['', '2014', 'classic'].map((v) => el('option', { value: v }, w.artChoices[v])));
  const riverStart = select('opt-river-start', w.riverStartChoices, 'shuffle');
  const sync = () => (riverStart.disabled = !river.checked);
  river.addEventListener('change', sync);
  sync();
  const node = [
    el('label', {}, river, ` ${w.river}`),
    el('label', {}, abbot, ` ${w.abbot}`),
    el('label', {}, small, ` ${w.smallCity}`),
    el('label', {}, `${w.farm} `, farm),
    el('label', {}, `${w.unplaceable} `, unplaceable),
    el('label', {}, `${w.art} `, art),
    el('label', {}, `${w.riverStart} `, riverStart),
  ];
  const read = () => {
    const o = {
      river: river.checked,
      abbot: abbot.checked,
      small_city: small.checked,
      farm_scoring: farm.value,
      unplaceable: unplaceable.value,
      river_start_tile: riverStart.value,
    };
    if (art.value) o.art = art.value;
    return o;
  };
  return { node, read };
}

// ---------- painter ----------

const C = {
  city: '#d9a86c',
  cityDark: '#b9844a',
  wall: '#6b4423',
  road: '#f1e6c8',
  roadEdge: '#8c7b58',
  chapel: '#f4ecd8',
  roof: '#b0413e',
  hedge: '#2f6b2a',
  shield: '#2d5fa8',
};

function drawShield(ctx, x, y, r) {
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(x - r, y - r);
  ctx.lineTo(x + r, y - r);
  ctx.lineTo(x + r, y + r * 0.2);
  ctx.quadraticCurveTo(x + r, y + r, x, y + r * 1.4);
  ctx.quadraticCurveTo(x - r, y + r, x - r, y + r * 0.2);
  ctx.closePath();
  ctx.fillStyle = C.shield;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.25);
  ctx.strokeStyle = '#f4ecd8';
  ctx.stroke();
  ctx.restore();
}

const ROAD_BAND = { edge: C.roadEdge, fill: C.road, line: 'rgba(140,123,88,0.55)', widths: [0.15, 0.11], dash: [0.05, 0.05, 0.012] };

function strokeRoad(ctx, s) {
  strokeBand(ctx, s, ROAD_BAND);
}

function drawMonastery(ctx, s) {
  const w = s * 0.26;
  const h = s * 0.2;
  const x = s * 0.5 - w / 2;
  const y = s * 0.52 - h / 2;
  ctx.fillStyle = 'rgba(0,0,0,0.18)';
  ctx.fillRect(x + s * 0.02, y + s * 0.03, w, h);
  ctx.fillStyle = C.chapel;
  ctx.fillRect(x, y, w, h);
  ctx.beginPath();
  ctx.moveTo(x - s * 0.03, y);
  ctx.lineTo(s * 0.5, y - s * 0.14);
  ctx.lineTo(x + w + s * 0.03, y);
  ctx.closePath();
  ctx.fillStyle = C.roof;
  ctx.fill();
  ctx.fillStyle = '#5a4632';
  ctx.fillRect(s * 0.5 - s * 0.035, y + h - s * 0.1, s * 0.07, s * 0.1);
  ctx.strokeStyle = '#5a4632';
  ctx.lineWidth = Math.max(1, s * 0.012);
  ctx.strokeRect(x, y, w, h);
}

function drawGarden(ctx, s) {
  const a = s * 0.3;
  const x = s * 0.5 - a / 2;
  const y = s * 0.5 - a / 2;
  ctx.fillStyle = '#9fd07a';
  ctx.fillRect(x, y, a, a);
  ctx.strokeStyle = C.hedge;
  ctx.lineWidth = s * 0.045;
  ctx.strokeRect(x, y, a, a);
  const flowers = ['#e8505b', '#f7d154', '#ffffff', '#c86dd7'];
  for (let i = 0; i < 9; i++) {
    const fx = x + a * (0.22 + 0.28 * (i % 3));
    const fy = y + a * (0.22 + 0.28 * Math.floor(i / 3));
    ctx.beginPath();
    ctx.arc(fx, fy, s * 0.018, 0, Math.PI * 2);
    ctx.fillStyle = flowers[i % flowers.length];
    ctx.fill();
  }
}

/** Draw a Classic tile kind, unrotated, into a `size`-pixel square. */
export function paintTile(ctx, def, s) {
  drawGround(ctx, def, s);
  drawWater(ctx, def, s);
  const centre = def.features.find((f) => f.kind === 'monastery' || f.kind === 'garden');
  for (const f of def.features.filter((f) => f.kind === 'road')) {
    drawLinear(ctx, f, s, !!centre, strokeRoad);
  }
  // Junctions: where three or more roads end on a tile.
  const ending = def.features.filter((f) => f.kind === 'road' && featureEdges(f).length === 1);
  const hasCity = def.features.some((f) => f.kind === 'city');
  if (ending.length >= 3 || (ending.length === 1 && !centre && !hasCity)) {
    ctx.beginPath();
    ctx.arc(s * 0.5, s * 0.5, s * 0.075, 0, Math.PI * 2);
    ctx.fillStyle = C.roadEdge;
    ctx.fill();
    ctx.fillStyle = '#6b5a3a';
    ctx.fillRect(s * 0.47, s * 0.46, s * 0.06, s * 0.06);
  }
  for (const f of def.features.filter((f) => f.kind === 'city')) {
    const walls = cityPath(ctx, featureEdges(f), s);
    ctx.fillStyle = C.city;
    ctx.fill();
    // Roof texture: a few darker blocks.
    ctx.save();
    ctx.clip();
    ctx.fillStyle = C.cityDark;
    for (let i = 0; i < 6; i++) {
      const bx = ((i * 37) % 90) / 100;
      const by = ((i * 53) % 90) / 100;
      ctx.fillRect(bx * s, by * s, s * 0.07, s * 0.05);
    }
    ctx.restore();
    ctx.strokeStyle = C.wall;
    ctx.lineWidth = s * 0.035;
    ctx.lineCap = 'round';
    for (const [a, c, b] of walls) {
      ctx.beginPath();
      ctx.moveTo(a[0], a[1]);
      ctx.quadraticCurveTo(c[0], c[1], b[0], b[1]);
      ctx.stroke();
    }
    if (f.shield) {
      const e = featureEdges(f);
      let x = e.reduce((a, d) => a + EDGE_MID[d][0], 0) / e.length;
      let y = e.reduce((a, d) => a + EDGE_MID[d][1], 0) / e.length;
      if (e.length >= 3) {
        x = x * 0.2 + 0.5 * 0.8;
        y = y * 0.2 + 0.5 * 0.8 - 0.12;
      } else {
        x = x * 0.55 + 0.5 * 0.45 + 0.12;
        y = y * 0.55 + 0.5 * 0.45 - 0.05;
      }
      drawShield(ctx, x * s, y * s, s * 0.06);
    }
  }
  if (centre && centre.kind === 'monastery') drawMonastery(ctx, s);
  if (centre && centre.kind === 'garden') drawGarden(ctx, s);
}

/** The mode's entry in the registry (ui/modes/index.js). */
export default {
  id: 'classic',
  words,
  optionsForm,
  paintTile,
  /** Where each feature lies on a tile kind (hover and outlines). */
  featureRaster,
  /** Where each figure option's spot lies on a tile (inside its feature, apart from the others). */
  figureSpot,
  /** Whether a player's abbot is part of the supply shown. */
  supply: (p, view) => words.supply(p, !!view.options.abbot),
  warnings: abbotWarnings,
};

/** The abbot's last chance (ui/game/aids.js): on the player's last turn, an abbot still on the
 * board may be taken back (scoring its monastery or garden now) or it scores at the end. */
export function abbotWarnings(v, { last }) {
  const me = v.players[v.current];
  return last && me && me.abbot_on_board ? [t('ui-classic-warn-abbot')] : [];
}
