/**
 * Ranking helpers for the search dialog. On a product page the reader most likely wants that product, so
 * its results come first, in Pagefind's own order, followed by everything else in relevance order.
 */

export interface RankedHit {
  id: string;
}

/**
 * Merges the hits of a product-filtered search with those of an unfiltered one: the product's hits first,
 * then the remaining unfiltered hits, without duplicates, cut to `limit`.
 */
export function productFirst<T extends RankedHit>(productHits: readonly T[], allHits: readonly T[], limit: number): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const hit of [...productHits, ...allHits]) {
    if (merged.length >= limit) break;
    if (seen.has(hit.id)) continue;
    seen.add(hit.id);
    merged.push(hit);
  }
  return merged;
}

/** What the dialog searches: everything, everything with one product first, or one product only. */
export type SearchScope =
  | { kind: 'all' }
  | { kind: 'preferred'; product: string }
  | { kind: 'only'; product: string };

/** The scope a dialog starts in: a product page prefers its product; other pages search everything. */
export function initialScope(currentProduct: string | null): SearchScope {
  return currentProduct ? { kind: 'preferred', product: currentProduct } : { kind: 'all' };
}
