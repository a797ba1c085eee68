/**
 * A page with tabs (demos, component API, hook API) shows each tab at its own URL: `/react-x/components-api/`.
 * The tab is not a page of the tree, so it is dropped before a path is matched to a tree node (active
 * sidebar item, breadcrumbs, title lookup). The demos tab is the page itself and has no segment.
 */
export const DOCS_TABS: readonly string[] = ['components-api', 'hooks-api'];

/** `/react-charts/components-api/` → `/react-charts/`; other paths are returned unchanged. */
export function stripDocsTab(pathname: string): string {
  const match = /^(.*?\/)([^/?#]+)(\/?)([?#].*)?$/.exec(pathname);
  if (!match || !DOCS_TABS.includes(match[2]) || match[1] === '/') return pathname;
  const trailingSlash = match[3];
  const base = trailingSlash ? match[1] : match[1].replace(/\/$/, '') || '/';
  return `${base}${match[4] ?? ''}`;
}
