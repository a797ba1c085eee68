import { apiIndexPath, apiPagePath, kebabCase, rowAnchor } from '@site/src/api/names';
import { DEFAULT_API_LAYOUT, layoutStorageKey, parseLayout } from '@site/src/api/layout';
import { componentPageProps, interfacePageProps } from './pageProps';
import { componentToc, escapeHtml, indexToc, interfaceToc } from '@site/src/api/toc';
import type { ApiComponentPageData, ApiIndexPageData, ApiInterfacePageData } from '@site/src/api/types';

describe('kebabCase', () => {
  it.each([
    ['DataGridPro', 'data-grid-pro'],
    ['DateRangePicker', 'date-range-picker'],
    ['ChartsXAxis', 'charts-x-axis'],
    ['GridColDef', 'grid-col-def'],
    ['PickerDay2', 'picker-day2'],
    ['Unstable_SankeyChart', 'sankey-chart'],
  ])('%s → %s', (name, slug) => {
    expect(kebabCase(name)).toBe(slug);
  });
});

describe('paths and anchors', () => {
  it('builds page paths and row anchors', () => {
    expect(apiPagePath('data-grid', 'data-grid')).toBe('/api/data-grid/data-grid/');
    expect(apiIndexPath('charts')).toBe('/api/charts/');
    expect(rowAnchor('props', 'checkboxSelection')).toBe('prop-checkboxSelection');
    expect(rowAnchor('slots', 'toolbar')).toBe('slot-toolbar');
    expect(rowAnchor('classes', 'MuiDataGrid-cell')).toBe('classes-MuiDataGrid-cell');
    expect(rowAnchor('props', 'aria-label')).toBe('prop-aria-label');
    expect(rowAnchor('props', 'a b"c')).toBe('prop-a_b_c');
  });
});

describe('layout preference', () => {
  it('accepts the three layouts and falls back to the table for anything else', () => {
    expect(layoutStorageKey('props')).toBe('apiPage_props');
    expect(layoutStorageKey('classes')).toBe('apiPage_classes');
    expect(parseLayout('collapsed')).toBe('collapsed');
    expect(parseLayout('expanded')).toBe('expanded');
    expect(parseLayout('"collapsed"')).toBe(DEFAULT_API_LAYOUT);
    expect(parseLayout(null)).toBe('table');
    expect(parseLayout(42)).toBe('table');
  });
});

const prop = (name: string) => ({ name, type: 'boolean', required: false, description: '' });

describe('table of contents', () => {
  it('lists the sections present and one entry per prop', () => {
    const data = {
      demos: [],
      props: [prop('checkboxSelection'), prop('rows')],
      slots: [{ name: 'toolbar', description: '' }],
      classes: [],
      kind: 'component',
    } as unknown as ApiComponentPageData;
    expect(componentToc(componentPageProps(data).data)).toEqual([
      { value: 'Import', id: 'import', level: 2 },
      { value: 'Props', id: 'props', level: 2 },
      { value: 'checkboxSelection', id: 'prop-checkboxSelection', level: 3 },
      { value: 'rows', id: 'prop-rows', level: 3 },
      { value: 'Slots', id: 'slots', level: 2 },
    ]);
  });

  it('escapes names, since Docusaurus renders TOC values as HTML', () => {
    expect(escapeHtml('<img onerror="x">')).toBe('&#60;img onerror=&#34;x&#34;&#62;');
    const data = {
      demos: [{ title: 'A', href: '/a/' }],
      properties: [prop('<b>')],
      kind: 'interface',
    } as unknown as ApiInterfacePageData;
    expect(interfaceToc(interfacePageProps(data).data).map((item) => item.value)).toEqual([
      'Demos',
      'Import',
      'Properties',
      '&#60;b&#62;',
    ]);
  });

  it('lists Components and Interfaces on an index page when present', () => {
    const data = { components: [{ name: 'A' }], interfaces: [] } as unknown as ApiIndexPageData;
    expect(indexToc(data)).toEqual([{ value: 'Components', id: 'components', level: 2 }]);
  });
});
