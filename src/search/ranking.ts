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
export function productFirst<T extends RankedHit>(
  productHits: readonly T[],
  allHits: readonly T[],
  limit: number,
): T[] {
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
  { kind: 'all' } | { kind: 'preferred'; product: string } | { kind: 'only'; product: string };

/** The scope a dialog starts in: a product page prefers its product; other pages search everything. */
export function initialScope(currentProduct: string | null): SearchScope {
  return currentProduct ? { kind: 'preferred', product: currentProduct } : { kind: 'all' };
}

interface GroupLike {
  title: string;
  product: string;
  sections: readonly { title: string }[];
}

/**
 * A query that is exactly a row name (a prop, slot or class such as `checkboxSelection`) most likely means
 * that row, so pages holding such a row come first: in the order their products first appear (which keeps a
 * product page's preference), then shortest page title first, because a component family's base component
 * (DataGrid before DataGridPro and DataGridPremium) has the shortest name. Other pages keep their order.
 */
export function exactRowsFirst<T extends GroupLike>(groups: readonly T[], query: string): T[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...groups];
  const productOrder = new Map<string, number>();
  groups.forEach((group, index) => {
    if (!productOrder.has(group.product)) productOrder.set(group.product, index);
  });
  const isExact = (group: T) =>
    group.sections.some((section) => section.title.trim().toLowerCase() === wanted);
  const exact = groups
    .map((group, index) => ({ group, index }))
    .filter(({ group }) => isExact(group))
    .sort(
      (a, b) =>
        productOrder.get(a.group.product)! - productOrder.get(b.group.product)! ||
        a.group.title.length - b.group.title.length ||
        a.index - b.index,
    )
    .map(({ group }) => group);
  return [...exact, ...groups.filter((group) => !isExact(group))];
}
