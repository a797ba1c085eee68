import * as React from 'react';
import { readStored, writeStored, type StorageArea } from './browserStorage';

type Listener = () => void;

/** `storage` events only reach other tabs; changes made in this tab are announced here. */
const sameTabListeners = new Map<string, Set<Listener>>();

function announce(key: string): void {
  sameTabListeners.get(key)?.forEach((listener) => listener());
}

function subscribe(key: string, listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  let listeners = sameTabListeners.get(key);
  if (!listeners) {
    listeners = new Set();
    sameTabListeners.set(key, listeners);
  }
  listeners.add(listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    listeners.delete(listener);
    if (listeners.size === 0) sameTabListeners.delete(key);
  };
}

const serverSnapshot = () => null;

export type StoredStateSetter = (value: string | null | ((previous: string | null) => string | null)) => void;

/**
 * A string kept in browser storage, shared by every component using the same key and followed across
 * tabs. The server render and hydration see null, then the stored value. Storage that is missing, blocked
 * or full never throws: the value then lives in memory for this page view. The raw string is untrusted;
 * callers validate it before use.
 */
export function useStoredState(
  key: string,
  area: StorageArea = 'localStorage',
): [string | null, StoredStateSetter] {
  const subscribeKey = React.useCallback((listener: Listener) => subscribe(key, listener), [key]);
  const getSnapshot = React.useCallback(() => readStored(key, area), [key, area]);
  const value = React.useSyncExternalStore(subscribeKey, getSnapshot, serverSnapshot);
  const setValue = React.useCallback<StoredStateSetter>(
    (next) => {
      const resolved = typeof next === 'function' ? next(readStored(key, area)) : next;
      writeStored(key, resolved, area);
      announce(key);
    },
    [key, area],
  );
  return [value, setValue];
}
