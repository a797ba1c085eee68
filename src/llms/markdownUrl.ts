/**
 * Where the Markdown version of a page lives: the page URL without its trailing slash, plus `.md`.
 *   /x/react-data-grid/sorting/  →  /x/react-data-grid/sorting.md
 *   /x/react-data-grid/          →  /x/react-data-grid.md
 *   /x/ (the site root)          →  /x/index.md
 * The file sits next to the page's folder in the build output, so any static host serves it.
 */

/** Markdown URL of a page URL (both absolute paths under `baseUrl`). */
export function markdownUrlOf(pageUrl: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const withoutHash = pageUrl.split('#')[0].split('?')[0];
  const relative = withoutHash.startsWith(base)
    ? withoutHash.slice(base.length)
    : withoutHash.replace(/^\/+/, '');
  const trimmed = relative.replace(/\/+$/, '');
  return `${base}${trimmed === '' ? 'index' : trimmed}.md`;
}

/** Output file of a page's Markdown, relative to the build folder (`react-data-grid/sorting.md`). */
export function markdownFileOf(pageUrl: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return markdownUrlOf(pageUrl, base).slice(base.length);
}
