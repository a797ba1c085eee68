/**
 * The last few searches, kept in localStorage so the dialog can offer them again. The stored value is
 * untrusted (another script, an older format, a hand edit), so reading validates it and falls back to an
 * empty list.
 */

export const RECENT_SEARCHES_STORAGE_KEY = 'searchRecentQueries';
export const MAX_RECENT_SEARCHES = 5;
/** Longer strings are not queries a reader typed; they are dropped rather than truncated. */
export const MAX_QUERY_LENGTH = 100;

export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

function isStorableQuery(value: unknown): value is string {
  return typeof value === 'string' && normalizeQuery(value).length > 0 && value.length <= MAX_QUERY_LENGTH;
}

/** Parses the stored JSON; anything but an array of short strings yields []. Duplicates are removed. */
export function parseRecentSearches(raw: string | null | undefined): string[] {
  if (typeof raw !== 'string' || raw.length === 0) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const result: string[] = [];
  for (const entry of parsed) {
    if (!isStorableQuery(entry)) continue;
    const query = normalizeQuery(entry);
    if (!result.some((existing) => existing.toLowerCase() === query.toLowerCase())) result.push(query);
    if (result.length === MAX_RECENT_SEARCHES) break;
  }
  return result;
}

/** Puts a query first, removing an earlier copy (case-insensitive) and keeping at most MAX_RECENT_SEARCHES. */
export function addRecentSearch(recent: readonly string[], query: string): string[] {
  const normalized = normalizeQuery(query);
  if (!isStorableQuery(normalized)) return [...recent];
  const rest = recent.filter((entry) => entry.toLowerCase() !== normalized.toLowerCase());
  return [normalized, ...rest].slice(0, MAX_RECENT_SEARCHES);
}

export function serializeRecentSearches(recent: readonly string[]): string {
  return JSON.stringify(recent.slice(0, MAX_RECENT_SEARCHES));
}
