import { DEFAULT_LANGUAGE, ENABLED_LANGUAGES, LEGACY_LANGUAGE } from './languages';
import { withLanguagePrefix } from '../versions';

export interface PathLanguage {
  /** The reader's language: the recognised prefix, else English. */
  userLanguage: string;
  /** The path without the language prefix; query and hash are kept. */
  canonicalAs: string;
  /** `canonicalAs` without the `#hash` (what the server sees). */
  canonicalAsServer: string;
  /** The bare pathname: no query, a leading `/api` read as `/api-docs`, no trailing slash except on `/`. */
  canonicalPathname: string;
}

/** Splits `path?query#hash` into its parts; the path gets a leading slash and single slashes. */
function splitPath(input: string): { path: string; query: string; hash: string } {
  const hashIndex = input.indexOf('#');
  const hash = hashIndex === -1 ? '' : input.slice(hashIndex);
  const beforeHash = hashIndex === -1 ? input : input.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const query = queryIndex === -1 ? '' : beforeHash.slice(queryIndex);
  const rawPath = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  // Stray doubled slashes (`/x//react-charts/`) come from hand-written links; they never mean anything.
  const path = `/${rawPath}`.replace(/\/{2,}/g, '/');
  return { path, query, hash };
}

/**
 * Reads the optional two-letter language prefix of a path (`/zh/x/react-charts/`). A prefix counts only
 * when it is an enabled language or `zh`; any other two letters are an ordinary first segment. The match
 * is on the raw path: a percent-encoded segment is never a language code.
 */
export function pathnameToLanguage(pathname: string, languages: readonly string[] = ENABLED_LANGUAGES): PathLanguage {
  const { path, query, hash } = splitPath(pathname);
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(path);
  let userLanguage = DEFAULT_LANGUAGE;
  let canonicalPath = path;
  if (prefix && (languages.includes(prefix[1]) || prefix[1] === LEGACY_LANGUAGE)) {
    userLanguage = prefix[1];
    canonicalPath = path.slice(prefix[0].length) || '/';
  }
  const canonicalAsServer = `${canonicalPath}${query}`;
  const apiMapped = canonicalPath.replace(/^\/api(?=\/|$)/, '/api-docs');
  const canonicalPathname = apiMapped.length > 1 ? apiMapped.replace(/\/+$/, '') || '/' : apiMapped;
  return {
    userLanguage,
    canonicalAs: `${canonicalAsServer}${hash}`,
    canonicalAsServer,
    canonicalPathname,
  };
}

/**
 * Where the language menu sends a reader who picks `language` while on `currentPath` (path, query and hash
 * of the page): the same page with that language's prefix, none for English.
 */
export function languageHref(
  currentPath: string,
  language: string,
  languages: readonly string[] = ENABLED_LANGUAGES,
): string {
  const { canonicalAs } = pathnameToLanguage(currentPath, languages);
  return withLanguagePrefix(canonicalAs, language);
}
