// The one adapter to the backend: Tauri's invoke and the settings store. Looked up lazily so
// tests can install a mock `window.__TAURI__` before the first call.

function tauri() {
  const t = window.__TAURI__;
  if (!t || !t.core) throw new Error('Tauri IPC is not available');
  return t;
}

/** Call a backend command; rejects with `{ kind, message }` (or a string for bad arguments).
 * `args` may be a `Uint8Array` (the raw body, e.g. a file's bytes); `options`: `{ headers }`. */
export function call(cmd, args = {}, options = undefined) {
  return tauri().core.invoke(cmd, args, options);
}

/** A readable message for any rejection. */
export function errorMessage(e) {
  if (e && typeof e === 'object' && 'message' in e) return e.message;
  return String(e);
}

let storePromise = null;
/** The settings store (`settings.json` in the app data folder). */
export function store() {
  if (!storePromise) {
    storePromise = tauri().store.load('settings.json', { autoSave: 100, defaults: {} });
  }
  return storePromise;
}
