// Benelux's drawing on the map (for ui/modes/benelux.js): the wave squares, the two large
// cities, the islands with their stacks (the face-up top tile, smaller, and how many lie under
// it), the chips still face down on the board, and the start squares' names. All procedural.
// `g` is the board's drawing kit: `at(x, y)` → the screen point of a cell's top-left corner,
// `s` a cell's size, `blit(def, sx, sy, size)` a tile kind at a screen point.

import { num } from '../i18n.js';

/** The chip and island colours, by the view's colour names. */
export const CHIP_COLOURS = { purple: '#8e58c0', 'light-blue': '#58bfe8', orange: '#ef8a25' };
/** Each colour's shape, so that colour is never the only sign of a chip's or island's colour:
 * on the map's chips, on each island, and on the chips held beside the scores. */
export const CHIP_SHAPES = { purple: 'hexagon', 'light-blue': 'circle', orange: 'diamond' };
const SEA_DARK = '#4b7ba3';
const INK = '#1d241f';

/** Cells of each group of squares of `kind` (by their `of`), with the group's rectangle. */
function groups(map, kind) {
  const by = new Map();
  for (const q of map.squares.filter((q) => q.kind === kind)) {
    if (!by.has(q.of)) by.set(q.of, []);
    by.get(q.of).push(q);
  }
  return [...by].map(([of, cells]) => {
    const xs = cells.map((c) => c.x);
    const ys = cells.map((c) => c.y);
    return { of, cells, x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs) + 1, h: Math.max(...ys) - Math.min(...ys) + 1 };
  });
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** A text with a dark outline, centred at (x, y). */
function label(ctx, text, x, y, px, fill = '#fff') {
  ctx.font = `bold ${Math.round(px)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = Math.max(2, px * 0.25);
  ctx.strokeStyle = 'rgba(0,0,0,0.75)';
  ctx.strokeText(text, x, y);
  ctx.fillStyle = fill;
  ctx.fillText(text, x, y);
}

/** Wavy lines on a darker sea: a square that never takes a tile. */
export function drawWave(ctx, px, py, s) {
  ctx.fillStyle = SEA_DARK;
  ctx.fillRect(px + 1, py + 1, s - 2, s - 2);
  ctx.strokeStyle = '#e8f4fb';
  ctx.lineWidth = Math.max(1.5, s * 0.045);
  ctx.lineCap = 'round';
  for (const fy of [0.3, 0.52, 0.74]) {
    ctx.beginPath();
    for (let i = 0; i <= 16; i++) {
      const fx = 0.12 + (0.76 * i) / 16;
      const y = py + (fy + 0.06 * Math.sin(fx * Math.PI * 4 + fy * 9)) * s;
      if (i) ctx.lineTo(px + fx * s, y);
      else ctx.moveTo(px + fx * s, y);
    }
    ctx.stroke();
  }
  ctx.lineCap = 'butt';
}

/** A walled city block over its squares, with towers and roofs (its name is drawn over the
 * tiles, `drawCityName`). */
export function drawLargeCity(ctx, gr, g) {
  const s = g.s;
  const [px, py] = g.at(gr.x, gr.y);
  const w = gr.w * s;
  const h = gr.h * s;
  const m = s * 0.08;
  roundRect(ctx, px + m, py + m, w - 2 * m, h - 2 * m, s * 0.12);
  ctx.fillStyle = '#a39274';
  ctx.fill();
  ctx.lineWidth = s * 0.07;
  ctx.strokeStyle = '#574634';
  ctx.stroke();
  // Roofs in rows, leaving a square in the middle.
  const cols = Math.max(3, Math.round(w / (s * 0.2)));
  const rows = Math.max(3, Math.round(h / (s * 0.2)));
  const cw = (w - 4 * m) / cols;
  const ch = (h - 4 * m) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if ((r * 7 + c * 3) % 5 === 0) continue;
      ctx.fillStyle = (r + c) % 3 === 0 ? '#9c3f2e' : (r + c) % 3 === 1 ? '#c4623f' : '#b8845a';
      ctx.fillRect(px + 2 * m + c * cw + cw * 0.1, py + 2 * m + r * ch + ch * 0.1, cw * 0.8, ch * 0.8);
    }
  }
  // Round towers on the corners.
  for (const [tx, ty] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
    ctx.beginPath();
    ctx.arc(px + m + tx * (w - 2 * m), py + m + ty * (h - 2 * m), s * 0.09, 0, Math.PI * 2);
    ctx.fillStyle = '#7d6a4f';
    ctx.fill();
    ctx.lineWidth = s * 0.03;
    ctx.strokeStyle = '#3f3224';
    ctx.stroke();
  }
}

/** A large city's name across its block, along the block's long side (Amsterdam's block stands
 * two squares tall: its name runs upwards), as large as fits inside the block and never smaller
 * than 9 px. Drawn over the tiles, so a tile laid beside the city never covers the part of a
 * name that is wider than its block (at a phone's zoom). */
export function drawCityName(ctx, gr, name, g) {
  const s = g.s;
  const [px, py] = g.at(gr.x, gr.y);
  const w = gr.w * s;
  const h = gr.h * s;
  const upright = h > w;
  const room = (upright ? h : w) * 0.82;
  ctx.font = 'bold 100px sans-serif';
  const wide = ctx.measureText(name).width || 100;
  const px0 = Math.max(9, Math.min(s * 0.26, (100 * room) / wide));
  ctx.save();
  ctx.translate(px + w / 2, py + h / 2);
  if (upright) ctx.rotate(-Math.PI / 2);
  label(ctx, name, 0, 0, px0);
  ctx.restore();
}

/** An island under its two stacks: sand ringed in the island's colour. */
export function drawIsland(ctx, gr, g) {
  const s = g.s;
  const [px, py] = g.at(gr.x, gr.y);
  const m = s * 0.05;
  roundRect(ctx, px + m, py + m, gr.w * s - 2 * m, gr.h * s - 2 * m, s * 0.3);
  ctx.fillStyle = '#ecdfb2';
  ctx.fill();
  ctx.lineWidth = s * 0.08;
  ctx.strokeStyle = CHIP_COLOURS[gr.of] || '#888';
  ctx.stroke();
  // The colour's shape in the island's corner.
  const r = Math.max(5, s * 0.09);
  chipShape(ctx, CHIP_SHAPES[gr.of], px + m + r * 1.4, py + m + r * 1.4, r);
  ctx.fillStyle = CHIP_COLOURS[gr.of] || '#888';
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.2);
  ctx.strokeStyle = '#fffaf0';
  ctx.stroke();
}

/** One island stack: its face-up top tile (smaller), a hint of the tiles under it, and their
 * number on a badge. Right after its top was taken the next tile stays face down until the
 * turn ends (`top` null, `below` > 0): drawn as a tile back. An empty stack is a dashed
 * outline. */
export function drawStack(ctx, st, def, colour, g) {
  const s = g.s;
  const [px, py] = g.at(st.x, st.y);
  const size = s * 0.6;
  const x = px + (s - size) / 2;
  const y = py + (s - size) / 2 - s * 0.04;
  if (!st.top && !st.below) {
    ctx.setLineDash([4, 3]);
    ctx.strokeStyle = 'rgba(0,0,0,0.35)';
    ctx.lineWidth = 1.5;
    ctx.strokeRect(x, y, size, size);
    ctx.setLineDash([]);
  } else {
    const under = st.top ? st.below : st.below - 1;
    for (let i = Math.min(3, under); i > 0; i--) {
      ctx.fillStyle = i % 2 ? '#5b4a36' : '#7a6547';
      ctx.fillRect(x + i * s * 0.025, y + i * s * 0.025, size, size);
    }
    if (def) {
      g.blit(def, x, y, size);
    } else if (!st.top) {
      ctx.fillStyle = '#5b4a36';
      ctx.fillRect(x, y, size, size);
      label(ctx, '?', x + size / 2, y + size / 2 + 0.5, size * 0.6);
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(1.5, s * 0.03);
    ctx.strokeRect(x, y, size, size);
  }
  const bx = px + s * 0.8;
  const by = py + s * 0.8;
  const r = Math.max(7, s * 0.14);
  ctx.beginPath();
  ctx.arc(bx, by, r, 0, Math.PI * 2);
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.025);
  ctx.strokeStyle = colour;
  ctx.stroke();
  label(ctx, num(st.below), bx, by + 0.5, r * 1.1);
}

function hexagon(ctx, x, y, r) {
  ctx.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    if (i) ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
    else ctx.moveTo(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  ctx.closePath();
}

/** The path of a chip's shape (`hexagon`, `circle` or `diamond`) of radius `r` around (x, y). */
export function chipShape(ctx, shape, x, y, r) {
  if (shape === 'circle') {
    ctx.beginPath();
    ctx.arc(x, y, r * 0.92, 0, Math.PI * 2);
  } else if (shape === 'diamond') {
    ctx.beginPath();
    ctx.moveTo(x, y - r * 1.08);
    ctx.lineTo(x + r * 1.08, y);
    ctx.lineTo(x, y + r * 1.08);
    ctx.lineTo(x - r * 1.08, y);
    ctx.closePath();
  } else {
    hexagon(ctx, x, y, r);
  }
}

/** A chip face down: its colour's shape, in its colour, with a question mark (the value is
 * hidden). */
export function drawChip(ctx, chip, g) {
  const s = g.s;
  const [px, py] = g.at(chip.x, chip.y);
  const r = Math.max(7, s * 0.19);
  const cx = px + s / 2;
  const cy = py + s / 2;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = r * 0.4;
  ctx.shadowOffsetY = r * 0.12;
  chipShape(ctx, CHIP_SHAPES[chip.colour], cx, cy, r);
  ctx.fillStyle = CHIP_COLOURS[chip.colour] || '#888';
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = Math.max(1.5, r * 0.14);
  ctx.strokeStyle = '#fffaf0';
  ctx.stroke();
  label(ctx, '?', cx, cy + 0.5, r * 1.05);
}

/** A start square's town on a plate at the foot of the square (over its tile, if any). */
export function drawStartName(ctx, q, name, used, g) {
  const s = g.s;
  const [px, py] = g.at(q.x, q.y);
  if (!used) {
    ctx.setLineDash([5, 4]);
    ctx.strokeStyle = 'rgba(40,30,10,0.6)';
    ctx.lineWidth = Math.max(1.5, s * 0.03);
    ctx.strokeRect(px + s * 0.1, py + s * 0.1, s * 0.8, s * 0.8);
    ctx.setLineDash([]);
  }
  const fpx = Math.max(9, s * 0.15);
  ctx.font = `bold ${Math.round(fpx)}px sans-serif`;
  const tw = Math.min(s * 0.98, ctx.measureText(name).width + fpx * 0.8);
  const h = fpx * 1.35;
  roundRect(ctx, px + (s - tw) / 2, py + s - h - s * 0.03, tw, h, h * 0.3);
  ctx.fillStyle = 'rgba(29,36,31,0.78)';
  ctx.fill();
  ctx.fillStyle = '#fff6d8';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(name, px + s / 2, py + s - h / 2 - s * 0.03 + 0.5, s * 0.95);
}

/** Everything Benelux draws under the tiles: waves, large cities, islands and their stacks,
 * and the face-down chips. */
export function drawUnder(ctx, view, g, { tile }) {
  const map = view.map;
  for (const q of map.squares.filter((q) => q.kind === 'wave')) drawWave(ctx, ...g.at(q.x, q.y), g.s);
  for (const gr of groups(map, 'large-city')) drawLargeCity(ctx, gr, g);
  for (const gr of groups(map, 'island')) drawIsland(ctx, gr, g);
  const b = view.benelux;
  if (!b) return;
  for (const isl of b.islands) {
    for (const st of isl.stacks) drawStack(ctx, st, st.top ? tile(st.top) : null, CHIP_COLOURS[isl.colour], g);
  }
  for (const c of b.chips) drawChip(ctx, c, g);
}

/** What Benelux draws over the tiles: the large cities' and the start squares' names. */
export function drawOver(ctx, view, g, { words }) {
  for (const gr of groups(view.map, 'large-city')) drawCityName(ctx, gr, words.places[gr.of] || gr.of, g);
  const used = new Set(view.board.map((t) => `${t.x},${t.y}`));
  for (const q of view.map.squares.filter((q) => q.kind === 'start')) {
    drawStartName(ctx, q, words.places[q.of] || q.of, used.has(`${q.x},${q.y}`), g);
  }
}
