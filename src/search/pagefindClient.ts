/**
 * Loads the Pagefind runtime that the search-index plugin writes to `<baseUrl>pagefind/`. It is fetched
 * only when the reader first opens search, with a native dynamic import the bundler must leave alone.
 */
import type { PagefindResultData } from './pagefindResults';

export interface PagefindSearchHit {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  results: PagefindSearchHit[];
  unfilteredResultCount: number;
}

export interface PagefindSearchOptions {
  filters?: Record<string, string>;
}

/** The part of the Pagefind 1.x browser API the dialog uses. */
export interface PagefindApi {
  options: (options: { baseUrl?: string; excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string, options?: PagefindSearchOptions) => Promise<void>;
  search: (term: string, options?: PagefindSearchOptions) => Promise<PagefindSearchResponse | null>;
}

export function pagefindScriptUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/?$/, '/')}pagefind/pagefind.js`;
}

let loading: Promise<PagefindApi> | null = null;

function isPagefindApi(module: unknown): module is PagefindApi {
  const candidate = module as Partial<PagefindApi> | null;
  return !!candidate && typeof candidate.search === 'function' && typeof candidate.options === 'function';
}

/** Loads and initialises Pagefind once; a failed load is forgotten so a later attempt can retry. */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  if (!loading) {
    const scriptUrl = pagefindScriptUrl(baseUrl);
    loading = import(/* webpackIgnore: true */ scriptUrl)
      .then(async (module: unknown) => {
        if (!isPagefindApi(module)) throw new Error(`${scriptUrl} is not the Pagefind runtime`);
        // Results come back as paths relative to the indexed folder; the site lives under baseUrl.
        await module.options({ baseUrl, excerptLength: 24 });
        await module.init();
        return module;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
  }
  return loading;
}
