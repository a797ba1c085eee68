import * as React from 'react';
import { screen } from '@testing-library/react';
import ApiLink from '@site/src/components/mdx/ApiLink';
import PropTable from '@site/src/components/mdx/PropTable';
import KeyboardTable, { splitKeys } from '@site/src/components/mdx/KeyboardTable';
import { renderWithSite } from '../renderWithSite';

describe('writer components', () => {
  it('ApiLink renders the member as code linking to the href the build resolved', () => {
    renderWithSite(<ApiLink name="GridApi.setSortModel" href="/api/data-grid/grid-api/#prop-setSortModel" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/x/api/data-grid/grid-api/#prop-setSortModel');
    expect(link.querySelector('code')?.textContent).toBe('setSortModel');
  });

  it('PropTable renders the rows in the order written, each name linked to its row', () => {
    renderWithSite(
      <PropTable
        component="DataGrid"
        props="sortingOrder sortModel"
        rows={[
          {
            name: 'sortModel',
            type: 'GridSortModel',
            description: 'Set the sort model of the Data Grid.',
            href: '/api/data-grid/data-grid/#prop-sortModel',
          },
          {
            name: 'sortingOrder',
            type: 'readonly GridSortDirection[]',
            default: "['asc', 'desc', null]",
            description: 'The order of the sorting sequence.',
            href: '/api/data-grid/data-grid/#prop-sortingOrder',
          },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [
        'sortingOrder',
        'readonly GridSortDirection[]',
        "['asc', 'desc', null]",
        'The order of the sorting sequence.',
      ],
      ['sortModel', 'GridSortModel', '–', 'Set the sort model of the Data Grid.'],
    ]);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/x/api/data-grid/data-grid/#prop-sortingOrder',
      '/x/api/data-grid/data-grid/#prop-sortModel',
    ]);
  });

  it('KeyboardTable renders each key of a combination as its own kbd', () => {
    expect(splitKeys('Ctrl+Shift+Home')).toEqual(['Ctrl', 'Shift', 'Home']);
    expect(splitKeys('+')).toEqual(['+']);
    expect(splitKeys('Ctrl++')).toEqual(['Ctrl', '+']);
    renderWithSite(<KeyboardTable rows={[['Shift+Space', 'Selects the row']]} />);
    const cells = screen.getAllByRole('cell');
    expect([...cells[0].querySelectorAll('kbd')].map((kbd) => kbd.textContent)).toEqual(['Shift', 'Space']);
    expect(cells[1].textContent).toBe('Selects the row');
  });
});
