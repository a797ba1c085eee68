/**
 * False until the browser is idle after the component mounted: for parts that hydration does not need
 * (a demo's toolbar), so their code starts loading once the page is interactive rather than with it.
 */
import * as React from 'react';
import { whenIdle } from '@site/src/browser/idle';

export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = React.useState(false);
  React.useEffect(() => whenIdle(window, () => setIdle(true)), []);
  return idle;
}
