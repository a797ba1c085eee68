/**
 * Data Grid guide, main features: drives the real grids of the guide's demos through the features their
 * pages teach (sort and filter, editing, pagination, checkbox selection, virtualization) and asserts the
 * values the grid shows.
 */
import type { Locator, Page } from 'playwright-core';
import { browserSuite, recordConsole, openDemo } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';

const suite = browserSuite();
/**
 * The suite's shared tab: these tests only navigate and interact (openDemo moves between pages in it), so a
 * new context per test would only pay again for loading the site.
 */
async function sharedPage(): Promise<Page> {
  return (await suite.sharedPage({ viewport: { width: 1280, height: 900 } })).page;
}

async function footerText(grid: Locator): Promise<string> {
  return (await grid.locator('.MuiDataGrid-footerContainer').innerText()).replace(/\s+/g, ' ').trim();
}

describe('Data Grid guide: sorting and filtering through the UI', () => {
  it('filters the employees by department from the column menu, then sorts the remaining rows by salary', async () => {
    const page = await sharedPage();
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/filtering/', 'FilterBasicGrid', GRID_READY);
    expect(await columnText(grid, 'name')).toHaveLength(10);

    // Column menu of "Department" → Filter → type the value.
    const header = grid.locator('[role="columnheader"][data-field="department"]');
    await header.hover();
    await header.locator('button[aria-label$="column menu"]').click();
    await page.getByRole('menuitem', { name: 'Filter' }).click();
    const valueInput = page.getByPlaceholder('Filter value');
    await valueInput.fill('Engineering');
    await eventually(() => columnText(grid, 'name'), ['Amara Okafor', 'Hana Sato', 'Jonas Berg']);
    await page.keyboard.press('Escape');

    // Click "Salary" once (ascending), then again (descending).
    const salary = grid.locator('[role="columnheader"][data-field="salary"] .MuiDataGrid-columnHeaderTitle');
    await salary.click();
    await eventually(() => columnText(grid, 'name'), ['Jonas Berg', 'Amara Okafor', 'Hana Sato']);
    await eventually(() => columnText(grid, 'salary'), ['76,000', '98,000', '112,000']);
    await salary.click();
    await eventually(() => columnText(grid, 'name'), ['Hana Sato', 'Amara Okafor', 'Jonas Berg']);
    expect(problems.errors).toEqual([]);
  }, 60000);

  it('the quick filter keeps the rows matching every typed word', async () => {
    const page = await sharedPage();
    const grid = await openDemo(
      page,
      'react-data-grid/filtering/quick-filter/',
      'QuickFilterToolbarGrid',
      GRID_READY,
    );
    await grid.getByRole('button', { name: 'Search' }).click();
    const search = grid.getByPlaceholder('Search…');
    await search.fill('portugal');
    await eventually(() => columnText(grid, 'company'), ['Casa Verde', 'Lisbon Labs']);
    await search.fill('team portugal');
    await eventually(() => columnText(grid, 'company'), ['Lisbon Labs']);
  }, 60000);

  it('the initial filter model shows only flights under 200 €', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/filtering/', 'FilterInitialStateGrid', GRID_READY);
    const prices = (await columnText(grid, 'price')).map(Number);
    expect(prices).toEqual([189, 142, 121, 176, 198, 167]);
  }, 60000);
});

describe('Data Grid guide: editing', () => {
  it('a cell edited with the keyboard shows the committed value', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/editing/', 'CellEditingGrid', GRID_READY);
    const cell = grid.locator('[role="row"][data-id="3"] [data-field="quantity"]');
    expect((await cell.innerText()).trim()).toBe('12');
    await cell.dblclick();
    const input = cell.locator('input');
    await input.fill('30');
    await input.press('Enter');
    await eventually(async () => (await cell.innerText()).trim(), '30');
    expect(await cell.locator('input').count()).toBe(0);
  }, 60000);

  it('processRowUpdate saves through the simulated server and reports a rejected value', async () => {
    const page = await sharedPage();
    const root = page.locator('[data-demo="ProcessRowUpdateGrid"]');
    const grid = await openDemo(page, 'react-data-grid/editing/', 'ProcessRowUpdateGrid', GRID_READY);
    const limit = grid.locator('[role="row"][data-id="2"] [data-field="creditLimit"]');
    await limit.dblclick();
    await limit.locator('input').fill('3000');
    await limit.locator('input').press('Enter');
    await eventually(async () => (await root.getByRole('status').innerText()).trim(), 'Saved Oskar Nilsen.');
    expect((await limit.innerText()).trim()).toBe('3,000');

    await limit.dblclick();
    await limit.locator('input').fill('50000');
    await limit.locator('input').press('Enter');
    await eventually(
      async () => (await root.getByRole('status').innerText()).trim(),
      'Credit limits above 20,000 need a manager’s approval.',
    );
    // The rejected value stays in the editor; Escape restores the saved one.
    expect(await limit.locator('input').inputValue()).toBe('50000');
    await limit.locator('input').press('Escape');
    await eventually(async () => (await limit.innerText()).trim(), '3,000');
  }, 60000);
});

describe('Data Grid guide: pagination', () => {
  it('moves to the next page and changes the page size', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/pagination/', 'PaginationPageSizeGrid', GRID_READY);
    expect(await columnText(grid, 'id')).toEqual([
      'INV-1001',
      'INV-1002',
      'INV-1003',
      'INV-1004',
      'INV-1005',
    ]);
    expect(await footerText(grid)).toContain('1–5 of 48');

    await grid.getByRole('button', { name: 'Go to next page' }).click();
    await eventually(
      () => columnText(grid, 'id'),
      ['INV-1006', 'INV-1007', 'INV-1008', 'INV-1009', 'INV-1010'],
    );
    expect(await footerText(grid)).toContain('6–10 of 48');

    // Rows per page: 5 → 25. The page index stays 1 (the second page), now rows 26 to 48.
    await grid.getByRole('combobox').click();
    await page.getByRole('option', { name: '25' }).click();
    await eventually(async () => (await footerText(grid)).includes('26–48 of 48'), true);
    expect((await columnText(grid, 'id'))[0]).toBe('INV-1026');
  }, 60000);

  it('loads the pages of the simulated server', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/pagination/', 'ServerPaginationGrid', GRID_READY);
    await eventually(async () => (await footerText(grid)).includes('1–10 of 1250'), true, 10000);
    await grid.getByRole('button', { name: 'Go to next page' }).click();
    await eventually(async () => (await columnText(grid, 'tracking'))[0], 'SHP-0700130', 10000);
    expect(await footerText(grid)).toContain('11–20 of 1250');
  }, 60000);
});

describe('Data Grid guide: row selection', () => {
  it('counts the rows selected with the checkboxes', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/row-selection/', 'CheckboxSelectionGrid', GRID_READY);
    for (const id of ['2', '4', '7']) {
      await grid.locator(`[role="row"][data-id="${id}"] input[type="checkbox"]`).click();
    }
    await eventually(async () => (await footerText(grid)).includes('3 rows selected'), true);
    expect(
      await grid
        .locator('[role="row"][aria-selected="true"]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id'))),
    ).toEqual(['2', '4', '7']);

    await grid.locator('[role="row"][data-id="4"] input[type="checkbox"]').click();
    await eventually(async () => (await footerText(grid)).includes('2 rows selected'), true);

    await grid.getByRole('checkbox', { name: 'Select all rows' }).click();
    await eventually(async () => (await footerText(grid)).includes('8 rows selected'), true);
  }, 60000);

  it('rows rejected by isRowSelectable cannot be selected', async () => {
    const page = await sharedPage();
    const grid = await openDemo(page, 'react-data-grid/row-selection/', 'SelectableRowsGrid', GRID_READY);
    await expect(
      grid.locator('[role="row"][data-id="A1"] input[type="checkbox"]').isDisabled(),
    ).resolves.toBe(true);
    await grid.getByRole('checkbox', { name: 'Select all rows' }).click();
    await eventually(async () => (await footerText(grid)).includes('4 rows selected'), true);
  }, 60000);
});

describe('Data Grid guide: virtualization', () => {
  it('keeps fewer than 200 rows in the DOM while scrolled to the middle of 100,000 rows', async () => {
    const page = await sharedPage();
    const grid = await openDemo(
      page,
      'react-data-grid/virtualization/',
      'VirtualizationLargeGrid',
      GRID_READY,
    );
    const gridElement = grid.locator('[role="grid"]').first();
    expect(await gridElement.getAttribute('aria-rowcount')).toBe('100001'); // rows + the header row
    expect(await gridElement.getAttribute('aria-colcount')).toBe('100');

    await grid.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight / 2;
      scroller.scrollLeft = scroller.scrollWidth / 2;
    });
    // Wait until the rows around the middle are rendered.
    await eventually(
      async () => {
        const ids = await grid
          .locator('[role="row"][data-id]')
          .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-id'))));
        return ids.some((id) => id > 49000 && id < 51000);
      },
      true,
      10000,
    );
    const rowCount = await grid.locator('[role="row"]').count();
    expect(rowCount).toBeGreaterThan(5);
    expect(rowCount).toBeLessThan(200);
    const cellsPerRow = await grid
      .locator('[role="row"][data-id]')
      .first()
      .locator('[role="gridcell"]')
      .count();
    expect(cellsPerRow).toBeLessThan(40);
  }, 60000);
});
