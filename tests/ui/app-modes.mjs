// The modes as the backend's `app_info` lists them (`tests/ui/app-modes.json`, checked against the
// backend by `cargo test -p tessera-app ui_tests_modes`, rewritten with `TESSERA_BLESS=1`): the UI
// keeps no list of a mode's breakdown kinds of its own, so its tests read the backend's.
import fs from 'node:fs';

export const MODES = JSON.parse(fs.readFileSync(new URL('./app-modes.json', import.meta.url), 'utf8'));

/** The feature kinds the backend scores in mode `id`, in the breakdown's order. */
export function breakdownKinds(id) {
  const m = MODES.find((x) => x.id === id);
  if (!m) throw new Error(`no mode ${id} in app-modes.json`);
  return m.breakdown_kinds;
}
