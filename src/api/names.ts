/** Naming rules shared by the API generator and the API pages: URL slugs and row anchors. */
import type { ApiProductSegment } from './types';

/** `DataGridPro` → `data-grid-pro`, `ChartsXAxis` → `charts-x-axis`, `PickerDay2` → `picker-day2`. */
export function kebabCase(name: string): string {
  return name
    .replace(/^Unstable_/, '')
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Site-relative path of an API page: `/api/data-grid/data-grid/`. */
export function apiPagePath(product: ApiProductSegment, slug: string): string {
  return `/api/${product}/${slug}/`;
}

/** Site-relative path of a product's API index: `/api/data-grid/`. */
export function apiIndexPath(product: ApiProductSegment): string {
  return `/api/${product}/`;
}

export type ApiSectionId = 'props' | 'slots' | 'classes';

/** Characters allowed in an anchor id as-is; others would need escaping in URLs and CSS selectors. */
function anchorSafe(value: string): string {
  return value.replace(/[^\w-]/g, '_');
}

/** Stable anchor of one row: `prop-checkboxSelection`, `slot-toolbar`, `classes-MuiDataGrid-cell`. */
export function rowAnchor(section: ApiSectionId, name: string): string {
  const prefix = section === 'props' ? 'prop' : section === 'slots' ? 'slot' : 'classes';
  return `${prefix}-${anchorSafe(name)}`;
}

/** Section headings of an API page (h2), in page order; their ids are part of the anchor scheme. */
export const API_SECTION_IDS = {
  demos: 'demos',
  import: 'import',
  props: 'props',
  properties: 'properties',
  ref: 'ref',
  themeDefaultProps: 'theme-default-props',
  slots: 'slots',
  classes: 'classes',
  components: 'components',
  interfaces: 'interfaces',
} as const;
