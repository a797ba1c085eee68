import { pathnameToLanguage } from '../i18n/paths';

/** The blog is its own site; this docs set has no blog. */
export const BLOG_URL = 'https://mui.com/blog/';

/**
 * The onepirate template's two web fonts (headings in Roboto Condensed, text in Work Sans), loaded only on
 * pages whose path contains `onepirate`.
 */
export const ONEPIRATE_FONT_URL =
  'https://fonts.googleapis.com/css?family=Roboto+Condensed:700|Work+Sans:300,400&display=swap';

export const ONEPIRATE_FONTS = {
  heading: "'Roboto Condensed', 'Arial Narrow', sans-serif",
  body: "'Work Sans', system-ui, sans-serif",
} as const;

/** Marks the `<link>` the site adds, so it can be found and removed again. */
export const ONEPIRATE_FONT_ATTRIBUTE = 'data-onepirate-font';

function canonicalPath(fullPath: string): string {
  return pathnameToLanguage(fullPath).canonicalAsServer.replace(/\?.*$/, '');
}

/** Paths under `/x/playground` are bare pages: no navbar, sidebar or ads. */
export function isPlaygroundPath(fullPath: string): boolean {
  return /^\/x\/playground(\/|$)/.test(canonicalPath(fullPath));
}

/** True when the page's path mentions `onepirate` (any segment, any language). */
export function needsOnepirateFont(fullPath: string): boolean {
  return canonicalPath(fullPath).includes('onepirate');
}

/**
 * Where a `/x/blog…` path sends the reader: the same place under the blog's own host, query and hash
 * kept. Null for any other path. The host is fixed, so a crafted path can never lead elsewhere.
 */
export function blogRedirectTarget(fullPath: string): string | null {
  const { canonicalAs } = pathnameToLanguage(fullPath);
  const match = /^\/x\/blog(?=$|[/?#])\/?(.*)$/.exec(canonicalAs);
  if (!match) return null;
  const target = new URL(match[1], BLOG_URL);
  const blog = new URL(BLOG_URL);
  // `match[1]` is relative, but a path such as `/x/blog/..` must still not climb out of the blog.
  if (target.origin !== blog.origin || !target.pathname.startsWith(blog.pathname)) return BLOG_URL;
  return target.href;
}
