/**
 * Turns Pagefind result data into the page groups the dialog shows. The data comes from fetched index
 * fragments, so every field is checked before use and links must stay on this site.
 */
import { parseExcerpt, type ExcerptPart } from './excerpt';
import {
  GENERAL_PRODUCT_NAME,
  PRODUCT_FILTER_KEY,
  SECTION_META_KEY,
  VERSION_FILTER_KEY,
  isSearchProductName,
  isSearchVersionName,
} from './searchFacets';

/** The subset of Pagefind's `data()` payload the dialog reads (pagefind 1.x). */
export interface PagefindSubResult {
  title?: unknown;
  url?: unknown;
  excerpt?: unknown;
}

export interface PagefindResultData {
  url?: unknown;
  excerpt?: unknown;
  meta?: unknown;
  filters?: unknown;
  sub_results?: unknown;
}

export interface SearchHitSection {
  /** Stable key for React and aria-activedescendant. */
  key: string;
  title: string;
  url: string;
  excerpt: ExcerptPart[];
}

export interface SearchResultGroup {
  key: string;
  title: string;
  url: string;
  product: string;
  section: 'guide' | 'API';
  /** The docs version's name (`current`, `8.x`); null for a page indexed without one. */
  version: string | null;
  sections: SearchHitSection[];
}

export const MAX_SECTIONS_PER_PAGE = 3;

/** Only same-site absolute paths (optionally with a hash) are accepted as result links. */
export function safeResultUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\s\\]/.test(value)) return null;
  return value;
}

function stringField(record: unknown, key: string): string | null {
  if (!record || typeof record !== 'object') return null;
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

function firstFilterValue(filters: unknown, key: string): unknown {
  if (!filters || typeof filters !== 'object') return undefined;
  const values = (filters as Record<string, unknown>)[key];
  return Array.isArray(values) ? values[0] : undefined;
}

function productOf(filters: unknown): string {
  const first = firstFilterValue(filters, PRODUCT_FILTER_KEY);
  return isSearchProductName(first) ? first : GENERAL_PRODUCT_NAME;
}

function versionOf(filters: unknown): string | null {
  const first = firstFilterValue(filters, VERSION_FILTER_KEY);
  return isSearchVersionName(first) ? first : null;
}

/** Converts one page's data, or returns null when it has no usable link. */
export function toResultGroup(
  data: PagefindResultData,
  maxSections = MAX_SECTIONS_PER_PAGE,
): SearchResultGroup | null {
  const url = safeResultUrl(data.url);
  if (!url) return null;
  const title = stringField(data.meta, 'title')?.trim() || url;
  const sectionMeta = stringField(data.meta, SECTION_META_KEY);
  const subResults = Array.isArray(data.sub_results) ? (data.sub_results as PagefindSubResult[]) : [];
  const sections: SearchHitSection[] = [];
  for (const sub of subResults) {
    if (sections.length >= maxSections) break;
    const subUrl = safeResultUrl(sub?.url);
    if (!subUrl) continue;
    sections.push({
      key: subUrl,
      title: typeof sub.title === 'string' && sub.title.trim() ? sub.title.trim() : title,
      url: subUrl,
      excerpt: parseExcerpt(sub.excerpt),
    });
  }
  if (sections.length === 0) {
    sections.push({ key: url, title, url, excerpt: parseExcerpt(data.excerpt) });
  }
  return {
    key: url,
    title,
    url,
    product: productOf(data.filters),
    section: sectionMeta === 'API' ? 'API' : 'guide',
    version: versionOf(data.filters),
    sections,
  };
}

/** Groups in display order, flattened into the options the arrow keys move through. */
export function flattenSections(groups: readonly SearchResultGroup[]): SearchHitSection[] {
  return groups.flatMap((group) => group.sections);
}
