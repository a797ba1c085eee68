/**
 * False until the browser is idle after the component mounted: for parts that hydration does not need
 * (a demo's toolbar), so their code starts loading once the page is interactive rather than with it.
 * Browsers without `requestIdleCallback` get a short timeout instead.
 */
import * as React from 'react';

/** The longest wait for an idle moment. */
export const IDLE_TIMEOUT_MS = 1000;

export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = React.useState(false);
  React.useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 50);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}
