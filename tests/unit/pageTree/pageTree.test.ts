import { pages } from '@site/src/data/pages';
import {
  toSidebarItems,
  pathnameToDocId,
  collectBadges,
  collectPagePaths,
} from '@site/src/pageTree/toSidebar';
import { titleFromPathname } from '@site/src/pageTree/pageTitle';
import { validatePageTree } from '@site/plugins/page-tree/validate';
import type { PageTreeNode } from '@site/src/pageTree/types';

const fixture: PageTreeNode[] = [
  {
    pathname: '/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/react-data-grid/', title: 'Overview' },
      {
        pathname: '/react-data-grid/main',
        subheader: 'Main features',
        children: [
          { pathname: '/react-data-grid/column-pinning', plan: 'pro' },
          { pathname: '/react-data-grid/pivoting', plan: 'premium', planned: true },
          { pathname: '/react-data-grid/row-spanning', newFeature: true },
          { pathname: '/react-data-grid/list-view', unstable: true },
        ],
      },
    ],
  },
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new" },
];

describe('toSidebarItems', () => {
  const [group, external] = toSidebarItems(fixture);

  it('turns a titled node with children into a collapsible category', () => {
    expect(group).toMatchObject({ type: 'category', label: 'Data Grid', collapsible: true, collapsed: true });
  });

  it('turns a subheader node into a non-collapsible category flagged as subheader', () => {
    const subheader = group.type === 'category' ? group.items[1] : undefined;
    expect(subheader).toMatchObject({
      type: 'category',
      label: 'Main features',
      collapsible: false,
      customProps: { subheader: true },
    });
  });

  it('carries plan and status flags as customProps and derives labels', () => {
    const items = group.type === 'category' && group.items[1].type === 'category' ? group.items[1].items : [];
    expect(items).toEqual([
      {
        type: 'doc',
        id: 'react-data-grid/column-pinning',
        key: '/react-data-grid/column-pinning',
        label: 'Column pinning',
        customProps: { plan: 'pro' },
      },
      {
        type: 'doc',
        id: 'react-data-grid/pivoting',
        key: '/react-data-grid/pivoting',
        label: 'Pivoting',
        customProps: { plan: 'premium', planned: true },
      },
      {
        type: 'doc',
        id: 'react-data-grid/row-spanning',
        key: '/react-data-grid/row-spanning',
        label: 'Row spanning',
        customProps: { newFeature: true },
      },
      {
        type: 'doc',
        id: 'react-data-grid/list-view',
        key: '/react-data-grid/list-view',
        label: 'List view',
        customProps: { unstable: true },
      },
    ]);
  });

  it('turns absolute URLs into link items', () => {
    expect(external).toEqual({
      type: 'link',
      href: 'https://mui.com/x/whats-new/',
      key: 'https://mui.com/x/whats-new/',
      label: "What's new",
    });
  });

  it('maps folder paths to index docs', () => {
    expect(pathnameToDocId('/react-data-grid/')).toBe('react-data-grid/index');
    expect(pathnameToDocId('/introduction/licensing')).toBe('introduction/licensing');
  });

  it('collects badges and page paths', () => {
    expect(collectBadges(fixture)['/react-data-grid/pivoting']).toEqual({ plan: 'premium', planned: true });
    expect(collectPagePaths(fixture)).toEqual([
      '/react-data-grid/',
      '/react-data-grid/column-pinning',
      '/react-data-grid/pivoting',
      '/react-data-grid/row-spanning',
      '/react-data-grid/list-view',
    ]);
  });
});

describe('titleFromPathname', () => {
  it.each([
    ['/react-data-grid/column-pinning', 'Column pinning'],
    ['/react-data-grid/', 'Data grid'],
    ['/api/data-grid/data-grid-pro', 'DataGridPro'],
    ['/api/charts/use-chart-id', 'useChartId'],
    ['/introduction/installation#npm', 'Installation'],
  ])('%s → %s', (pathname, title) => {
    expect(titleFromPathname(pathname)).toBe(title);
  });
});

describe('validatePageTree', () => {
  it('accepts the site tree', () => {
    expect(validatePageTree(pages)).toEqual([]);
  });

  it('reports each bad node with where it is', () => {
    const problems = validatePageTree([
      { pathname: 'no-slash' },
      { pathname: '/a', plan: 'gold' },
      { pathname: '/b', newFeature: 'yes' },
      { pathname: '/c', children: [] },
      { pathname: '/d', colour: 'red' },
      { pathname: '/e' },
      { pathname: '/e' },
    ]);
    expect(problems).toEqual([
      'tree[0] (no-slash): pathname must start with "/" or "https://"',
      'tree[1] (/a): plan must be "pro" or "premium"',
      'tree[2] (/b): newFeature must be a boolean',
      'tree[3] (/c): children must be a non-empty array',
      'tree[4] (/d) has an unknown key "colour"',
      'tree[6] (/e): the page is listed twice',
    ]);
  });

  it('rejects a non-array', () => {
    expect(validatePageTree({})).toEqual(['tree must be an array of page-tree nodes']);
  });
});
