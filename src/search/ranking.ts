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
  /** Absent means a guide page. */
  section?: 'guide' | 'API';
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

/** Letters and digits only, lower case, so "Date Range Picker", "DateRangePicker" and "date-range-picker" meet. */
export function compactName(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/**
 * How a page's title answers a query that names a component or a feature. Guide titles read
 * "Product - Subject" ("Charts - Pie", "Data Grid - Filtering") or just the subject ("Date Range Picker"),
 * API titles "Component API".
 * - `exact`: the subject (or the whole title) is the query: "Charts - Pie" for `pie`, "Data Grid" for `DataGrid`;
 * - `part`: a part before the subject is the query: "Rich Tree View - Items" for `RichTreeView`;
 * - `start`: the subject starts with the query (3 letters at least): "Data Grid - Filtering" for `filter`,
 *   "PieChart API" for `pie`.
 */
export type NameMatch = 'exact' | 'part' | 'start' | null;

export function nameMatch(title: string, section: 'guide' | 'API' | undefined, query: string): NameMatch {
  const wanted = compactName(query);
  if (wanted.length < 2) return null;
  const parts = (section === 'API' ? title.replace(/\s+API\s*$/, '') : title)
    .split(/\s+[-–—]\s+/)
    .map(compactName);
  const subject = parts[parts.length - 1];
  if (subject === wanted || compactName(title) === wanted) return 'exact';
  if (parts.slice(0, -1).includes(wanted)) return 'part';
  if (wanted.length >= 3 && subject.startsWith(wanted)) return 'start';
  return null;
}

/**
 * The order a query that names something wants: its guide page first, then its API page, then the rows
 * (props, slots, classes) named exactly like it, then everything else in the order it came (which already
 * puts a product page's own product first). In detail:
 * 1. guide pages whose subject is the query (several products may have one: "Data Grid - Export",
 *    "Charts - Export");
 * 2. without one, the single best guide page about it (`part`, else `start`: "Data Grid - Filtering");
 * 3. API pages of exactly that name ("DataGrid API");
 * 4. other guide pages whose subject starts with the query;
 * 5. API pages whose name starts with it ("PieChart API" for `pie`);
 * 6. pages with a row named exactly like the query (`exactRowsFirst`);
 * 7. the rest.
 * Within 1 to 3 the products keep the order they first appear in, then the shortest title wins; within
 * 4 and 5 the incoming order is kept. A word that names nothing ("pieces" for a Data Grid reader typing
 * `pie`) therefore never comes before the page that is about the query.
 */
export function rankForQuery<T extends GroupLike>(groups: readonly T[], query: string): T[] {
  if (compactName(query).length < 2) return exactRowsFirst(groups, query);
  const productOrder = new Map<string, number>();
  groups.forEach((group, index) => {
    if (!productOrder.has(group.product)) productOrder.set(group.product, index);
  });
  const entries = groups.map((group, index) => ({
    group,
    index,
    match: nameMatch(group.title, group.section, query),
  }));
  const byProductThenLength = (a: (typeof entries)[number], b: (typeof entries)[number]) =>
    productOrder.get(a.group.product)! - productOrder.get(b.group.product)! ||
    a.group.title.length - b.group.title.length ||
    a.index - b.index;
  const taken = new Set<number>();
  const ordered: T[] = [];
  const take = (list: typeof entries) => {
    for (const entry of list) {
      if (taken.has(entry.index)) continue;
      taken.add(entry.index);
      ordered.push(entry.group);
    }
  };
  const guides = entries.filter((entry) => entry.group.section !== 'API');
  const apis = entries.filter((entry) => entry.group.section === 'API');
  const exactGuides = guides.filter((entry) => entry.match === 'exact').sort(byProductThenLength);
  take(exactGuides);
  if (exactGuides.length === 0) {
    const best =
      guides.find((entry) => entry.match === 'part') ??
      guides.filter((entry) => entry.match === 'start').sort(byProductThenLength)[0];
    if (best) take([best]);
  }
  take(apis.filter((entry) => entry.match === 'exact').sort(byProductThenLength));
  take(guides.filter((entry) => entry.match === 'start'));
  take(apis.filter((entry) => entry.match === 'start'));
  const rest = entries.filter((entry) => !taken.has(entry.index)).map((entry) => entry.group);
  return [...ordered, ...exactRowsFirst(rest, query)];
}
