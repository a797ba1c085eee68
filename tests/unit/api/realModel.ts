/** The real extracted model (from the disk cache when present) and the page data generated from it. */
import { loadApiModel } from '@site/plugins/api-docs/model';
import { apiPageEntries } from '@site/plugins/api-docs/pages';
import type { ApiComponentPageData, ApiModel } from '@site/src/api/types';

let cached: { model: ApiModel; pages: Map<string, unknown> } | undefined;

export function realApi(): { model: ApiModel; pages: Map<string, unknown> } {
  if (!cached) {
    const { model } = loadApiModel();
    // Keyed `<product>/<slug>.json`, as the pages' data modules are named.
    const pages = new Map<string, unknown>(
      apiPageEntries({ model, demos: new Map() }).map((entry) => [`${entry.file}.json`, entry.data]),
    );
    cached = { model, pages };
  }
  return cached;
}

/** Generated data of a component page, as the page imports it. */
export function componentPage(product: string, slug: string): ApiComponentPageData {
  const page = realApi().pages.get(`${product}/${slug}.json`);
  if (!page) throw new Error(`no generated page ${product}/${slug}`);
  return page as ApiComponentPageData;
}

/** The package a page's component can be imported from at its root (first root import line). */
export function rootPackage(imports: string[]): string {
  const line = imports.find((entry) => /from '@mui\/[^/']+'/.test(entry));
  if (!line) throw new Error(`no root import in ${imports.join(' / ')}`);
  return /from '([^']+)'/.exec(line)![1];
}

/** Extraction takes ~15 s without a cache. */
export const EXTRACTION_TIMEOUT = 180_000;
