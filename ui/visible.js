// Waiting while the window is hidden, so that no loop of the UI's runs on when nobody sees it
// (a phone's battery): the AI's steps and the idle warm-up go on when the window shows again.

/** Resolves at once when the window is seen (or there is no page: the unit tests), else when it
 * is shown again. */
export function whenVisible() {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const seen = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', seen);
      resolve();
    };
    document.addEventListener('visibilitychange', seen);
  });
}
