/**
 * The items of the "API reference" sidebar groups, which the version metadata every page loads leaves out
 * (plugins/version-metadata). An API page registers its product's items when a module of its route is
 * evaluated, before anything renders (plugins/api-docs gives each API route one), so its sidebar and
 * breadcrumbs are complete on the server and in the browser alike; any other page loads a group's items
 * when the reader opens it. maintainers/performance.md, "What keeps pages light".
 */
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';

const groups = new Map<string, PropSidebarItem[]>();

/** Registers a product's items; returns the product, so a page can register in an `export const`. */
export function provideApiSidebarGroup(product: string, items: PropSidebarItem[]): string {
  groups.set(product, items);
  return product;
}

export function apiSidebarGroup(product: string): PropSidebarItem[] | undefined {
  return groups.get(product);
}

/** The product of an API reference group (filled in or not), else null. */
export function apiGroupProduct(item: PropSidebarItem): string | null {
  if (item.type !== 'category') return null;
  const product = (item.customProps as { apiSidebarGroup?: unknown } | undefined)?.apiSidebarGroup;
  return typeof product === 'string' ? product : null;
}

/** The product whose items a group left empty by the version metadata waits for, else null. */
export function lazyApiGroupProduct(item: PropSidebarItem): string | null {
  return item.type === 'category' && item.items.length === 0 ? apiGroupProduct(item) : null;
}

/** The product of an API page (`data-grid` for `/x/api/data-grid/data-grid/`), else null. */
export function apiPageProduct(pathname: string): string | null {
  return /\/api\/([a-z][a-z-]*)\//.exec(pathname)?.[1] ?? null;
}

/** Loads a product's items (their own chunk) and registers them. */
export function loadApiSidebarGroup(product: string): Promise<PropSidebarItem[]> {
  const known = groups.get(product);
  if (known) return Promise.resolve(known);
  return import(`@generated/api-sidebar/${product}.json`).then((module: { default: PropSidebarItem[] }) => {
    groups.set(product, module.default);
    return module.default;
  });
}

/**
 * The items with `product`'s group filled in, when registered; the same array when there is nothing to
 * fill. Only the page's own product: the server renders many pages in one process, where other products'
 * groups may be registered too, and the browser must get the same sidebar the server rendered.
 */
export function withApiSidebarGroups(items: PropSidebarItem[], product: string | null): PropSidebarItem[] {
  if (!product) return items;
  let changed = false;
  const filled = items.map((item): PropSidebarItem => {
    if (item.type !== 'category') return item;
    const registered = lazyApiGroupProduct(item) === product ? groups.get(product) : undefined;
    if (registered) {
      changed = true;
      return { ...item, items: registered };
    }
    const children = withApiSidebarGroups(item.items, product);
    if (children === item.items) return item;
    changed = true;
    return { ...item, items: children };
  });
  return changed ? filled : items;
}
