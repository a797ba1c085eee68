import * as React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from '@docusaurus/router';
import SidebarNav, { type NavItem } from '@site/src/components/sidebar/SidebarNav';
import { siteHref } from '@site/src/components/sidebar/intentNavigation';
import { renderWithSite } from '../renderWithSite';

const items: NavItem[] = [
  {
    type: 'category',
    label: 'Data Grid',
    collapsible: true,
    collapsed: true,
    items: [
      { type: 'link', label: 'Overview', href: '/x/react-data-grid/' },
      {
        type: 'category',
        label: 'Main features',
        collapsible: false,
        customProps: { subheader: true },
        items: [
          {
            type: 'link',
            label: 'Column pinning',
            href: '/x/react-data-grid/column-pinning/',
            customProps: { plan: 'pro' },
          },
          {
            type: 'link',
            label: 'Row grouping',
            href: '/x/react-data-grid/row-grouping/',
            customProps: { plan: 'premium' },
          },
          {
            type: 'link',
            label: 'Row spanning',
            href: '/x/react-data-grid/row-spanning/',
            customProps: { newFeature: true },
          },
          {
            type: 'link',
            label: 'Pivoting',
            href: '/x/react-data-grid/pivoting/',
            customProps: { planned: true },
          },
          {
            type: 'link',
            label: 'List view',
            href: '/x/react-data-grid/list-view/',
            customProps: { unstable: true },
          },
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Charts',
    collapsible: true,
    collapsed: true,
    items: [{ type: 'link', label: 'Charts overview', href: '/x/react-charts/' }],
  },
];

describe('SidebarNav', () => {
  beforeEach(() => {
    renderWithSite(<SidebarNav items={items} path="/x/react-data-grid/row-spanning/" />);
  });

  it('renders subheaders as section labels and the group holding the page open', () => {
    expect(screen.getByText('Main features').closest('li')).toHaveProperty('className', 'sidebar-subheader');
    expect(screen.getByRole('button', { name: /Data Grid/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /Charts/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('renders plan marks as links with an accessible name pointing at the licensing page', () => {
    const pro = screen.getByRole('link', { name: 'Pro plan' });
    const premium = screen.getByRole('link', { name: 'Premium plan' });
    expect(pro.getAttribute('href')).toBe('/x/introduction/licensing/#pro-plan');
    expect(premium.getAttribute('href')).toBe('/x/introduction/licensing/#premium-plan');
  });

  it('renders the New, Planned and Preview chips on the right items', () => {
    expect(within(screen.getByRole('link', { name: /Row spanning/ })).getByText('New')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Pivoting/ })).getByText('Planned')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /List view/ })).getByText('Preview')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /^Column pinning/ })).queryByText('New')).toBeNull();
  });

  it('renders a closed group’s links from its first opening on, and keeps them once closed again', () => {
    const charts = screen.getByRole('button', { name: /Charts/ });
    expect(screen.queryByText('Charts overview')).toBeNull();
    fireEvent.click(charts);
    expect(charts.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Charts overview' }).getAttribute('href')).toBe(
      '/x/react-charts/',
    );
    fireEvent.click(charts);
    expect(charts.getAttribute('aria-expanded')).toBe('false');
    const kept = screen.getByText('Charts overview').closest('a')!;
    expect(kept.closest('.nav-group-open')).toBeNull();
  });

  it('highlights the active page', () => {
    const active = screen.getByRole('link', { name: /Row spanning/ });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(active.className).toContain('app-drawer-active');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('SidebarNav links', () => {
  function Location() {
    return <output data-testid="location">{useLocation().pathname}</output>;
  }
  const calls = { prefetch: [] as string[], preload: [] as string[] };

  beforeEach(() => {
    calls.prefetch = [];
    calls.preload = [];
    renderWithSite(
      <>
        <SidebarNav items={items} path="/x/react-data-grid/row-spanning/" />
        <Location />
      </>,
      {
        path: '/x/react-data-grid/row-spanning/',
        routeLoader: {
          prefetch: (href) => calls.prefetch.push(href) > 0,
          preload: (href) => calls.preload.push(href) > 0,
        },
      },
    );
  });

  it('load their page when the reader points at, touches or focuses them, never merely when rendered', () => {
    const link = screen.getByRole('link', { name: /^Column pinning/ });
    expect(calls).toEqual({ prefetch: [], preload: [] });
    fireEvent.mouseEnter(link);
    fireEvent.focus(screen.getByRole('link', { name: 'Overview' }));
    fireEvent.touchStart(screen.getByRole('link', { name: /Pivoting/ }));
    expect(calls.preload).toEqual([
      '/x/react-data-grid/column-pinning/',
      '/x/react-data-grid/',
      '/x/react-data-grid/pivoting/',
    ]);
    expect(calls.prefetch).toEqual([]);
  });

  it('navigate in the app on a plain click, and leave modified clicks to the browser', () => {
    const link = screen.getByRole('link', { name: /^Column pinning/ });
    expect(link.getAttribute('href')).toBe('/x/react-data-grid/column-pinning/');
    // A ctrl-click opens a tab: the event is not cancelled and the app stays where it is.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/x/react-data-grid/row-spanning/');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/x/react-data-grid/column-pinning/');
  });
});

describe('siteHref', () => {
  it('writes internal paths as Link does: the trailing slash before any query or hash, never on the base URL', () => {
    expect(siteHref('/x/fixture/react-data-grid/sorting', true, '/x/')).toBe(
      '/x/fixture/react-data-grid/sorting/',
    );
    expect(siteHref('/x/a/b?tab=props#sort', true, '/x/')).toBe('/x/a/b/?tab=props#sort');
    expect(siteHref('/x/a/b/', true, '/x/')).toBe('/x/a/b/');
    expect(siteHref('/x/a/b/', false, '/x/')).toBe('/x/a/b');
    expect(siteHref('/x/', false, '/x/')).toBe('/x/');
    expect(siteHref('/x/a/b', undefined, '/x/')).toBe('/x/a/b');
    expect(siteHref('#top', true, '/x/')).toBe('#top');
  });
});
