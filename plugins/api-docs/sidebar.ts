/**
 * The "API reference" group of each product's sidebar, built from the same extracted model as the
 * pages: Index, then a "Components" subheader, then an "Interfaces" subheader when the product has
 * interface pages. Paid components carry their plan, unstable ones the "Preview" chip.
 *
 * The page tree (src/data/pages.ts) lists the guide pages only. The plugin writes the groups to a small
 * JSON file while it generates the pages (`writeApiSidebarGroups`), and sidebars.ts appends each group to
 * its product's node (`withApiReference`), so reading the sidebars never loads the model or TypeScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiModel, ApiProductSegment } from '../../src/api/types';
import { API_PRODUCT_SEGMENTS } from '../../src/api/types';
import type { PageTreeNode } from '../../src/pageTree/types';
import { apiIndexPath, apiPagePath } from '../../src/api/names';

export type ApiSidebarGroups = Record<ApiProductSegment, PageTreeNode>;

/** Where the groups are written, inside Docusaurus' generated-files folder (`.docusaurus`). */
export const API_SIDEBAR_FILE = path.join('api-docs', 'sidebar-groups.json');

/** Tree pathnames of pages have no trailing slash (`/api/data-grid/data-grid` → doc `api/data-grid/data-grid`). */
function pagePathname(product: ApiProductSegment, slug: string): string {
  return apiPagePath(product, slug).replace(/\/$/, '');
}

export function apiReferenceGroup(model: ApiModel, product: ApiProductSegment): PageTreeNode {
  const components = model.components.filter((component) => component.product === product);
  const interfaces = model.interfaces.filter((entry) => entry.product === product);
  const children: PageTreeNode[] = [{ pathname: apiIndexPath(product), title: 'Index' }];
  if (components.length > 0) {
    children.push({
      pathname: `/api/${product}/components-group`,
      subheader: 'Components',
      children: components.map((component) => ({
        pathname: pagePathname(product, component.slug),
        title: component.name,
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

export function writeApiSidebarGroups(generatedFilesDir: string, groups: ApiSidebarGroups): void {
  const file = path.join(generatedFilesDir, API_SIDEBAR_FILE);
  const content = `${JSON.stringify(groups)}\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Unchanged content is not rewritten, so the docs plugin's watcher is not woken for nothing.
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content) fs.writeFileSync(file, content);
}

export function readApiSidebarGroups(generatedFilesDir: string): ApiSidebarGroups {
  const file = path.join(generatedFilesDir, API_SIDEBAR_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`api-docs: ${file} is missing; the api-docs plugin writes it when Docusaurus starts.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ApiSidebarGroups;
}
