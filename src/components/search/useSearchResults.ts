import * as React from 'react';
import { DEFAULT_DEBOUNCE_MS } from '@site/src/constants';
import type { PagefindApi } from '@site/src/search/pagefindClient';
import type { SearchResultGroup } from '@site/src/search/pagefindResults';
import type { SearchScope } from '@site/src/search/ranking';
import { normalizeQuery } from '@site/src/search/recentSearches';
import { runSearch } from '@site/src/search/runSearch';
import type { VersionScope } from '@site/src/search/versionScope';
import { reportZeroResults } from '@site/src/search/analytics';

export interface SearchResultsState {
  status: 'idle' | 'searching' | 'done' | 'error';
  /** The query the groups answer (may lag behind the input while searching). */
  query: string;
  groups: SearchResultGroup[];
}

const IDLE: SearchResultsState = { status: 'idle', query: '', groups: [] };

/**
 * Runs the search for the typed query. Index chunks for the words are preloaded on every keystroke; the
 * full search (and the page fragments it downloads) waits for the docs' default debounce. Answers for an
 * outdated query are dropped, and a query with no match anywhere is reported once.
 */
export function useSearchResults(
  api: PagefindApi | null,
  rawQuery: string,
  scope: SearchScope,
  versions?: VersionScope,
): SearchResultsState {
  const [state, setState] = React.useState<SearchResultsState>(IDLE);
  const reported = React.useRef(new Set<string>());
  const query = normalizeQuery(rawQuery);
  React.useEffect(() => {
    if (!api || query === '') {
      setState(IDLE);
      return undefined;
    }
    let current = true;
    api.preload(query).catch(() => undefined);
    setState((previous) => ({ ...previous, status: 'searching' }));
    const timer = setTimeout(() => {
      runSearch(api, query, scope, { versions }).then(
        (outcome) => {
          if (!current || !outcome) return;
          setState({ status: 'done', query, groups: outcome.groups });
          if (outcome.unfilteredCount === 0 && !reported.current.has(query)) {
            reported.current.add(query);
            reportZeroResults(query);
          }
        },
        () => current && setState({ status: 'error', query, groups: [] }),
      );
    }, DEFAULT_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, query, scope, versions]);
  return state;
}
