import * as React from 'react';
import { screen, within } from '@testing-library/react';
import ProductCards from '@site/src/components/mdx/ProductCards';
import { renderWithSite } from '../renderWithSite';

describe('ProductCards', () => {
  it('links one card to each product overview, under the site base URL', () => {
    renderWithSite(<ProductCards />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/x/react-data-grid/',
      '/x/react-date-pickers/',
      '/x/react-charts/',
      '/x/react-tree-view/',
    ]);
    expect(links.map((link) => link.querySelector('.MuiTypography-subtitle1')?.textContent)).toEqual([
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
    ]);
  });

  it('lists the editions each product ships in', () => {
    renderWithSite(<ProductCards />);
    const [grid, pickers] = screen.getAllByRole('link');
    const editions = (card: HTMLElement) =>
      within(card)
        .getAllByText(/^(Community|Pro|Premium)$/)
        .map((chip) => chip.textContent);
    expect(editions(grid)).toEqual(['Community', 'Pro', 'Premium']);
    expect(editions(pickers)).toEqual(['Community', 'Pro']);
  });
});
