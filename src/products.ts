/** The four documented products and where their pages live (paths relative to the site root /x/). */
export type ProductId = 'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view';

export interface Product {
  id: ProductId;
  name: string;
  /** Guides root, e.g. `/react-data-grid/`. */
  basePath: string;
  /** API reference root, e.g. `/api/data-grid/`. */
  apiPath: string;
  description: string;
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'x-data-grid',
    name: 'Data Grid',
    basePath: '/react-data-grid/',
    apiPath: '/api/data-grid/',
    description: 'Fast, feature-rich tables for large data sets.',
  },
  {
    id: 'x-date-pickers',
    name: 'Date and Time Pickers',
    basePath: '/react-date-pickers/',
    apiPath: '/api/date-pickers/',
    description: 'Date, time and range inputs with calendars and clocks.',
  },
  {
    id: 'x-charts',
    name: 'Charts',
    basePath: '/react-charts/',
    apiPath: '/api/charts/',
    description: 'Bar, line, pie, scatter and more, drawn in SVG.',
  },
  {
    id: 'x-tree-view',
    name: 'Tree View',
    basePath: '/react-tree-view/',
    apiPath: '/api/tree-view/',
    description: 'Hierarchical lists with selection, expansion and editing.',
  },
];

/** The product a site-relative path belongs to (guides or API), or null for general pages. */
export function productOfPath(sitePath: string): Product | null {
  const path = sitePath.endsWith('/') ? sitePath : `${sitePath}/`;
  return (
    PRODUCTS.find((product) => path.startsWith(product.basePath) || path.startsWith(product.apiPath)) ?? null
  );
}
