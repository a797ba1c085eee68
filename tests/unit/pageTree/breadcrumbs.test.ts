import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { sidebarBreadcrumbs } from '@site/src/components/sidebar/breadcrumbs';

const items = [
  {
    type: 'category',
    label: 'Data Grid',
    collapsed: true,
    collapsible: true,
    items: [
      {
        type: 'link',
        label: 'Sorting',
        href: '/x/react-data-grid/sorting/',
        docId: 'react-data-grid/sorting',
      },
      {
        type: 'category',
        label: 'API reference',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'DataGrid', href: '/x/api/data-grid/data-grid/' }],
      },
    ],
  },
  { type: 'link', label: 'GitHub', href: 'https://github.com/mui/mui-x' },
] as PropSidebarItem[];

describe('sidebarBreadcrumbs', () => {
  it("ends on a doc's item and on a route's plain link alike, after its categories", () => {
    expect(sidebarBreadcrumbs(items, '/x/react-data-grid/sorting/').map((item) => item.label)).toEqual([
      'Data Grid',
      'Sorting',
    ]);
    expect(sidebarBreadcrumbs(items, '/x/api/data-grid/data-grid').map((item) => item.label)).toEqual([
      'Data Grid',
      'API reference',
      'DataGrid',
    ]);
  });

  it('is empty for a page the sidebar does not list', () => {
    expect(sidebarBreadcrumbs(items, '/x/unknown/')).toEqual([]);
  });
});
