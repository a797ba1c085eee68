/**
 * Reads the API reference data an API page renders (the JSON the api-docs plugin writes next to each
 * generated page and the page imports) into the shape the Markdown export needs. The data comes from
 * another plugin and may change shape, so every field is checked and unusable entries are skipped; data
 * that is not recognised yields null and the page is exported without it.
 */

import type {
  ApiClass,
  ApiComponent,
  ApiDemoLink,
  ApiIndexEntry,
  ApiLinkMap,
  ApiProp,
  ApiSlot,
} from '../api/types';
import { productOfPath } from '../products';

type ApiPageKind = ApiComponent['kind'] | 'interface';

/** A prop row as the Markdown table prints it: the signature is its function type only. */
export type ApiPropRow = Pick<
  ApiProp,
  'name' | 'type' | 'default' | 'required' | 'deprecated' | 'description'
> & {
  signature?: string;
};

export type ApiClassRow = Pick<ApiClass, 'key' | 'className' | 'description' | 'isGlobal'>;

export type ApiDemo = Pick<ApiDemoLink, 'title' | 'href'>;

export interface ApiMarkdownPage {
  kind: ApiPageKind;
  name: string;
  /** URL segment of the product (`data-grid`, …). */
  product: string;
  /** Site-relative path, e.g. `/api/data-grid/data-grid/`. */
  path: string;
  description: string;
  imports: string[];
  props: ApiPropRow[];
  slots: ApiSlot[];
  classes: ApiClassRow[];
  /** `[[Name]]` references in descriptions → site-relative page paths. */
  links: ApiLinkMap;
  /** Guide pages that demonstrate the component. */
  demos: ApiDemo[];
}

export type ApiIndexMarkdownEntry = Pick<ApiIndexEntry, 'name' | 'href' | 'description'> & {
  kind: ApiPageKind;
};

export interface ApiIndexMarkdownPage {
  product: string;
  productName: string;
  path: string;
  entries: ApiIndexMarkdownEntry[];
}

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

function readSlot(value: unknown): ApiSlot | null {
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

function readDemo(value: unknown): ApiDemo | null {
  if (!isRecord(value)) return null;
  const title = str(value.title);
  const href = str(value.href);
  return title && href && href.startsWith('/') && !href.startsWith('//') ? { title, href } : null;
}

function readLinks(value: unknown): ApiLinkMap {
  const links: ApiLinkMap = {};
  if (!isRecord(value)) return links;
  for (const [name, href] of Object.entries(value)) {
    if (typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) links[name] = href;
  }
  return links;
}

function readPage(value: unknown, kind: ApiPageKind): ApiMarkdownPage | null {
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
    props: list(rows)
      .map(readProp)
      .filter((row): row is ApiPropRow => row !== null),
    slots: list(value.slots)
      .map(readSlot)
      .filter((row): row is ApiSlot => row !== null),
    classes: list(value.classes)
      .map(readClass)
      .filter((row): row is ApiClassRow => row !== null),
    links: readLinks(value.links),
    demos: list(value.demos)
      .map(readDemo)
      .filter((demo): demo is ApiDemo => demo !== null),
  };
}

/** A component or interface page's data (`kind: 'component' | 'interface'`), or null. */
export function readApiPageData(value: unknown): ApiMarkdownPage | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'component') return readPage(value, 'component');
  if (value.kind === 'interface') return readPage(value, 'interface');
  return null;
}

function readIndexEntry(value: unknown, kind: ApiPageKind): ApiIndexMarkdownEntry | null {
  if (!isRecord(value)) return null;
  const name = str(value.name);
  const href = str(value.href);
  if (!name || !href || !href.startsWith('/')) return null;
  return { name, href, description: str(value.description) ?? '', kind };
}

/** A product's API index data (`kind: 'index'`), or null. */
export function readApiIndexData(value: unknown): ApiIndexMarkdownPage | null {
  if (!isRecord(value) || value.kind !== 'index') return null;
  const product = str(value.product);
  if (!product || !SEGMENT.test(product)) return null;
  return {
    product,
    productName: str(value.productName) ?? productOfPath(`/api/${product}/`)?.name ?? product,
    path: `/api/${product}/`,
    entries: [
      ...list(value.components).map((entry) => readIndexEntry(entry, 'component')),
      ...list(value.interfaces).map((entry) => readIndexEntry(entry, 'interface')),
    ].filter((entry): entry is ApiIndexMarkdownEntry => entry !== null),
  };
}
