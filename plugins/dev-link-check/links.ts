/**
 * Absolute links of a page that lead to no page of the site (pure; see `remark.ts`). A link is checked when it
 * is a path (`/react-data-grid/sorting/`, `/x/react-data-grid/sorting/#anchor`), in Markdown (`[t](/…)`, link
 * definitions) or as a string `href`/`to` of a JSX element; external URLs, relative links and files (a path
 * whose last segment has an extension) are not.
 */
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { editDistance } from '../shared/editDistance';

export interface BrokenLink {
  url: string;
  line: number | undefined;
  column: number | undefined;
}

/** `/x/react-data-grid/sorting/#a` with base `/x/` → `/x/react-data-grid/sorting`; undefined when not checked. */
export function routeOf(url: string, baseUrl: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const pathname = url.split(/[?#]/)[0];
  if (/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '')) return undefined;
  const base = baseUrl.replace(/\/$/, '');
  const withBase = pathname === base || pathname.startsWith(`${base}/`) ? pathname : `${base}${pathname}`;
  return withBase.replace(/\/+$/, '') || '/';
}

/** Normalises a route the way `routeOf` does (no trailing slash). */
export function normaliseRoute(permalink: string): string {
  return permalink.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
}

function jsxUrl(node: RootContent): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
  const attr = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && (a.name === 'href' || a.name === 'to'),
  );
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

export function brokenLinks(tree: Root, routes: ReadonlySet<string>, baseUrl: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const check = (url: string | undefined, node: RootContent) => {
    if (url === undefined) return;
    const route = routeOf(url, baseUrl);
    if (route !== undefined && !routes.has(route))
      broken.push({ url, line: node.position?.start.line, column: node.position?.start.column });
  };
  const walk = (parent: Root | Parent) => {
    for (const child of parent.children as RootContent[]) {
      if (child.type === 'link' || child.type === 'definition') check(child.url, child);
      else check(jsxUrl(child), child);
      if ('children' in child && Array.isArray(child.children)) walk(child as Parent);
    }
  };
  walk(tree);
  return broken;
}

/** The known route closest to a broken one (edit distance, within a third of its length), for "Did you mean". */
export function closestRoute(route: string, routes: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of routes) {
    const score = editDistance(route, candidate);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  const last = route.slice(route.lastIndexOf('/') + 1);
  return best !== undefined && bestScore <= Math.max(2, Math.floor(last.length / 3)) ? best : undefined;
}
