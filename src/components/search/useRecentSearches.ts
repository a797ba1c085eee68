import * as React from 'react';
import { useStoredState } from '@site/src/storage/useStoredState';
import {
  RECENT_SEARCHES_STORAGE_KEY,
  addRecentSearch,
  parseRecentSearches,
  serializeRecentSearches,
} from '@site/src/search/recentSearches';

/** The last few searches, shared across tabs through localStorage and validated on every read. */
export function useRecentSearches(): [string[], (query: string) => void, () => void] {
  const [raw, setRaw] = useStoredState(RECENT_SEARCHES_STORAGE_KEY);
  const recent = React.useMemo(() => parseRecentSearches(raw), [raw]);
  const remember = React.useCallback(
    (query: string) =>
      setRaw((previous) => serializeRecentSearches(addRecentSearch(parseRecentSearches(previous), query))),
    [setRaw],
  );
  const clear = React.useCallback(() => setRaw(null), [setRaw]);
  return [recent, remember, clear];
}
