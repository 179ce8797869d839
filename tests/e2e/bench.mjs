// The app for a benchmark script (measure-*.mjs; not tests): tauri-driver on a free port (or
// E2E_PORT) with a data folder of its own, the app started and ready at WIN (1280x800).

import { startDriver, Session, freePort } from './webdriver.mjs';

/** Start `application` with `data` as its data folder; `{ s, stop() }` (stop: the session and
 * the driver). Unlike the tests, the app renders as it chooses (or as this process's own
 * WEBKIT_DISABLE_DMABUF_RENDERER says): a benchmark measures what players get. */
export async function benchApp(application, data) {
  const renderer = { WEBKIT_DISABLE_DMABUF_RENDERER: process.env.WEBKIT_DISABLE_DMABUF_RENDERER };
  const driver = await startDriver(Number(process.env.E2E_PORT || 0) || (await freePort()), { XDG_DATA_HOME: data, ...renderer });
  let s = null;
  const stop = async () => {
    if (s) await s.quit();
    await driver.stop();
  };
  try {
    s = await Session.start(driver.port, application);
    await s.waitFind('body[data-ready="1"]', 30000);
    const [w, h] = (process.env.WIN || '1280x800').split('x').map(Number);
    await s.setWindow(w, h);
  } catch (e) {
    await stop();
    throw e;
  }
  return { s, stop };
}
