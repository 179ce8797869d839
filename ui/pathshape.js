// A canvas path without a canvas (pure, so the feature rasters work under node too): the few
// CanvasRenderingContext2D path calls the painters use, recorded as polylines (curves and arcs
// flattened finely enough for a raster of a tile), and the two questions a raster asks of them
// — is a point inside the path (the nonzero rule, as `fill()` and `isPointInPath` decide) and
// is it on the stroke (within half the line width, flat `butt` ends as the painters use).

/** Segments a curve or a whole arc is cut into (a raster cell is about 2 % of the tile). */
const STEPS = 32;

export class PathShape {
  constructor() {
    this.lineWidth = 1;
    this.lineCap = 'butt';
    this.beginPath();
  }

  beginPath() {
    this.subs = [];
  }

  /** Where the pen stands (a curve with no point before it starts at its control point). */
  pen(x, y) {
    if (!this.subs.length) this.moveTo(x, y);
    const { pts } = this.subs[this.subs.length - 1];
    return pts[pts.length - 1];
  }

  moveTo(x, y) {
    this.subs.push({ pts: [[x, y]], closed: false });
  }

  lineTo(x, y) {
    if (!this.subs.length) this.moveTo(x, y);
    this.subs[this.subs.length - 1].pts.push([x, y]);
  }

  closePath() {
    const s = this.subs[this.subs.length - 1];
    if (!s) return;
    s.closed = true;
    this.moveTo(...s.pts[0]);
  }

  quadraticCurveTo(cx, cy, x, y) {
    const [ax, ay] = this.pen(cx, cy);
    for (let i = 1; i <= STEPS; i++) {
      const t = i / STEPS;
      const u = 1 - t;
      this.lineTo(u * u * ax + 2 * u * t * cx + t * t * x, u * u * ay + 2 * u * t * cy + t * t * y);
    }
  }

  bezierCurveTo(c1x, c1y, c2x, c2y, x, y) {
    const [ax, ay] = this.pen(c1x, c1y);
    for (let i = 1; i <= STEPS; i++) {
      const t = i / STEPS;
      const u = 1 - t;
      const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
      this.lineTo(a * ax + b * c1x + c * c2x + d * x, a * ay + b * c1y + c * c2y + d * y);
    }
  }

  ellipse(x, y, rx, ry, rotation, start, end, ccw = false) {
    let sweep = end - start;
    if (!ccw && sweep < 0) sweep = (sweep % (2 * Math.PI)) + 2 * Math.PI;
    if (ccw && sweep > 0) sweep = (sweep % (2 * Math.PI)) - 2 * Math.PI;
    sweep = Math.max(-2 * Math.PI, Math.min(2 * Math.PI, sweep));
    const [cos, sin] = [Math.cos(rotation), Math.sin(rotation)];
    const at = (a) => {
      const [ex, ey] = [rx * Math.cos(a), ry * Math.sin(a)];
      return [x + ex * cos - ey * sin, y + ex * sin + ey * cos];
    };
    // An arc joins the subpath with a line from where it stood to the arc's start.
    if (this.subs.length) this.lineTo(...at(start));
    else this.moveTo(...at(start));
    const n = Math.max(2, Math.ceil((STEPS * Math.abs(sweep)) / Math.PI));
    for (let i = 1; i <= n; i++) this.lineTo(...at(start + (sweep * i) / n));
  }

  arc(x, y, r, start, end, ccw = false) {
    this.ellipse(x, y, r, r, 0, start, end, ccw);
  }

  rect(x, y, w, h) {
    this.moveTo(x, y);
    this.lineTo(x + w, y);
    this.lineTo(x + w, y + h);
    this.lineTo(x, y + h);
    this.closePath();
  }

  /** Inside the path by the nonzero winding rule (every subpath closed for the test). */
  isPointInPath(px, py) {
    let wind = 0;
    for (const { pts } of this.subs) {
      for (let i = 0; i < pts.length; i++) {
        const [ax, ay] = pts[i];
        const [bx, by] = pts[(i + 1) % pts.length];
        const cross = (bx - ax) * (py - ay) - (px - ax) * (by - ay);
        if (ay <= py && by > py && cross > 0) wind++;
        else if (ay > py && by <= py && cross < 0) wind--;
      }
    }
    return wind !== 0;
  }

  /** On the stroke: within half the line width of a segment, an open subpath's ends cut
   * square (`butt`, the canvas's default) or rounded (`round`); joins count as round. */
  isPointInStroke(px, py) {
    const half = this.lineWidth / 2;
    const butt = this.lineCap !== 'round';
    for (const { pts, closed } of this.subs) {
      const segs = pts.length - (closed ? 0 : 1);
      for (let i = 0; i < segs; i++) {
        const [ax, ay] = pts[i];
        const [bx, by] = pts[(i + 1) % pts.length];
        const [dx, dy] = [bx - ax, by - ay];
        const len2 = dx * dx + dy * dy;
        if (!len2) continue;
        const t = ((px - ax) * dx + (py - ay) * dy) / len2;
        if (butt && !closed && ((i === 0 && t < 0) || (i === segs - 1 && t > 1))) continue;
        const c = Math.max(0, Math.min(1, t));
        if (Math.hypot(px - ax - c * dx, py - ay - c * dy) <= half) return true;
      }
    }
    return false;
  }
}
