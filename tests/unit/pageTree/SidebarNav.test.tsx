import * as React from 'react';
import { screen, within } from '@testing-library/react';
import SidebarNav, { type NavItem } from '@site/src/components/sidebar/SidebarNav';
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

  it('highlights the active page', () => {
    const active = screen.getByRole('link', { name: /Row spanning/ });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(active.className).toContain('app-drawer-active');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });
});
