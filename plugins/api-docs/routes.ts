/**
 * The API pages as routes of the docs plugin's own tree: one page component (src/components/api/ApiDocItem)
 * and a JSON data module per page, placed among a version's doc routes (under its `DocRoot`), so they get
 * the docs layout (sidebar, breadcrumbs, table of contents, version banner) as docs do, without being docs.
 */
import type { RouteConfig } from '@docusaurus/types';
import type { ApiRoutePage } from '../../src/api/types';
import type { ApiPageEntry } from './pages';

/** The page component every API route renders. */
export const API_PAGE_COMPONENT = '@site/src/components/api/ApiDocItem';

export interface ApiVersionRoutes {
  /** The version's URL prefix, as the docs plugin has it (`/x/`, `/x/8.x/`). */
  versionPath: string;
  routes: RouteConfig[];
}

/** The data module of one page: what ApiDocItem receives as `page`. */
export function routePage(entry: ApiPageEntry, versionPath: string, versionName: string): ApiRoutePage {
  return {
    id: `api/${entry.file}`,
    title: entry.title,
    description: entry.description,
    permalink: `${versionPath.replace(/\/?$/, '/')}${entry.path.replace(/^\/+/, '')}`,
    version: versionName,
    data: entry.data,
  };
}

/**
 * A cut version's page whose links (type references, demo pages) stay in that version where it has the
 * target: `/api/data-grid/grid-col-def/` becomes `/8.x/api/data-grid/grid-col-def/` when `hasPage` says the
 * version has it; other links keep pointing at the current version. Site paths, without the base URL.
 */
export function withVersionLinks(
  entry: ApiPageEntry,
  versionSegment: string,
  hasPage: (sitePath: string) => boolean,
): ApiPageEntry {
  const move = (href: string) => {
    const moved = `/${versionSegment}${href}`;
    return hasPage(moved) ? moved : href;
  };
  const { data } = entry;
  if (data.kind === 'index') {
    const entries = (list: typeof data.components) =>
      list.map((item) => ({ ...item, href: move(item.href) }));
    return {
      ...entry,
      data: { ...data, components: entries(data.components), interfaces: entries(data.interfaces) },
    };
  }
  return {
    ...entry,
    data: {
      ...data,
      demos: data.demos.map((demo) => ({ ...demo, href: move(demo.href) })),
      links: Object.fromEntries(Object.entries(data.links).map(([name, href]) => [name, move(href)])),
    },
  } as ApiPageEntry;
}

/** The sidebar (by name) that links to `permalink`, if any: the route tells DocRoot which one to show. */
export function sidebarLinking(sidebars: Record<string, unknown>, permalink: string): string | undefined {
  const links = (items: unknown): boolean =>
    Array.isArray(items) &&
    items.some((item) => {
      if (!item || typeof item !== 'object') return false;
      const { type, href, items: children } = item as { type?: unknown; href?: unknown; items?: unknown };
      return (type === 'link' && href === permalink) || (type === 'category' && links(children));
    });
  return Object.keys(sidebars).find((name) => links(sidebars[name]));
}

/**
 * The docs plugin's route tree with each version's API routes appended to its `DocRoot` route, the parent
 * of its doc routes. Throws when a version with API routes has no such route: the pages would be lost.
 */
export function withApiRoutes(
  route: RouteConfig,
  versions: readonly ApiVersionRoutes[],
  docRootComponent: string,
): RouteConfig {
  // A cut version's path has no trailing slash in the docs plugin (`/x/8.x`), the current one has (`/x/`).
  const key = (path: string) => path.replace(/\/+$/, '');
  const pending = new Map(
    versions.filter((v) => v.routes.length > 0).map((v) => [key(v.versionPath), v.routes]),
  );
  const visit = (node: RouteConfig): RouteConfig => {
    const extra = node.component === docRootComponent ? pending.get(key(node.path)) : undefined;
    if (extra) pending.delete(key(node.path));
    const children = node.routes?.map(visit);
    if (!extra && !children) return node;
    return { ...node, routes: [...(children ?? []), ...(extra ?? [])] };
  };
  const result = visit(route);
  if (pending.size > 0) {
    throw new Error(
      `api-docs: no docs root route for the version path(s) ${[...pending.keys()].join(', ')} to hold the API pages`,
    );
  }
  return result;
}
