// Dev-only: draw every Hunters & Gatherers tile kind onto one PNG sheet, to look at the art
// without the app. Needs @napi-rs/canvas installed outside the repo (it is not a dependency):
//   mkdir -p /tmp/sheet && cd /tmp/sheet && npm init -y && npm i @napi-rs/canvas
//   node tests/ui/render-sheet.mjs [out.png] [tile size] [catalog.json]
// CANVAS_MODULE points at another install of the package; TILES=HG00,HB01 draws only those,
// COLS sets the columns, FIGS=1 adds figures.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { drawTile } from '../../ui/tiles.js';
import hunters from '../../ui/modes/hunters.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { createCanvas } = require(process.env.CANVAS_MODULE || '/tmp/sheet/node_modules/@napi-rs/canvas');
const [out = '/tmp/hunters-sheet.png', size = '100', catalog = path.join(here, 'hunters-catalog.json')] = process.argv.slice(2);
const s = Number(size);
const only = process.env.TILES ? process.env.TILES.split(',') : null;
const tiles = JSON.parse(fs.readFileSync(catalog, 'utf8')).filter((t) => !only || only.includes(t.name));
const cols = Math.min(tiles.length, Number(process.env.COLS || 10));
const pad = Math.max(4, Math.round(s * 0.06));
const label = Math.max(10, Math.round(s * 0.14));
const cw = s + pad;
const ch = s + pad + label;
const canvas = createCanvas(cols * cw + pad, Math.ceil(tiles.length / cols) * ch + pad);
const ctx = canvas.getContext('2d');
ctx.fillStyle = '#2b3a2f';
ctx.fillRect(0, 0, canvas.width, canvas.height);
tiles.forEach((t, i) => {
  const x = pad + (i % cols) * cw;
  const y = pad + Math.floor(i / cols) * ch;
  ctx.fillStyle = '#e9e4d4';
  ctx.font = `${label - 2}px sans-serif`;
  ctx.fillText(t.name + (t.bonus ? ` ${t.bonus}` : ''), x, y + label - 3);
  ctx.save();
  ctx.translate(x, y + label);
  drawTile(ctx, t, s, hunters.paintTile);
  // FIGS=1: a figure on every feature where the board would stand it (red), and a hut on
  // every river (blue), to see that they keep clear of the art and of each other.
  if (process.env.FIGS) {
    t.features.forEach((f, feat) => {
      if (f.kind === 'lake') return;
      // FIGS=discs: the figure step's option discs instead (their size as on the board).
      const put = (kind, colour) => {
        const p = hunters.figureSpot(t, 0, { kind, feature: f.kind, feat });
        if (!p) return;
        if (process.env.FIGS !== 'discs') return hunters.drawFigure(ctx, p[0] * s, p[1] * s, s * 0.15, colour, { kind, feature: f.kind });
        ctx.beginPath();
        ctx.arc(p[0] * s, p[1] * s, Math.max(9, s * 0.11), 0, Math.PI * 2);
        ctx.fillStyle = 'rgba(255,255,255,0.7)';
        ctx.fill();
        ctx.strokeStyle = colour;
        ctx.lineWidth = 2;
        ctx.stroke();
      };
      put('meeple', '#d33');
      if (f.kind === 'river') put('hut', '#36c');
    });
  }
  ctx.restore();
});
// ZOOM=n blows the sheet up n times, pixel for pixel, to look at small tiles closely.
const zoom = Number(process.env.ZOOM || 1);
let sheet = canvas;
if (zoom > 1) {
  sheet = createCanvas(canvas.width * zoom, canvas.height * zoom);
  const z = sheet.getContext('2d');
  z.imageSmoothingEnabled = false;
  z.drawImage(canvas, 0, 0, sheet.width, sheet.height);
}
fs.writeFileSync(out, sheet.toBuffer('image/png'));
console.log(`${out}: ${tiles.length} tiles at ${s} px`);
