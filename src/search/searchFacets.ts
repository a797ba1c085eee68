/**
 * The facets every indexed page carries: its product and its docs version (Pagefind filters) and its section
 * (metadata). Product and section are derived from the page's path inside its version, so the build and the
 * dialog always agree; the version is the docs version's name (`current`, or a cut version such as `8.x`).
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
/** The Pagefind filter key holding the docs version's name. */
export const VERSION_FILTER_KEY = 'version';

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

/** A docs version's name as versions.json may hold it (plugins/version-metadata/docsVersions.ts). */
export function isSearchVersionName(value: unknown): value is string {
  return typeof value === 'string' && /^[\w.-]{1,40}$/.test(value);
}
