/**
 * The right-hand table of contents of the API pages (given to the docs layout by
 * src/components/api/ApiDocItem): the sections (level 2) and, under Props/Properties, one entry per row
 * (level 3).
 */
import type { ApiComponentOutline, ApiIndexPageData, ApiInterfaceOutline } from './types';
import { API_SECTION_IDS, rowAnchor } from './names';

/** Same shape as Docusaurus's `TOCItem`: `value` is HTML, so names are escaped. */
export interface ApiTocItem {
  value: string;
  id: string;
  level: number;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const section = (id: string, title: string): ApiTocItem => ({ value: escapeHtml(title), id, level: 2 });

// Plain names: the code font comes from CSS (src/css/custom.css), not a <code> element per entry.
const rows = (names: string[]): ApiTocItem[] =>
  names.map((name) => ({
    value: escapeHtml(name),
    id: rowAnchor('props', name),
    level: 3,
  }));

export function componentToc(data: ApiComponentOutline): ApiTocItem[] {
  return [
    ...(data.demos.length > 0 ? [section(API_SECTION_IDS.demos, 'Demos')] : []),
    section(API_SECTION_IDS.import, 'Import'),
    section(API_SECTION_IDS.props, 'Props'),
    ...rows(data.outline.propNames),
    ...(data.outline.slotCount > 0 ? [section(API_SECTION_IDS.slots, 'Slots')] : []),
    ...(data.outline.classCount > 0 ? [section(API_SECTION_IDS.classes, 'CSS classes')] : []),
  ];
}

export function interfaceToc(data: ApiInterfaceOutline): ApiTocItem[] {
  return [
    ...(data.demos.length > 0 ? [section(API_SECTION_IDS.demos, 'Demos')] : []),
    section(API_SECTION_IDS.import, 'Import'),
    section(API_SECTION_IDS.properties, 'Properties'),
    ...rows(data.outline.propNames),
  ];
}

export function indexToc(data: ApiIndexPageData): ApiTocItem[] {
  return [
    ...(data.components.length > 0 ? [section(API_SECTION_IDS.components, 'Components')] : []),
    ...(data.interfaces.length > 0 ? [section(API_SECTION_IDS.interfaces, 'Interfaces')] : []),
  ];
}
