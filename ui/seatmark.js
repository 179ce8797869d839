// Each seat's shape (circle, square, triangle, diamond, star, cross), so that colour is never
// the only thing that tells players apart: the same shape marks a player's score row, seat,
// figures on the board, hover details, end table and score chart. Drawn on a canvas and as a
// small inline SVG (no external file, allowed by the CSP).

const SVG = 'http://www.w3.org/2000/svg';

/** The shape of each seat, in seat order (seat i uses SHAPES[i % 6]). */
export const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'star', 'cross'];

export const shapeOf = (seat) => SHAPES[((seat % SHAPES.length) + SHAPES.length) % SHAPES.length];

/** The shape's outline as points on a unit circle (radius 1 around 0,0), or null for the circle. */
export function shapePoints(shape) {
  const poly = (n, rot, rad = () => 1) =>
    Array.from({ length: n }, (_, i) => {
      const a = rot + (i * 2 * Math.PI) / n;
      return [Math.cos(a) * rad(i), Math.sin(a) * rad(i)];
    });
  switch (shape) {
    case 'square':
      return [[-0.8, -0.8], [0.8, -0.8], [0.8, 0.8], [-0.8, 0.8]];
    case 'triangle':
      return [[0, -1], [0.95, 0.75], [-0.95, 0.75]];
    case 'diamond':
      return poly(4, -Math.PI / 2);
    case 'star':
      return poly(10, -Math.PI / 2, (i) => (i % 2 ? 0.45 : 1.05));
    case 'cross': {
      const a = 0.34;
      const b = 0.95;
      return [[-a, -b], [a, -b], [a, -a], [b, -a], [b, a], [a, a], [a, b], [-a, b], [-a, a], [-b, a], [-b, -a], [-a, -a]];
    }
    default:
      return null;
  }
}

/** Trace seat `seat`'s shape of radius `r` at (x, y) as the context's current path. */
export function traceSeatShape(ctx, x, y, r, seat) {
  const pts = shapePoints(shapeOf(seat));
  ctx.beginPath();
  if (!pts) {
    ctx.arc(x, y, r * 0.9, 0, Math.PI * 2);
    return;
  }
  pts.forEach(([px, py], i) => (i ? ctx.lineTo(x + px * r, y + py * r) : ctx.moveTo(x + px * r, y + py * r)));
  ctx.closePath();
}

/** A seat's badge on a canvas: its shape filled with `fill`, outlined in `stroke`. */
export function drawSeatMark(ctx, x, y, r, seat, fill, stroke = '#111') {
  ctx.save();
  traceSeatShape(ctx, x, y, r, seat);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.28);
  ctx.strokeStyle = stroke;
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.restore();
}

/** A seat's mark for the page: an SVG of its shape in its colour, `size` CSS pixels, hidden
 * from screen readers (the name beside it says who it is). */
export function seatMark(seat, colour, size = 16) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '-1.3 -1.3 2.6 2.6');
  svg.setAttribute('width', size);
  svg.setAttribute('height', size);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'seat-mark');
  svg.dataset.shape = shapeOf(seat);
  const pts = shapePoints(shapeOf(seat));
  const shape = document.createElementNS(SVG, pts ? 'polygon' : 'circle');
  if (pts) shape.setAttribute('points', pts.map(([x, y]) => `${x.toFixed(3)},${y.toFixed(3)}`).join(' '));
  else {
    shape.setAttribute('r', '0.9');
  }
  shape.setAttribute('fill', colour);
  shape.setAttribute('stroke', '#111');
  shape.setAttribute('stroke-width', '0.28');
  shape.setAttribute('stroke-linejoin', 'round');
  svg.append(shape);
  return svg;
}
