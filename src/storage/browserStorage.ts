/**
 * Every read and write of localStorage and sessionStorage goes through here. Browsers that block site
 * data throw from the `window.localStorage` getter itself (SecurityError), sandboxed frames have no
 * storage, full storage throws QuotaExceededError, and a privacy extension may replace the methods with
 * ones that throw. None of that may break a page, so these functions never throw: a read that fails is
 * "nothing stored", a write that fails is remembered for this page view only (see the README, "Stored
 * preferences").
 */

export type StorageArea = 'localStorage' | 'sessionStorage';

/**
 * Values whose write failed, so a choice still holds until the reader leaves the page. A key is dropped
 * from here as soon as a write to real storage succeeds again.
 */
const memory: Record<StorageArea, Map<string, string | null>> = {
  localStorage: new Map(),
  sessionStorage: new Map(),
};

/** The storage object, or null when there is none or touching it throws. Never throws. */
export function getStorage(area: StorageArea = 'localStorage'): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    const storage = window[area];
    return storage && typeof storage.getItem === 'function' ? storage : null;
  } catch {
    return null;
  }
}

/** The stored string, or null when nothing usable is stored or storage is unavailable. Never throws. */
export function readStored(key: string, area: StorageArea = 'localStorage'): string | null {
  const remembered = memory[area];
  if (remembered.has(key)) return remembered.get(key) ?? null;
  const storage = getStorage(area);
  if (!storage) return null;
  try {
    const value = storage.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Stores `value` under `key` (null removes it). Returns true when storage took it; otherwise the value is
 * kept in memory for this page view and false is returned. Never throws.
 */
export function writeStored(key: string, value: string | null, area: StorageArea = 'localStorage'): boolean {
  const storage = getStorage(area);
  try {
    if (!storage) throw new Error('no storage');
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    // A storage replaced by an extension may accept writes and answer reads with something else.
    if (storage.getItem(key) !== value) throw new Error('storage did not keep the value');
    memory[area].delete(key);
    return true;
  } catch {
    memory[area].set(key, value);
    return false;
  }
}

/** Forgets every value kept in memory (tests). */
export function resetStorageMemory(): void {
  memory.localStorage.clear();
  memory.sessionStorage.clear();
}
