/**
 * Data Grid guide, main features brought to the reference's depth: sorting, row selection, pagination, column
 * menu, column pinning, master-detail, filtering (header filters included), column visibility, column dimensions and
 * the application demos. Each test performs the interaction a
 * page teaches and checks the outcome against the demo's data, imported from its shared module (the `…Data.ts`
 * files next to the demos) so that a change to the data changes the expectation too.
 */
import type { Locator, Page } from 'playwright-core';
import { browserSuite, openDemo, recordConsole } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';
import { plantOrders } from '../../docs/react-data-grid/sortingData';
import { volunteers } from '../../docs/react-data-grid/selectionData';
import { purchaseOrders } from '../../docs/react-data-grid/masterDetailData';
import { cafes } from '../../docs/react-data-grid/filtering/filteringData';
import { bikes } from '../../docs/react-data-grid/filtering/headerFiltersData';

const suite = browserSuite();
const VIEWPORT = { viewport: { width: 1280, height: 900 } };

/** The suite's one tab: these tests only navigate and interact, so they share it. */
async function sharedPage(): Promise<Page> {
  return (await suite.sharedPage(VIEWPORT)).page;
}

function statusOf(grid: Locator, testId: string): Promise<string> {
  return grid.getByTestId(testId).innerText();
}

async function openColumnMenu(page: Page, grid: Locator, field: string): Promise<string[]> {
  const header = grid.locator(`[role="columnheader"][data-field="${field}"]`);
  await header.hover();
  await header.locator('button[aria-label$="column menu"]').click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
}

describe('Data Grid guide: sorting', () => {
  it('sorts by two columns with plain clicks in multipleColumnsSortingMode="always"', async () => {
    const page = await sharedPage();
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/sorting/', 'SortingMultiAlwaysProGrid', GRID_READY);
    await grid.locator('[role="columnheader"][data-field="status"] .MuiDataGrid-columnHeaderTitle').click();
    await grid.locator('[role="columnheader"][data-field="total"] .MuiDataGrid-columnHeaderTitle').click();
    const expected = [...plantOrders]
      .sort((a, b) => a.status.localeCompare(b.status) || a.total - b.total)
      .map((order) => String(order.total));
    // Only the rows in view are rendered: compare the first five.
    await eventually(async () => (await columnText(grid, 'total')).slice(0, 5), expected.slice(0, 5));
    // A Pro demo without a license key logs the license notice; nothing else may be logged.
    expect(problems.errors.filter((message) => !message.includes('MUI X: Missing license key'))).toEqual([]);
  }, 60000);

  it('sorts from code with apiRef.sortColumn and reads the first sorted row', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/sorting/', 'SortingApiGrid', GRID_READY);
    await grid.getByRole('button', { name: 'Largest total' }).click();
    const largest = [...plantOrders].sort((a, b) => b.total - a.total)[0];
    await eventually(() => statusOf(grid, 'sorting-api-first'), `First row: order ${largest.id}`);
  }, 60000);
});

describe('Data Grid guide: row selection', () => {
  it('filtering out selected rows removes them from the selection', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/row-selection/', 'SelectionFilteringGrid', GRID_READY);
    expect(await statusOf(grid, 'selection-filtering')).toBe('4 selected');
    await grid.getByRole('button', { name: 'Search' }).click();
    await grid.getByPlaceholder('Search…').fill('Medical');
    // Of the four selected volunteers (ids 1 to 4), only those at the medical tent pass the filter.
    const kept = volunteers.filter((row) => row.id <= 4 && row.station === 'Medical tent').length;
    await eventually(() => statusOf(grid, 'selection-filtering'), `${kept} selected`);
  }, 60000);

  it('keeps the selection of server pages that are no longer loaded', async () => {
    const page = await sharedPage();
    const grid = await openDemo(
      page,
      'react-data-grid/row-selection/',
      'SelectionServerPaginationGrid',
      GRID_READY,
    );
    await grid.locator('[role="row"][data-id="2"] input[type="checkbox"]').click();
    await grid.getByRole('button', { name: 'Go to next page' }).click();
    const checkbox = grid.locator('[role="row"][data-id="12"] input[type="checkbox"]');
    await checkbox.waitFor();
    await checkbox.click();
    await eventually(() => statusOf(grid, 'selection-server'), '2 selected across all pages');
  }, 60000);
});

describe('Data Grid guide: pagination', () => {
  it('an unknown total reads "more than", and the API object jumps to the last page', async () => {
    const page = await sharedPage();
    const unknown = await openDemo(
      page,
      'react-data-grid/pagination/',
      'PaginationUnknownCountGrid',
      GRID_READY,
    );
    await eventually(
      async () => (await unknown.locator('.MuiTablePagination-displayedRows').innerText()).trim(),
      '1–10 of more than 10',
    );
    const api = await openDemo(page, 'react-data-grid/pagination/', 'PaginationApiGrid', GRID_READY);
    await api.getByRole('button', { name: 'Last page' }).click();
    await eventually(async () => (await columnText(api, 'id'))[0], '51');
  }, 60000);
});

describe('Data Grid guide: column menu', () => {
  it('slotProps reorder the items and a null slot removes one', async () => {
    const page = await sharedPage();
    const reordered = await openDemo(
      page,
      'react-data-grid/column-menu/',
      'ColumnMenuReorderGrid',
      GRID_READY,
    );
    const items = await openColumnMenu(page, reordered, 'title');
    expect(items[0]).toBe('Filter');
    expect(items.indexOf('Sort by ASC')).toBeGreaterThan(items.indexOf('Hide column'));
    await page.keyboard.press('Escape');

    const hidden = await openDemo(page, 'react-data-grid/column-menu/', 'ColumnMenuHideItemGrid', GRID_READY);
    const remaining = await openColumnMenu(page, hidden, 'title');
    expect(remaining).toContain('Filter');
    expect(remaining).not.toContain('Hide column');
    await page.keyboard.press('Escape');
  }, 60000);
});

describe('Data Grid guide: column pinning', () => {
  it('pins columns from code and reports the model', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/column-pinning/', 'ColumnPinningApiGrid', GRID_READY);
    await grid.getByRole('button', { name: 'Pin destination left' }).click();
    await grid.getByRole('button', { name: 'Pin gate right' }).click();
    await eventually(() => statusOf(grid, 'pinning-model'), 'left: destination · right: gate');
    await expect(
      grid.locator('[role="columnheader"][data-field="destination"]').getAttribute('class'),
    ).resolves.toContain('pinnedLeft');
  }, 60000);
});

describe('Data Grid guide: master-detail', () => {
  it('expands every panel from code, and a lazy panel loads its content when opened', async () => {
    const page = await sharedPage();
    const api = await openDemo(page, 'react-data-grid/master-detail/', 'MasterDetailApiGrid', GRID_READY);
    await api.getByRole('button', { name: 'Expand all' }).click();
    await eventually(
      () => statusOf(api, 'detail-open'),
      `Open: ${purchaseOrders.map((order) => order.id).join(', ')}`,
    );

    const lazy = await openDemo(page, 'react-data-grid/master-detail/', 'MasterDetailLazyGrid', GRID_READY);
    const first = purchaseOrders[0];
    await lazy.locator(`[role="row"][data-id="${first.id}"]`).getByRole('button', { name: 'Expand' }).click();
    // The simulated server's formula (MasterDetailLazyGrid.tsx): 4 + id % 9 deliveries, the last on day 1 + id % 27.
    await eventually(
      () => statusOf(lazy, `history-${first.id}`),
      `${first.customer}: ${4 + (first.id % 9)} deliveries, the last on ${1 + (first.id % 27)} February 2025.`,
      8000,
    );
  }, 60000);
});

describe('Data Grid guide: filtering', () => {
  it('filters from code, and ignoreDiacritics decides whether "cafe" matches "Café"', async () => {
    const page = await sharedPage();
    const api = await openDemo(page, 'react-data-grid/filtering/', 'FilterApiGrid', GRID_READY);
    await api.getByRole('button', { name: 'Rated 4.5 or more' }).click();
    const topRated = cafes.filter((cafe) => cafe.rating >= 4.5).length;
    await eventually(() => statusOf(api, 'filter-api-count'), `${topRated} of ${cafes.length} cafés`);

    const accents = await openDemo(page, 'react-data-grid/filtering/', 'FilterDiacriticsGrid', GRID_READY);
    const plain = (name: string) =>
      name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    await eventually(
      () => columnText(accents, 'name'),
      cafes.filter((cafe) => plain(cafe.name).includes('cafe')).map((cafe) => cafe.name),
    );
    await accents.getByLabel('ignoreDiacritics').uncheck();
    await eventually(
      () => columnText(accents, 'name'),
      cafes.filter((cafe) => cafe.name.toLowerCase().includes('cafe')).map((cafe) => cafe.name),
    );
  }, 60000);
});

describe('Data Grid guide: header filters', () => {
  it('typing in a header filter keeps the rows whose value contains the text', async () => {
    const page = await sharedPage();
    const grid = await openDemo(
      page,
      'react-data-grid/filtering/header-filters/',
      'HeaderFiltersNoPanelProGrid',
      GRID_READY,
    );
    // The header filter cells carry no data-field: "Model" is the first column.
    const input = grid.locator('.MuiDataGrid-headerFilterRow [role="columnheader"][aria-colindex="1"] input');
    await input.fill('ri');
    const expected = bikes
      .filter((bike) => bike.model.toLowerCase().includes('ri'))
      .map((bike) => bike.model);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(bikes.length);
    await eventually(() => columnText(grid, 'model'), expected);
  }, 60000);
});

describe('Data Grid guide: column visibility', () => {
  it('"Hide column" in the column menu removes the column from the headers', async () => {
    const page = await sharedPage();
    const grid = await openDemo(
      page,
      'react-data-grid/column-visibility/',
      'ColumnVisibilityInitialGrid',
      GRID_READY,
    );
    const fields = () =>
      grid
        .locator('[role="columnheader"][data-field]')
        .evaluateAll((headers) => headers.map((header) => header.getAttribute('data-field')));
    // VIN starts hidden through initialState.
    expect(await fields()).toEqual(['plate', 'model', 'mileageKm', 'lastService']);
    await openColumnMenu(page, grid, 'mileageKm');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Hide column' }).click();
    await eventually(fields, ['plate', 'model', 'lastService']);
    expect(await grid.locator('[role="gridcell"][data-field="mileageKm"]').count()).toBe(0);
  }, 60000);
});

describe('Data Grid guide: column dimensions', () => {
  it('dragging a header separator widens the column and reports the new width', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/column-dimensions/', 'ColumnResizeGrid', GRID_READY);
    const header = grid.locator('[role="columnheader"][data-field="capital"]');
    const before = await header.boundingBox();
    const separator = header.locator('.MuiDataGrid-columnSeparator--resizable');
    const box = await separator.boundingBox();
    if (!before || !box) throw new Error('The "Capital" header or its separator is not laid out');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y, { steps: 4 });
    await page.mouse.move(x + 80, y, { steps: 4 });
    await page.mouse.up();
    // "Capital" is 150 px wide by definition and has no maximum.
    await eventually(() => grid.getByRole('status').innerText(), '"Capital" is now 230 px wide.');
    const after = await header.boundingBox();
    expect(Math.round((after?.width ?? 0) - before.width)).toBe(80);
  }, 60000);
});

describe('Data Grid guide: application demos', () => {
  it('the real-time grid receives updates', async () => {
    const page = await sharedPage();
    const grid = await openDemo(
      page,
      'react-data-grid/demos/real-time-data/',
      'RealTimeTickerGrid',
      GRID_READY,
    );
    await eventually(
      async () => /^[1-9]\d* updates received$/.test(await statusOf(grid, 'ticker-updates')),
      true,
    );
    await grid.getByRole('button', { name: 'Pause updates' }).click();
    const paused = await statusOf(grid, 'ticker-updates');
    await grid.getByRole('button', { name: 'Resume updates' }).waitFor();
    expect(await statusOf(grid, 'ticker-updates')).toBe(paused);
  }, 60000);
});

describe('Data Grid guide: first steps', () => {
  it('the quickstart grid sorts by age when its header is clicked', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/quickstart/', 'FirstDataGrid', GRID_READY);
    // The five contacts of FirstDataGrid.tsx, in their source order, then sorted by age.
    expect(await columnText(grid, 'age')).toEqual(['34', '27', '41', '29', '36']);
    await grid.locator('[role="columnheader"][data-field="age"] .MuiDataGrid-columnHeaderTitle').click();
    await eventually(() => columnText(grid, 'age'), ['27', '29', '34', '36', '41']);
    await expect(
      grid.locator('[role="columnheader"][data-field="age"]').getAttribute('aria-sort'),
    ).resolves.toBe('ascending');
  }, 60000);

  it('the restock button replaces only the rows under 20 in stock', async () => {
    const page = await sharedPage();
    const grid = await openDemo(
      page,
      'react-data-grid/row-definition/',
      'RowDefinitionStateGrid',
      GRID_READY,
    );
    expect(await columnText(grid, 'inStock')).toEqual(['42', '310', '18', '7', '12']);
    await grid.getByRole('button', { name: 'Restock items under 20' }).click();
    // RESTOCK is 10 in RowDefinitionStateGrid.tsx: 18, 7 and 12 grow, 42 and 310 stay.
    await eventually(() => columnText(grid, 'inStock'), ['42', '310', '28', '17', '22']);
    expect(await grid.getByRole('status').innerText()).toBe('Restocks: 1');
    await grid.getByRole('button', { name: 'Reset' }).click();
    await eventually(() => columnText(grid, 'inStock'), ['42', '310', '18', '7', '12']);
  }, 60000);

  it('switching the locale translates the grid', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/localization/', 'LocalizedGrid', GRID_READY);
    // Labels of node_modules/@mui/x-data-grid/locales/frFR.js and deDE.js (checkboxSelectionSelectAllRows).
    const selectAll = grid.locator('[role="columnheader"] input[type="checkbox"]');
    expect(await selectAll.getAttribute('aria-label')).toBe('Sélectionner toutes les lignes');
    await grid.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await eventually(() => selectAll.getAttribute('aria-label'), 'Alle Zeilen auswählen');
    // The toolbar follows too: the quick filter's trigger (toolbarQuickFilterLabel) and its field's placeholder.
    await grid.getByRole('button', { name: 'Suchen', exact: true }).click();
    await grid.getByPlaceholder('Suchen…').waitFor();
  }, 60000);

  it('the feature table filters down to one plan with the quick filter', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/features/', 'FeaturesTableGrid', GRID_READY);
    const total = await grid.locator('.MuiTablePagination-displayedRows').innerText();
    expect(total).toMatch(/^1–\d+ of \d+$/);
    await grid.getByRole('button', { name: 'Search' }).click();
    await grid.getByPlaceholder('Search…').fill('Premium');
    // The Premium rows of FeaturesTableGrid.tsx: cell selection, Excel export, paste, row grouping, aggregation,
    // pivoting, undo and redo, charts integration and the AI assistant. No feature name contains "Premium".
    await eventually(() => grid.locator('.MuiTablePagination-displayedRows').innerText(), '1–9 of 9');
    const plans = await columnText(grid, 'plan');
    expect(plans).toEqual(Array(9).fill('Premium'));
  }, 60000);
});
