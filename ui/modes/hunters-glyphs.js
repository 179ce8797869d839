// Hunters & Gatherers' small pictures, each drawn around a point within a radius `r` (pixels):
// the game in the meadows (deer, mammoth, sabre-tooth tiger, aurochs), the fire and the shrine,
// gold nuggets, mushrooms and the volcano in the forests, fish in the lakes, tree crowns, the
// bonus star and the hut figure. Every animal differs from the others in outline and colour, so
// they can be told apart small and by players who see colours poorly.

import { fillFigure } from '../tiles.js';

const OUTLINE = '#2a1a0c';

function line(ctx, pts, width, colour) {
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.stroke();
}

function blob(ctx, fill, width, stroke = OUTLINE) {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = width;
  ctx.strokeStyle = stroke;
  ctx.stroke();
}

function ellipse(ctx, x, y, rx, ry, rot = 0) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rot, 0, Math.PI * 2);
}

/** Four legs under a body, from y0 down to y1, at the x offsets given. */
function legs(ctx, x, y0, y1, xs, width, colour) {
  ctx.lineCap = 'round';
  for (const dx of xs) line(ctx, [[x + dx, y0], [x + dx, y1]], width, colour);
}

/** A deer: light brown, slim legs, branching antlers. */
export function deer(ctx, x, y, r) {
  const w = Math.max(1, r * 0.07);
  y += r * 0.12;
  legs(ctx, x, y, y + r * 0.62, [-r * 0.42, -r * 0.28, r * 0.18, r * 0.32], Math.max(1, r * 0.09), '#5a3616');
  ctx.beginPath();
  ctx.moveTo(x + r * 0.25, y - r * 0.1);
  ctx.lineTo(x + r * 0.48, y - r * 0.5);
  ctx.lineTo(x + r * 0.62, y - r * 0.42);
  ctx.lineTo(x + r * 0.45, y + r * 0.05);
  ctx.closePath();
  blob(ctx, '#b0703a', w);
  ellipse(ctx, x - r * 0.05, y, r * 0.55, r * 0.26);
  blob(ctx, '#b0703a', w);
  ellipse(ctx, x + r * 0.62, y - r * 0.5, r * 0.19, r * 0.1, 0.35);
  blob(ctx, '#b0703a', w);
  ellipse(ctx, x - r * 0.56, y - r * 0.08, r * 0.09, r * 0.07);
  ctx.fillStyle = '#f6efe0';
  ctx.fill();
  ctx.lineCap = 'round';
  const aw = Math.max(1, r * 0.075);
  line(ctx, [[x + r * 0.55, y - r * 0.58], [x + r * 0.42, y - r * 0.8], [x + r * 0.3, y - r * 0.98]], aw, '#3b2410');
  line(ctx, [[x + r * 0.42, y - r * 0.8], [x + r * 0.56, y - r * 0.98]], aw, '#3b2410');
  line(ctx, [[x + r * 0.62, y - r * 0.6], [x + r * 0.66, y - r * 0.82], [x + r * 0.6, y - r * 1.0]], aw, '#3b2410');
  line(ctx, [[x + r * 0.66, y - r * 0.82], [x + r * 0.8, y - r * 0.95]], aw, '#3b2410');
}

/** A mammoth: big grey-brown hump, trunk hanging down, white tusks. */
export function mammoth(ctx, x, y, r) {
  const w = Math.max(1, r * 0.07);
  const fur = '#7d6552';
  legs(ctx, x, y + r * 0.2, y + r * 0.72, [-r * 0.45, -r * 0.22, r * 0.12, r * 0.34], Math.max(2, r * 0.17), '#4e3e32');
  ctx.beginPath();
  ctx.moveTo(x - r * 0.72, y + r * 0.35);
  ctx.quadraticCurveTo(x - r * 0.8, y - r * 0.45, x - r * 0.05, y - r * 0.55);
  ctx.quadraticCurveTo(x + r * 0.35, y - r * 0.8, x + r * 0.62, y - r * 0.35);
  ctx.quadraticCurveTo(x + r * 0.78, y - r * 0.05, x + r * 0.62, y + r * 0.2);
  ctx.lineTo(x + r * 0.5, y + r * 0.35);
  ctx.closePath();
  blob(ctx, fur, w);
  // The trunk: down from the face, curling forward at its tip.
  ctx.lineCap = 'round';
  const trunk = [[x + r * 0.66, y - r * 0.05], [x + r * 0.74, y + r * 0.35], [x + r * 0.72, y + r * 0.62], [x + r * 0.84, y + r * 0.66]];
  line(ctx, trunk, Math.max(2, r * 0.2), OUTLINE);
  line(ctx, trunk, Math.max(1, r * 0.13), fur);
  const tusk = () => {
    ctx.beginPath();
    ctx.moveTo(x + r * 0.58, y + r * 0.12);
    ctx.quadraticCurveTo(x + r * 0.95, y + r * 0.42, x + r * 1.0, y + r * 0.02);
  };
  tusk();
  ctx.lineWidth = Math.max(2, r * 0.13);
  ctx.strokeStyle = OUTLINE;
  ctx.stroke();
  tusk();
  ctx.lineWidth = Math.max(1, r * 0.08);
  ctx.strokeStyle = '#f7f1e1';
  ctx.stroke();
  line(ctx, [[x - r * 0.4, y - r * 0.3], [x - r * 0.3, y + r * 0.1]], Math.max(1, r * 0.04), '#5b4738');
  line(ctx, [[x - r * 0.1, y - r * 0.42], [x, y + r * 0.05]], Math.max(1, r * 0.04), '#5b4738');
  ellipse(ctx, x + r * 0.48, y - r * 0.3, r * 0.05, r * 0.05);
  ctx.fillStyle = OUTLINE;
  ctx.fill();
}

/** A sabre-tooth tiger: orange with black stripes, a long tail, two white fangs. */
export function tiger(ctx, x, y, r) {
  const w = Math.max(1, r * 0.07);
  const fur = '#ee8a2a';
  ctx.lineCap = 'round';
  legs(ctx, x, y + r * 0.05, y + r * 0.55, [-r * 0.45, -r * 0.3, r * 0.2, r * 0.36], Math.max(2, r * 0.14), '#a85a18');
  line(ctx, [[x - r * 0.58, y - r * 0.02], [x - r * 0.85, y - r * 0.2], [x - r * 0.9, y - r * 0.45]], Math.max(2, r * 0.14), OUTLINE);
  line(ctx, [[x - r * 0.58, y - r * 0.02], [x - r * 0.85, y - r * 0.2], [x - r * 0.9, y - r * 0.45]], Math.max(1, r * 0.08), fur);
  ellipse(ctx, x - r * 0.05, y, r * 0.6, r * 0.24);
  blob(ctx, fur, w);
  for (const dx of [-0.42, -0.24, -0.06, 0.12]) {
    line(ctx, [[x + dx * r, y - r * 0.23], [x + (dx + 0.05) * r, y - r * 0.02], [x + dx * r, y + r * 0.12]], Math.max(1, r * 0.08), '#1a1008');
  }
  // Ears, head, fangs.
  for (const dx of [0.48, 0.68]) {
    ctx.beginPath();
    ctx.moveTo(x + (dx - 0.08) * r, y - r * 0.22);
    ctx.lineTo(x + dx * r, y - r * 0.42);
    ctx.lineTo(x + (dx + 0.08) * r, y - r * 0.22);
    ctx.closePath();
    blob(ctx, fur, w);
  }
  ellipse(ctx, x + r * 0.6, y - r * 0.12, r * 0.22, r * 0.19);
  blob(ctx, fur, w);
  line(ctx, [[x + r * 0.56, y - r * 0.02], [x + r * 0.56, y + r * 0.25]], Math.max(1, r * 0.07), '#ffffff');
  line(ctx, [[x + r * 0.7, y - r * 0.02], [x + r * 0.7, y + r * 0.25]], Math.max(1, r * 0.07), '#ffffff');
  ellipse(ctx, x + r * 0.66, y - r * 0.17, r * 0.04, r * 0.04);
  ctx.fillStyle = OUTLINE;
  ctx.fill();
}

/** An aurochs: a near-black wild bull, heavy shoulders, long pale horns. */
export function aurochs(ctx, x, y, r) {
  const w = Math.max(1, r * 0.07);
  const hide = '#2f1f16';
  legs(ctx, x, y + r * 0.1, y + r * 0.62, [-r * 0.42, -r * 0.26, r * 0.16, r * 0.32], Math.max(2, r * 0.13), '#1a110c');
  ellipse(ctx, x - r * 0.1, y + r * 0.05, r * 0.55, r * 0.28);
  blob(ctx, hide, w, '#000000');
  ellipse(ctx, x + r * 0.2, y - r * 0.08, r * 0.3, r * 0.3);
  blob(ctx, hide, w, '#000000');
  ctx.lineCap = 'round';
  line(ctx, [[x - r * 0.6, y], [x - r * 0.72, y + r * 0.35]], Math.max(1, r * 0.05), hide);
  line(ctx, [[x - r * 0.45, y - r * 0.2], [x + r * 0.05, y - r * 0.34]], Math.max(1, r * 0.05), '#c9b48a');
  ellipse(ctx, x + r * 0.58, y + r * 0.08, r * 0.18, r * 0.15, 0.4);
  blob(ctx, hide, w, '#000000');
  ellipse(ctx, x + r * 0.7, y + r * 0.18, r * 0.07, r * 0.06);
  ctx.fillStyle = '#c9b48a';
  ctx.fill();
  const horn = (dx, lift) => {
    ctx.beginPath();
    ctx.moveTo(x + r * (0.5 + dx), y - r * 0.02);
    ctx.quadraticCurveTo(x + r * (0.95 + dx), y - r * (0.1 + lift), x + r * (0.72 + dx), y - r * (0.55 + lift));
  };
  for (const [dx, lift] of [[-0.1, 0.1], [0.04, 0]]) {
    horn(dx, lift);
    ctx.lineWidth = Math.max(2, r * 0.13);
    ctx.strokeStyle = '#000000';
    ctx.stroke();
    horn(dx, lift);
    ctx.lineWidth = Math.max(1, r * 0.08);
    ctx.strokeStyle = '#f1e8d2';
    ctx.stroke();
  }
}

function flame(ctx, x, y, w, h, colour) {
  ctx.beginPath();
  ctx.moveTo(x, y - h);
  ctx.quadraticCurveTo(x + w, y - h * 0.35, x + w * 0.7, y);
  ctx.quadraticCurveTo(x, y + w * 0.4, x - w * 0.7, y);
  ctx.quadraticCurveTo(x - w, y - h * 0.35, x, y - h);
  ctx.fillStyle = colour;
  ctx.fill();
}

/** A camp fire: flames over two crossed logs, in a warm glow. */
export function fire(ctx, x, y, r) {
  ellipse(ctx, x, y + r * 0.1, r * 0.95, r * 0.85);
  ctx.fillStyle = 'rgba(255, 170, 40, 0.35)';
  ctx.fill();
  ctx.lineCap = 'round';
  line(ctx, [[x - r * 0.6, y + r * 0.65], [x + r * 0.55, y + r * 0.35]], Math.max(2, r * 0.17), '#5a3214');
  line(ctx, [[x + r * 0.6, y + r * 0.65], [x - r * 0.55, y + r * 0.35]], Math.max(2, r * 0.17), '#6d3e1a');
  flame(ctx, x, y + r * 0.45, r * 0.55, r * 1.25, '#d8321e');
  flame(ctx, x, y + r * 0.45, r * 0.38, r * 0.9, '#ff8c1a');
  flame(ctx, x, y + r * 0.45, r * 0.2, r * 0.5, '#ffe36b');
}

/** The shrine: a dolmen of grey stones with a red-ochre mark. */
export function shrine(ctx, x, y, r) {
  const w = Math.max(1, r * 0.07);
  const stone = '#a29d92';
  ctx.beginPath();
  ctx.rect(x - r * 0.55, y - r * 0.3, r * 0.3, r * 0.95);
  ctx.rect(x + r * 0.25, y - r * 0.3, r * 0.3, r * 0.95);
  blob(ctx, stone, w, '#3d3a35');
  ctx.beginPath();
  ctx.moveTo(x - r * 0.85, y - r * 0.3);
  ctx.lineTo(x - r * 0.7, y - r * 0.72);
  ctx.lineTo(x + r * 0.75, y - r * 0.78);
  ctx.lineTo(x + r * 0.88, y - r * 0.32);
  ctx.closePath();
  blob(ctx, '#8e897f', w, '#3d3a35');
  ctx.beginPath();
  ctx.arc(x, y - r * 0.54, r * 0.13, 0, Math.PI * 1.6);
  ctx.lineWidth = Math.max(1, r * 0.07);
  ctx.strokeStyle = '#b5381f';
  ctx.stroke();
  ellipse(ctx, x, y + r * 0.35, r * 0.14, r * 0.1);
  ctx.fillStyle = '#b5381f';
  ctx.fill();
}

/** A gold nugget: a lumpy yellow pebble with a glint. */
export function gold(ctx, x, y, r) {
  const pts = [[1, 0.1], [0.55, 0.8], [-0.2, 0.9], [-0.9, 0.45], [-0.85, -0.35], [-0.25, -0.9], [0.6, -0.7]];
  ctx.beginPath();
  pts.forEach(([a, b], i) => (i ? ctx.lineTo(x + a * r, y + b * r * 0.85) : ctx.moveTo(x + a * r, y + b * r * 0.85)));
  ctx.closePath();
  blob(ctx, '#f2c531', Math.max(1, r * 0.16), '#6e4f06');
  ellipse(ctx, x - r * 0.25, y - r * 0.25, r * 0.28, r * 0.16, -0.5);
  ctx.fillStyle = '#fff4b5';
  ctx.fill();
}

function mushroom(ctx, x, y, r) {
  ctx.beginPath();
  ctx.rect(x - r * 0.28, y - r * 0.1, r * 0.56, r * 0.85);
  blob(ctx, '#f3ead2', Math.max(1, r * 0.12), '#6a5a40');
  ctx.beginPath();
  ctx.ellipse(x, y, r, r * 0.8, 0, Math.PI, Math.PI * 2);
  ctx.closePath();
  blob(ctx, '#d8362a', Math.max(1, r * 0.12), '#5e120c');
  ctx.fillStyle = '#ffffff';
  for (const [dx, dy, d] of [[-0.45, -0.3, 0.16], [0.2, -0.55, 0.14], [0.5, -0.2, 0.12]]) {
    ellipse(ctx, x + dx * r, y + dy * r, d * r, d * r);
    ctx.fill();
  }
}

/** A mushroom patch: a big and a small red cap with white dots. */
export function mushrooms(ctx, x, y, r) {
  mushroom(ctx, x - r * 0.3, y + r * 0.05, r * 0.62);
  mushroom(ctx, x + r * 0.5, y + r * 0.35, r * 0.42);
}

/** The volcano: a brown-grey cone, glowing red at its crater, smoking. */
export function volcano(ctx, x, y, r) {
  ctx.beginPath();
  ctx.moveTo(x - r, y + r * 0.7);
  ctx.lineTo(x - r * 0.25, y - r * 0.42);
  ctx.lineTo(x + r * 0.25, y - r * 0.42);
  ctx.lineTo(x + r, y + r * 0.7);
  ctx.closePath();
  blob(ctx, '#75604f', Math.max(1, r * 0.05), '#2e241c');
  ctx.beginPath();
  ctx.moveTo(x + r * 0.05, y - r * 0.42);
  ctx.lineTo(x + r * 0.25, y - r * 0.42);
  ctx.lineTo(x + r, y + r * 0.7);
  ctx.lineTo(x + r * 0.3, y + r * 0.7);
  ctx.closePath();
  ctx.fillStyle = '#5a4a3e';
  ctx.fill();
  ellipse(ctx, x, y - r * 0.42, r * 0.42, r * 0.2);
  ctx.fillStyle = 'rgba(255, 80, 20, 0.45)';
  ctx.fill();
  ellipse(ctx, x, y - r * 0.42, r * 0.25, r * 0.08);
  ctx.fillStyle = '#ff4a14';
  ctx.fill();
  ctx.lineCap = 'round';
  line(ctx, [[x - r * 0.1, y - r * 0.38], [x - r * 0.22, y - r * 0.05], [x - r * 0.18, y + r * 0.2]], Math.max(1, r * 0.07), '#e8401a');
  line(ctx, [[x + r * 0.12, y - r * 0.38], [x + r * 0.2, y - r * 0.12]], Math.max(1, r * 0.06), '#ff7a1a');
  ctx.fillStyle = 'rgba(120, 120, 120, 0.75)';
  for (const [dx, dy, d] of [[-0.05, -0.7, 0.16], [0.15, -0.88, 0.13], [0.02, -1.02, 0.1]]) {
    ellipse(ctx, x + dx * r, y + dy * r, d * r, d * r);
    ctx.fill();
  }
}

/** A fish, `len` pixels long, facing right: pale body, tail, eye. */
export function fish(ctx, x, y, len) {
  const h = len * 0.42;
  ctx.beginPath();
  ctx.moveTo(x - len * 0.3, y);
  ctx.lineTo(x - len * 0.55, y - h * 0.55);
  ctx.lineTo(x - len * 0.55, y + h * 0.55);
  ctx.closePath();
  blob(ctx, '#f8d9a0', Math.max(1, len * 0.07), '#173453');
  ellipse(ctx, x + len * 0.08, y, len * 0.4, h * 0.5);
  blob(ctx, '#f8d9a0', Math.max(1, len * 0.07), '#173453');
  ellipse(ctx, x + len * 0.3, y - h * 0.1, len * 0.05, len * 0.05);
  ctx.fillStyle = '#173453';
  ctx.fill();
}

/** A tree crown seen from above: dark rim, green canopy, a lit side. */
export function crown(ctx, x, y, r, C) {
  ellipse(ctx, x + r * 0.12, y + r * 0.15, r, r);
  ctx.fillStyle = C.crownDark;
  ctx.fill();
  ellipse(ctx, x, y, r * 0.95, r * 0.95);
  ctx.fillStyle = C.crown;
  ctx.fill();
  ellipse(ctx, x - r * 0.28, y - r * 0.3, r * 0.45, r * 0.4);
  ctx.fillStyle = C.crownLight;
  ctx.fill();
}

/** The bonus tiles' mark: a small gold star. */
export function star(ctx, x, y, r) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 ? r * 0.45 : r;
    ctx.lineTo(x + Math.cos(a) * d, y + Math.sin(a) * d);
  }
  ctx.closePath();
  blob(ctx, '#ffd84a', Math.max(1, r * 0.18), '#6e4f06');
}

const ITEMS = { deer, mammoth, tiger, aurochs, fire, shrine, gold, mushroom: mushrooms, volcano };
/** Draw content `kind` (one of `ITEMS`' keys) around (x, y) within radius r. */
export function item(ctx, kind, x, y, r) {
  const draw = ITEMS[kind];
  if (!draw) return;
  ctx.save();
  draw(ctx, x, y, r);
  ctx.restore();
}
export const ITEM_KINDS = Object.keys(ITEMS);

/** A hut in a player's colour: a hide tent on poles, with a dark door. */
export function hut(ctx, x, y, size, colour) {
  const r = size;
  ctx.save();
  ctx.translate(x, y);
  ctx.lineCap = 'round';
  line(ctx, [[-r * 0.25, -r * 1.0], [r * 0.12, -r * 0.55]], Math.max(1, r * 0.1), '#4a3422');
  line(ctx, [[r * 0.25, -r * 1.0], [-r * 0.12, -r * 0.55]], Math.max(1, r * 0.1), '#4a3422');
  ctx.beginPath();
  ctx.moveTo(-r * 0.85, r * 0.65);
  ctx.quadraticCurveTo(-r * 0.35, -r * 0.1, 0, -r * 0.72);
  ctx.quadraticCurveTo(r * 0.35, -r * 0.1, r * 0.85, r * 0.65);
  ctx.closePath();
  fillFigure(ctx, colour, r);
  ctx.beginPath();
  ctx.moveTo(-r * 0.22, r * 0.65);
  ctx.quadraticCurveTo(0, -r * 0.15, r * 0.22, r * 0.65);
  ctx.closePath();
  ctx.fillStyle = 'rgba(0,0,0,0.6)';
  ctx.fill();
  ctx.restore();
}
