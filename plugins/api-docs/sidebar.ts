/**
 * The "API reference" group of each product's sidebar, built from the same extracted model as the
 * pages: Index, then a "Components" subheader, then an "Interfaces" subheader when the product has
 * interface pages. Paid components carry their plan, unstable ones the "Preview" chip.
 */
import type { ApiModel, ApiProductSegment } from '../../src/api/types';
import type { PageTreeNode } from '../../src/pageTree/types';
import { apiIndexPath, apiPagePath } from '../../src/api/names';
import { loadApiModel } from './model';

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

/** For src/data/pages.ts: the product's API group, from the cached model (extracted on first use). */
export function apiReferenceNodes(product: ApiProductSegment): PageTreeNode[] {
  return [apiReferenceGroup(loadApiModel().model, product)];
}
