// Which screen is shown: one `.screen` section at a time. Screens register what to do when
// they are shown (refresh their content) and when another one is (stop their work). The
// keyboard focus moves into the screen shown (its `[data-autofocus]` element, else its first
// control), so that it is never left on a hidden one.

import { focusScreen } from './a11y.js';

const onShown = new Map();
const onLeft = new Map();

export function whenShown(id, fn) {
  onShown.set(id, fn);
}

export function whenLeft(id, fn) {
  onLeft.set(id, fn);
}

export function show(id) {
  for (const s of document.querySelectorAll('.screen')) s.classList.toggle('hidden', s.id !== id);
  for (const [other, fn] of onLeft) if (other !== id) fn();
  const fn = onShown.get(id);
  if (fn) fn();
  focusScreen(document.getElementById(id));
}

export function isShown(id) {
  const s = document.getElementById(id);
  return !!s && !s.classList.contains('hidden');
}
