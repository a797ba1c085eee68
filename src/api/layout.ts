/**
 * How a section of an API page lists its rows. The reader's choice is stored per section in
 * localStorage (`apiPage_props`, `apiPage_slots`, `apiPage_classes`); stored values are untrusted and
 * anything unknown falls back to the default.
 */
import type { ApiSectionId } from './names';

export const API_LAYOUTS = ['table', 'expanded', 'collapsed'] as const;
export type ApiLayout = (typeof API_LAYOUTS)[number];

export const DEFAULT_API_LAYOUT: ApiLayout = 'table';

export const API_LAYOUT_LABELS: Record<ApiLayout, string> = {
  table: 'Table',
  expanded: 'Expanded list',
  collapsed: 'Collapsed list',
};

export function layoutStorageKey(section: ApiSectionId): string {
  return `apiPage_${section}`;
}

export function parseLayout(value: unknown): ApiLayout {
  return typeof value === 'string' && (API_LAYOUTS as readonly string[]).includes(value)
    ? (value as ApiLayout)
    : DEFAULT_API_LAYOUT;
}
