// What the end-to-end tests check of a screen's layout, run inside the webview with
// `s.exec(layoutProblems)` (so it names nothing from outside its own body): controls cut off by
// a box that clips them, sticking out of the window, or overlapping one another. Shared by the
// 200% zoom test (a11y.test.mjs) and the phone and tablet sizes (phone.test.mjs).

/** Controls that are cut off, overlap one another or stick out of the page sideways. */
export function layoutProblems() {
  const W = window.innerWidth;
  const problems = [];
  if (document.documentElement.scrollWidth > W + 1) problems.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${W}px window`);
  // What lies under a modal dialog (inert) is neither seen nor used: it overlaps nothing.
  const shown = (e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.hidden, [inert]');
  const controls = [...document.querySelectorAll('button, input, select, canvas, h1, h2, #status')].filter(shown);
  // What of a control can be seen: its box cut to every scrolling or clipping box around it
  // (a control scrolled out of its panel overlaps nothing).
  const visible = (e) => {
    const b = e.getBoundingClientRect();
    let r = { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
    for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
      const st = getComputedStyle(a);
      if (!/(auto|scroll|hidden|clip)/.test(st.overflowX + st.overflowY)) continue;
      const c = a.getBoundingClientRect();
      r = { left: Math.max(r.left, c.left), top: Math.max(r.top, c.top), right: Math.min(r.right, c.right), bottom: Math.min(r.bottom, c.bottom) };
    }
    return { ...r, width: Math.max(0, r.right - r.left), height: Math.max(0, r.bottom - r.top) };
  };
  const rects = controls.map(visible);
  const name = (e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.getAttribute('aria-label') ? `[${e.getAttribute('aria-label').slice(0, 30)}]` : ''} "${(e.textContent || e.value || '').trim().slice(0, 20)}"`;
  controls.forEach((e, i) => {
    const r = rects[i];
    if (r.width < 1 || r.height < 1) return;
    const f = e.getBoundingClientRect();
    // Cut off: a box that clips (overflow hidden) around it, or the window, with no way to scroll.
    for (let a = e.parentElement; a; a = a.parentElement) {
      const st = getComputedStyle(a);
      const scrolls = /(auto|scroll)/.test(st.overflowY + st.overflowX);
      if (scrolls) break;
      if (/(hidden|clip)/.test(st.overflowX + st.overflowY) && a !== document.body && a !== document.documentElement) {
        const b = a.getBoundingClientRect();
        if (f.right > b.right + 1 || f.bottom > b.bottom + 1 || f.left < b.left - 1 || f.top < b.top - 1) problems.push(`${name(e)} is cut off by its box`);
        break;
      }
    }
    if (f.right > W + 1 || f.left < -1) problems.push(`${name(e)} sticks out of the window (${Math.round(f.left)}–${Math.round(f.right)} of ${W})`);
    for (let j = i + 1; j < controls.length; j++) {
      const q = rects[j];
      if (e.contains(controls[j]) || controls[j].contains(e) || q.width < 1 || q.height < 1) continue;
      const ox = Math.min(r.right, q.right) - Math.max(r.left, q.left);
      const oy = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
      if (ox > 2 && oy > 2) problems.push(`${name(e)} overlaps ${name(controls[j])}`);
    }
  });
  return problems;
}

/** Controls above or below the window with nothing around them that scrolls (so no way to
 * reach them); run inside the webview like `layoutProblems`. */
export function offWindow() {
  const H = window.innerHeight;
  const shown = (e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.hidden');
  const scrolled = (e) => {
    for (let a = e.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(a).overflowY)) return true;
    }
    return false;
  };
  return [...document.querySelectorAll('button, input, select, canvas, h1, h2, #status')]
    .filter(shown)
    .filter((e) => {
      const b = e.getBoundingClientRect();
      return (b.bottom > H + 1 || b.top < -1) && !scrolled(e);
    })
    .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} "${(e.textContent || '').trim().slice(0, 20)}" is out of the ${H}px-tall window and cannot be scrolled to`);
}
