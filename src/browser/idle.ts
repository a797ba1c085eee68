/**
 * Runs work once the browser is idle, so it does not compete with loading and hydrating the page.
 * Browsers without `requestIdleCallback` get a short timeout instead. Returns a function that cancels.
 */

/** The longest wait for an idle moment. */
export const IDLE_TIMEOUT_MS = 1000;

/** Used where `requestIdleCallback` is missing. */
export const IDLE_FALLBACK_MS = 50;

export function whenIdle(win: Window, callback: () => void, timeout: number = IDLE_TIMEOUT_MS): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(() => callback(), { timeout });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(callback, IDLE_FALLBACK_MS);
  return () => win.clearTimeout(handle);
}
