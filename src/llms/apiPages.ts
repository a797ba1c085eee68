/**
 * Reads the API reference data published by the api-docs plugin (its loaded content) into the shape the
 * Markdown export needs. That data is produced by another plugin and may be absent (a build without the
 * API reference) or partial, so every field is checked and unusable entries are skipped.
 */

export interface ApiPropRow {
  name: string;
  type: string;
  default?: string;
  required: boolean;
  deprecated?: string;
  description: string;
  signature?: string;
}

export interface ApiSlotRow {
  name: string;
  default?: string;
  className?: string;
  description: string;
}

export interface ApiClassRow {
  key: string;
  className: string;
  description: string;
  isGlobal: boolean;
}

export interface ApiMarkdownPage {
  kind: 'component' | 'interface';
  name: string;
  /** URL segment of the product (`data-grid`, …). */
  product: string;
  /** Site-relative path, e.g. `/api/data-grid/data-grid/`. */
  path: string;
  description: string;
  imports: string[];
  props: ApiPropRow[];
  slots: ApiSlotRow[];
  classes: ApiClassRow[];
  /** `[[Name]]` references in descriptions → site-relative page paths. */
  links: Record<string, string>;
}

export interface ApiIndexMarkdownPage {
  product: string;
  productName: string;
  path: string;
  entries: { name: string; path: string; description: string; kind: 'component' | 'interface' }[];
}

const API_PRODUCT_NAMES: Record<string, string> = {
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function readProp(value: unknown): ApiPropRow | null {
  if (!isRecord(value) || !str(value.name)) return null;
  const signature = isRecord(value.signature) ? str(value.signature.type) : undefined;
  return {
    name: value.name as string,
    type: str(value.type) ?? '',
    default: str(value.default),
    required: value.required === true,
    deprecated: str(value.deprecated),
    description: str(value.description) ?? '',
    signature,
  };
}

function readSlot(value: unknown): ApiSlotRow | null {
  if (!isRecord(value) || !str(value.name)) return null;
  return {
    name: value.name as string,
    default: str(value.default),
    className: str(value.className),
    description: str(value.description) ?? '',
  };
}

function readClass(value: unknown): ApiClassRow | null {
  if (!isRecord(value) || !str(value.className)) return null;
  return {
    key: str(value.key) ?? '',
    className: value.className as string,
    description: str(value.description) ?? '',
    isGlobal: value.isGlobal === true,
  };
}

function readLinks(value: unknown): Record<string, string> {
  const links: Record<string, string> = {};
  if (!isRecord(value)) return links;
  for (const [name, href] of Object.entries(value)) {
    if (typeof href === 'string' && href.startsWith('/')) links[name] = href;
  }
  return links;
}

function readPage(value: unknown, kind: 'component' | 'interface', sharedLinks: Record<string, string>): ApiMarkdownPage | null {
  if (!isRecord(value)) return null;
  const name = str(value.name);
  const product = str(value.product);
  const slug = str(value.slug);
  if (!name || !product || !slug || !SEGMENT.test(product) || !SEGMENT.test(slug)) return null;
  const rows = kind === 'component' ? value.props : value.properties;
  return {
    kind,
    name,
    product,
    path: `/api/${product}/${slug}/`,
    description: str(value.description) ?? '',
    imports: list(value.imports).filter((line): line is string => typeof line === 'string'),
    props: list(rows).map(readProp).filter((row): row is ApiPropRow => row !== null),
    slots: list(value.slots).map(readSlot).filter((row): row is ApiSlotRow => row !== null),
    classes: list(value.classes).map(readClass).filter((row): row is ApiClassRow => row !== null),
    links: { ...sharedLinks, ...readLinks(value.links) },
  };
}

/**
 * Accepts the api-docs plugin content: an object with `components` and `interfaces` lists (optionally
 * nested under `model`), plus an optional `links` map. Returns [] for anything else.
 */
export function readApiPages(content: unknown): ApiMarkdownPage[] {
  if (!isRecord(content)) return [];
  const source = isRecord(content.model) ? content.model : content;
  const sharedLinks = readLinks(content.links ?? source.links);
  const pages = [
    ...list(source.components).map((entry) => readPage(entry, 'component', sharedLinks)),
    ...list(source.interfaces).map((entry) => readPage(entry, 'interface', sharedLinks)),
  ].filter((page): page is ApiMarkdownPage => page !== null);
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(page.path) && seen.add(page.path));
}

/** The first sentence of a description, as plain as it comes (for one-line summaries). */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(flat);
  return (match ? match[1] : flat).trim();
}

/** One index page per product that has API pages: `/api/<product>/`. */
export function apiIndexPages(pages: readonly ApiMarkdownPage[]): ApiIndexMarkdownPage[] {
  const byProduct = new Map<string, ApiIndexMarkdownPage>();
  for (const page of pages) {
    let index = byProduct.get(page.product);
    if (!index) {
      index = {
        product: page.product,
        productName: API_PRODUCT_NAMES[page.product] ?? page.product,
        path: `/api/${page.product}/`,
        entries: [],
      };
      byProduct.set(page.product, index);
    }
    index.entries.push({ name: page.name, path: page.path, description: firstSentence(page.description), kind: page.kind });
  }
  return [...byProduct.values()];
}
