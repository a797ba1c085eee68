/**
 * The API reference groups the version metadata leaves empty: filled in where the page registered them,
 * loaded when the reader opens them anywhere else (src/components/sidebar/apiSidebarGroups.ts).
 */
import * as React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import SidebarNav from '@site/src/components/sidebar/SidebarNav';
import * as registry from '@site/src/components/sidebar/apiSidebarGroups';
import { renderWithSite } from '../renderWithSite';

const chartsItems = [
  { type: 'link', label: 'Index', href: '/x/api/charts/', docId: 'api/charts/index', unlisted: false },
  {
    type: 'link',
    label: 'BarChart',
    href: '/x/api/charts/bar-chart/',
    docId: 'api/charts/bar-chart',
    unlisted: false,
  },
] as PropSidebarItem[];
const treeViewItems = [
  {
    type: 'link',
    label: 'RichTreeView',
    href: '/x/api/tree-view/rich-tree-view/',
    docId: 'x',
    unlisted: false,
  },
] as PropSidebarItem[];

// The product's file, as plugins/version-metadata writes it (`@generated/api-sidebar/<product>.json`).
// The registry is module state, as on a page: each test uses a product of its own.
jest.mock('@generated/api-sidebar/tree-view.json', () => ({ __esModule: true, default: treeViewItems }), {
  virtual: true,
});

const emptyGroup = (product: string) =>
  ({
    type: 'category',
    label: 'API reference',
    key: `/api/${product}-group`,
    collapsible: true,
    collapsed: true,
    items: [],
    customProps: { apiSidebarGroup: product },
  }) as PropSidebarItem;

const sidebar = [
  {
    type: 'category',
    label: 'Charts',
    collapsible: true,
    collapsed: false,
    items: [{ type: 'link', label: 'Overview', href: '/x/react-charts/' }, emptyGroup('charts')],
  },
  {
    type: 'category',
    label: 'Tree View',
    collapsible: true,
    collapsed: false,
    items: [emptyGroup('tree-view')],
  },
] as PropSidebarItem[];

describe('API reference sidebar groups', () => {
  it('fills in a registered group, leaves the others and the input as they are', () => {
    expect(registry.withApiSidebarGroups(sidebar, 'charts')).toBe(sidebar);
    expect(registry.provideApiSidebarGroup('charts', chartsItems)).toBe('charts');
    // Only the page's own product is filled in.
    expect(registry.withApiSidebarGroups(sidebar, 'tree-view')).toBe(sidebar);
    expect(registry.withApiSidebarGroups(sidebar, null)).toBe(sidebar);
    const filled = registry.withApiSidebarGroups(sidebar, 'charts');
    expect(filled).not.toBe(sidebar);
    const charts = filled[0] as Extract<PropSidebarItem, { type: 'category' }>;
    expect(charts.items[1]).toEqual({ ...emptyGroup('charts'), items: chartsItems });
    expect((sidebar[0] as Extract<PropSidebarItem, { type: 'category' }>).items[1]).toEqual(
      emptyGroup('charts'),
    );
    expect(registry.lazyApiGroupProduct(charts.items[1])).toBeNull();
    expect(registry.apiGroupProduct(charts.items[1])).toBe('charts');
    expect(registry.lazyApiGroupProduct(emptyGroup('charts'))).toBe('charts');
    expect(registry.apiPageProduct('/x/api/charts/bar-chart/')).toBe('charts');
    expect(registry.apiPageProduct('/zh/x/api/data-grid/')).toBe('data-grid');
    expect(registry.apiPageProduct('/x/react-charts/')).toBeNull();
  });

  it('opens a registered group on one of its pages, with the page active', () => {
    registry.provideApiSidebarGroup('charts', chartsItems);
    renderWithSite(
      <SidebarNav
        items={registry.withApiSidebarGroups(sidebar, 'charts') as never}
        path="/x/api/charts/bar-chart/"
      />,
    );
    expect(screen.getAllByRole('button', { name: 'API reference' })[0].getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'BarChart' }).getAttribute('aria-current')).toBe('page');
  });

  it('loads a group’s links when the reader opens it on another page', async () => {
    renderWithSite(<SidebarNav items={sidebar as never} path="/x/react-tree-view/" />);
    const toggle = screen.getAllByRole('button', { name: 'API reference' })[1];
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'RichTreeView' })).toBeNull();
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'RichTreeView' }).getAttribute('href')).toBe(
        '/x/api/tree-view/rich-tree-view/',
      ),
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(registry.apiSidebarGroup('tree-view')).toBe(treeViewItems);
  });
});
