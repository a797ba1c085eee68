/**
 * The URL hash as React state, behind the site's one `hashchange` listener: the provider (code variant and
 * styling) and every demo (open the code of `#Name`) read it from here.
 */
import * as React from 'react';

const subscribers = new Set<() => void>();

function notify() {
  for (const subscriber of subscribers) subscriber();
}

function subscribe(subscriber: () => void): () => void {
  if (subscribers.size === 0) window.addEventListener('hashchange', notify);
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0) window.removeEventListener('hashchange', notify);
  };
}

const currentHash = () => window.location.hash;
// The server HTML knows no hash; React re-renders with the real one right after hydration.
const serverHash = () => '';

/** `window.location.hash` (with its `#`), kept current on `hashchange`; '' during server rendering. */
export function useLocationHash(): string {
  return React.useSyncExternalStore(subscribe, currentHash, serverHash);
}
