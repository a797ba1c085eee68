/**
 * One search as the dialog runs it: the Pagefind queries the scope needs, the product-first merge on a
 * product page, then the result data of the top pages only (each page's data is a separate small fetch).
 */
import type { PagefindApi, PagefindSearchHit } from './pagefindClient';
import { toResultGroup, type SearchResultGroup } from './pagefindResults';
import { productFirst, rankForQuery, type SearchScope } from './ranking';
import { PRODUCT_FILTER_KEY } from './searchFacets';
import { currentVersionFirst, versionFilters, type VersionScope } from './versionScope';

/** Pages shown for one query; each needs its own fragment download. */
export const MAX_RESULT_PAGES = 8;

/**
 * How many of Pagefind's best hits are read before ranking: the guide page named like the query, or a page
 * holding a row named exactly like it (an API page, for a prop), may sit below Pagefind's first pages once
 * many pages mention the word, and it must still come first (`rankForQuery`).
 */
export const CANDIDATE_PAGES = MAX_RESULT_PAGES * 4;

export interface SearchOutcome {
  groups: SearchResultGroup[];
  /** Matches regardless of the product filter: 0 means the docs have nothing for this query. */
  unfilteredCount: number;
}

export interface RunSearchOptions {
  /** Pages shown (default MAX_RESULT_PAGES). */
  limit?: number;
  /** The docs versions searched (src/search/versionScope.ts); without one, every page of the index. */
  versions?: VersionScope;
}

/**
 * Runs the search; resolves to null when Pagefind reports the call as superseded. Every Pagefind query of
 * the search carries the version filter, so the product-first merge and the ranking see one version's pages
 * (or all versions', the current version's then moved first).
 */
export async function runSearch(
  api: PagefindApi,
  query: string,
  scope: SearchScope,
  { limit = MAX_RESULT_PAGES, versions }: RunSearchOptions = {},
): Promise<SearchOutcome | null> {
  const versionFilter = versionFilters(versions);
  const unfilteredOptions = Object.keys(versionFilter).length > 0 ? { filters: versionFilter } : undefined;
  const productFilter = (product: string) => ({
    filters: { ...versionFilter, [PRODUCT_FILTER_KEY]: product },
  });
  const candidates = Math.max(limit, CANDIDATE_PAGES);
  let hits: PagefindSearchHit[];
  let unfilteredCount: number;
  if (scope.kind === 'only') {
    const response = await api.search(query, productFilter(scope.product));
    if (!response) return null;
    hits = response.results.slice(0, candidates);
    unfilteredCount = response.unfilteredResultCount;
  } else if (scope.kind === 'preferred') {
    const [inProduct, everywhere] = await Promise.all([
      api.search(query, productFilter(scope.product)),
      api.search(query, unfilteredOptions),
    ]);
    if (!inProduct || !everywhere) return null;
    // The product's hits first, as before, and the best hits of all products read too: the page about the
    // query may belong to another product (the Charts "Pie" page for `pie` typed on a Data Grid page).
    const preferred = productFirst(inProduct.results, everywhere.results, candidates);
    const half = Math.ceil(candidates / 2);
    hits = productFirst(preferred, everywhere.results.slice(0, half), candidates + half);
    unfilteredCount = everywhere.results.length;
  } else {
    const response = await api.search(query, unfilteredOptions);
    if (!response) return null;
    hits = response.results.slice(0, candidates);
    unfilteredCount = response.results.length;
  }
  const data = await Promise.all(hits.map((hit) => hit.data()));
  const groups = data
    .map((item) => toResultGroup(item))
    .filter((group): group is SearchResultGroup => group !== null);
  return {
    groups: currentVersionFirst(rankForQuery(groups, query), versions, limit),
    unfilteredCount,
  };
}
