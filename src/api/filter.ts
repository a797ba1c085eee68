/**
 * The filter over a page's props (or an interface's properties): which rows match what the reader typed,
 * and how the text travels in the URL (`?filter=…`). The URL is untrusted input: the value is cut to a
 * bounded length and stripped of control characters before it reaches the page, where React renders it
 * as text only.
 */
import type { ApiProp } from './types';

/** The query parameter that keeps the filter (`/x/api/data-grid/data-grid/?filter=row`). */
export const PROP_FILTER_PARAM = 'filter';

/** Longer values are cut: no prop name, type or phrase a reader looks for is longer. */
export const PROP_FILTER_MAX_LENGTH = 80;

/** The filter as the page may use it, from any value (a URL parameter, an input's text). */
export function parsePropFilter(value: unknown): string {
  if (typeof value !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, PROP_FILTER_MAX_LENGTH);
}

/** The filter read from a URL's query string (`location.search`). */
export function propFilterFromSearch(search: string): string {
  return parsePropFilter(new URLSearchParams(search).get(PROP_FILTER_PARAM));
}

/** The query string with the filter set, or removed when empty; other parameters are kept as they are. */
export function searchWithPropFilter(search: string, filter: string): string {
  const params = new URLSearchParams(search);
  const value = parsePropFilter(filter).trim();
  if (value) params.set(PROP_FILTER_PARAM, value);
  else params.delete(PROP_FILTER_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Everything a reader may type to find a prop: its name, type, default, plan and description. */
export function propFilterText(prop: ApiProp): string {
  return [prop.name, prop.type, prop.default ?? '', prop.plan ?? '', prop.description, prop.deprecated ?? '']
    .join('\n')
    .toLowerCase();
}

/** The words of a filter, lower-cased; an empty list matches everything. */
export function filterTerms(filter: string): string[] {
  return parsePropFilter(filter).toLowerCase().split(/\s+/).filter(Boolean);
}

/** Does a row's text (from `propFilterText`) hold every word of the filter? */
export function matchesPropFilter(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}
