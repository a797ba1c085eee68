/**
 * The "API reference" group of each product's sidebar, built from the same extracted model as the
 * pages: Index, then a "Components" subheader, then an "Interfaces" subheader when the product has
 * interface pages. Paid components carry their plan, unstable ones the "Preview" chip.
 *
 * The page tree (src/data/pages.ts) lists the guide pages only. The groups are a pure function of the
 * model, and nothing writes them to a file: whoever needs them (sidebars.ts, plugins/page-tree,
 * plugins/llms-export) calls `loadApiSidebarGroups`, which reads the cached model (model.ts; TypeScript is
 * loaded only when the cache misses), and `withApiReference` appends each group to its product's node.
 * The one file written from them is each product's client copy, made from the docs plugin's own sidebar
 * items by plugins/version-metadata (apiSidebar.ts). maintainers/api-reference.md.
 */
import type { ApiModel, ApiProductSegment } from '../../src/api/types';
import { API_PRODUCT_SEGMENTS } from '../../src/api/types';
import type { PageTreeNode } from '../../src/pageTree/types';
import { apiIndexPath, apiPagePath } from '../../src/api/names';
import { loadApiModel } from './model';

export type ApiSidebarGroups = Record<ApiProductSegment, PageTreeNode>;

/** Tree pathnames of pages have no trailing slash (`/api/data-grid/data-grid` → doc `api/data-grid/data-grid`). */
function pagePathname(product: ApiProductSegment, slug: string): string {
  return apiPagePath(product, slug).replace(/\/$/, '');
}

export function apiReferenceGroup(model: ApiModel, product: ApiProductSegment): PageTreeNode {
  const components = model.components.filter((component) => component.product === product);
  const interfaces = model.interfaces.filter((entry) => entry.product === product);
  // `route`: API pages are routes of the api-docs plugin, not docs (index.ts), so the sidebar links to them.
  const children: PageTreeNode[] = [{ pathname: apiIndexPath(product), title: 'Index', route: true }];
  if (components.length > 0) {
    children.push({
      pathname: `/api/${product}/components-group`,
      subheader: 'Components',
      children: components.map((component) => ({
        pathname: pagePathname(product, component.slug),
        title: component.name,
        route: true,
        ...(component.plan ? { plan: component.plan } : {}),
        ...(component.unstable ? { unstable: true } : {}),
      })),
    });
  }
  if (interfaces.length > 0) {
    children.push({
      pathname: `/api/${product}/interfaces-group`,
      subheader: 'Interfaces',
      children: interfaces.map((entry) => ({
        pathname: pagePathname(product, entry.slug),
        title: entry.name,
        route: true,
      })),
    });
  }
  return { pathname: `/api/${product}-group`, title: 'API reference', children };
}

export function apiSidebarGroups(model: ApiModel): ApiSidebarGroups {
  return Object.fromEntries(
    API_PRODUCT_SEGMENTS.map((product) => [product, apiReferenceGroup(model, product)]),
  ) as ApiSidebarGroups;
}

/** The product's node in the page tree: `/react-data-grid-group` for `data-grid`. */
export function productNodePathname(product: ApiProductSegment): string {
  return `/react-${product}-group`;
}

/** The tree with each product's API group appended to the children of the product's node. */
export function withApiReference(tree: readonly PageTreeNode[], groups: ApiSidebarGroups): PageTreeNode[] {
  const placed = new Set<ApiProductSegment>();
  const result = tree.map((node) => {
    const product = API_PRODUCT_SEGMENTS.find((segment) => productNodePathname(segment) === node.pathname);
    if (!product) return node;
    placed.add(product);
    return { ...node, children: [...(node.children ?? []), groups[product]] };
  });
  const missing = API_PRODUCT_SEGMENTS.filter((product) => !placed.has(product));
  if (missing.length > 0) {
    throw new Error(
      `api-docs: the page tree has no node for ${missing.map(productNodePathname).join(', ')} to hold the API reference`,
    );
  }
  return result;
}

/** The groups of the installed packages, from the cached model (`siteDir` defaults to this site). */
export function loadApiSidebarGroups(siteDir?: string): ApiSidebarGroups {
  return apiSidebarGroups(loadApiModel(siteDir ? { siteDir } : {}).model);
}
