/**
 * The two facets every indexed page carries: its product (a Pagefind filter) and its section (metadata).
 * Both are derived from the page path, so the build and the dialog always agree.
 */
import { PRODUCTS, productOfPath } from '../products';

export const GENERAL_PRODUCT_NAME = 'General';

/** Filter values, in the order the dialog shows them. */
export const SEARCH_PRODUCT_NAMES: readonly string[] = [
  ...PRODUCTS.map((product) => product.name),
  GENERAL_PRODUCT_NAME,
];

export type SearchSection = 'guide' | 'API';

/** The Pagefind filter key holding the product name, and the metadata key holding the section. */
export const PRODUCT_FILTER_KEY = 'product';
export const SECTION_META_KEY = 'section';

export function searchProductName(sitePath: string): string {
  return productOfPath(sitePath)?.name ?? GENERAL_PRODUCT_NAME;
}

/** API reference pages live under `/api/`; everything else is a guide. */
export function searchSection(sitePath: string): SearchSection {
  return /^\/api(\/|$)/.test(sitePath) ? 'API' : 'guide';
}

export function isSearchProductName(value: unknown): value is string {
  return typeof value === 'string' && SEARCH_PRODUCT_NAMES.includes(value);
}
