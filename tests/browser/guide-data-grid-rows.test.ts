/**
 * Data Grid guide, more main-feature pages: the demo, FAQs, row ordering and recipes pages, and the
 * second demos of the accessibility, cell selection and column header pages. Drives the real grids and
 * asserts the values they show.
 */
import type { Locator, Page } from 'playwright-core';
import { browserSuite, openDemo, recordConsole } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';

const suite = browserSuite();

function text(locator: Locator): () => Promise<string> {
  return async () => (await locator.innerText()).trim();
}

/** Drags a row by its reorder handle and drops it on the lower part of another row (HTML drag and drop). */
async function dragRow(page: Page, grid: Locator, fromId: string, toId: string): Promise<void> {
  const handle = grid.locator(
    `[role="row"][data-id="${fromId}"] [data-field="__reorder__"] [draggable="true"]`,
  );
  const target = grid.locator(`[role="row"][data-id="${toId}"]`);
  const box = await target.boundingBox();
  if (!box) throw new Error(`row ${toId} is not displayed`);
  await handle.dragTo(target, { targetPosition: { x: box.width / 2, y: box.height - 4 } });
}

const TRACKS = [
  'Harbour Lights',
  'Paper Planes at Dawn',
  'Copper Sky',
  'Last Tram Home',
  'Glasshouse',
  'Slow River',
];

describe('Data Grid guide: row ordering', () => {
  it('dragging a track below the third one moves it there and reports the move', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/row-ordering/', 'RowOrderingProGrid', GRID_READY);
    expect(await columnText(grid, 'title')).toEqual(TRACKS);

    await dragRow(page, grid, '1', '3');
    await eventually(
      () => columnText(grid, 'title'),
      ['Paper Planes at Dawn', 'Copper Sky', 'Harbour Lights', 'Last Tram Home', 'Glasshouse', 'Slow River'],
    );
    await eventually(text(grid.getByTestId('row-order-log')), '"Harbour Lights" moved from position 1 to 3');
    expect(problems.errors.filter((error) => !error.includes('Missing license key'))).toEqual([]);
  }, 60000);

  it('a move is written back to the rows and stored by the simulated server', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/row-ordering/', 'RowOrderingSavedProGrid', GRID_READY);
    await dragRow(page, grid, 'T-104', 'T-101');
    await eventually(() => columnText(grid, 'id'), ['T-101', 'T-104', 'T-102', 'T-103', 'T-105']);
    await eventually(
      text(grid.getByTestId('saved-order')),
      'Priority order: T-101, T-104, T-102, T-103, T-105',
    );
  }, 60000);

  it('fixed agenda items have no draggable handle, and the handle column comes last', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/row-ordering/',
      'RowOrderingLockedProGrid',
      GRID_READY,
    );
    const handle = (id: number) =>
      grid.locator(`[role="row"][data-id="${id}"] [data-field="__reorder__"] > [draggable]`);
    expect(await handle(1).getAttribute('draggable')).toBe('false');
    expect(await handle(5).getAttribute('draggable')).toBe('false');
    expect(await handle(2).getAttribute('draggable')).toBe('true');
    const fields = await grid
      .locator('[role="columnheader"][data-field]')
      .evaluateAll((headers) => headers.map((header) => header.getAttribute('data-field')));
    expect(fields).toEqual(['duration', 'topic', 'fixed', '__reorder__']);
  }, 60000);
});

describe('Data Grid guide: row and column recipes', () => {
  it('"Go to row" scrolls to parcel 85, selects it and focuses its first cell', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/row-recipes/', 'RowRecipesJumpToRowGrid', GRID_READY);
    expect(await grid.locator('[role="row"][data-id="85"]').count()).toBe(0);
    await grid.getByLabel('Parcel number').fill('85');
    await grid.getByRole('button', { name: 'Go to row' }).click();
    const row = grid.locator('[role="row"][data-id="85"]');
    await row.waitFor();
    await eventually(() => row.getAttribute('aria-selected'), 'true');
    await eventually(
      () =>
        page.evaluate(() => document.activeElement?.closest('[role="row"]')?.getAttribute('data-id') ?? null),
      '85',
    );

    await grid.getByLabel('Parcel number').fill('101');
    await grid.getByRole('button', { name: 'Go to row' }).click();
    await grid.getByText('No parcel with this number.').waitFor();
  }, 60000);

  it('the compact view hides the secondary columns', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/column-recipes/',
      'ColumnRecipesCompactGrid',
      GRID_READY,
    );
    const headers = () =>
      grid
        .locator('[role="columnheader"][data-field]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-field')));
    expect(await headers()).toEqual(['name', 'role', 'office', 'phone', 'startYear']);
    await grid.getByLabel('Compact view').check();
    await eventually(headers, ['name', 'role']);
  }, 60000);
});

describe('Data Grid guide: FAQs and the demo', () => {
  it('reads the selected row and the shown order through apiRef', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/faq/', 'FaqApiRefRowGrid', GRID_READY);
    const output = grid.getByTestId('faq-apiref-output');
    await grid.locator('[role="row"][data-id="2"] [data-field="title"]').click();
    await grid.getByRole('button', { name: 'Selected row' }).click();
    await eventually(text(output), 'Kindred (Octavia E. Butler, 1979)');

    await grid.locator('[role="columnheader"][data-field="year"] .MuiDataGrid-columnHeaderTitle').click();
    await eventually(() => columnText(grid, 'year'), ['1961', '1969', '1972', '1974', '1979', '1993']);
    await grid.getByRole('button', { name: 'Ids in shown order' }).click();
    await eventually(text(output), 'Shown order: 3, 1, 6, 4, 2, 5');
  }, 60000);

  it('the fare column follows the chosen currency', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/faq/', 'FaqFreshColumnsGrid', GRID_READY);
    await eventually(() => columnText(grid, 'fare'), ['€189.00', '€243.00', '€131.00', '€97.00']);
    await grid.getByRole('button', { name: 'JPY' }).click();
    await eventually(() => columnText(grid, 'fare'), ['¥30,618', '¥39,366', '¥21,222', '¥15,714']);
  }, 60000);

  it('the showcase holds 5,000 orders and its quick filter narrows them', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/demo/', 'DemoShowcasePremiumGrid', GRID_READY);
    const rowCount = () => grid.locator('[role="grid"]').first().getAttribute('aria-rowcount');
    // Header row + 5,000 rows + the aggregation footer row.
    const initial = Number(await rowCount());
    expect(initial).toBeGreaterThanOrEqual(5001);
    expect(initial).toBeLessThanOrEqual(5003);
    await grid.getByRole('button', { name: 'Search' }).click();
    await grid.getByPlaceholder('Search…').fill('Ghana');
    await page.waitForFunction(
      ({ start }) => {
        const value = Number(
          document
            .querySelector('[data-demo="DemoShowcasePremiumGrid"] [role="grid"]')
            ?.getAttribute('aria-rowcount'),
        );
        return value > 2 && value < start - 1000;
      },
      { start: initial },
    );
    // Data rows only: the aggregation footer row has no country.
    const countries = await grid
      .locator(
        '[role="row"][data-id]:not([data-id^="auto-generated"]) [role="gridcell"][data-field="country"]',
      )
      .allInnerTexts();
    expect(countries.length).toBeGreaterThan(0);
    expect(new Set(countries)).toEqual(new Set(['Ghana']));
    expect(problems.errors.filter((error) => !error.includes('Missing license key'))).toEqual([]);
  }, 60000);
});

describe('Data Grid guide: second demos of existing pages', () => {
  it('selecting Monday to Wednesday from code selects 12 cells worth 84 hours', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/cell-selection/',
      'CellSelectionApiPremiumGrid',
      GRID_READY,
    );
    const summary = grid.getByTestId('cell-range-summary');
    await grid.getByRole('button', { name: 'Monday to Wednesday' }).click();
    await eventually(text(summary), '12 cells selected, 84 hours');
    expect(await grid.locator('[role="gridcell"].Mui-selected').count()).toBe(12);
    await grid.getByRole('button', { name: 'Thursday and Friday' }).click();
    await eventually(text(summary), '8 cells selected, 56 hours');
  }, 60000);

  it('the focus line follows the arrow keys', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/accessibility/', 'GridA11yFocusGrid', GRID_READY);
    const position = grid.getByTestId('focus-position');
    await grid.locator('[role="row"][data-id="1"] [data-field="name"]').click();
    await eventually(text(position), 'Focus: Row 1 of 6, column "Medicine"');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await eventually(text(position), 'Focus: Row 3 of 6, column "Form"');
    await page.keyboard.press('End');
    await eventually(text(position), 'Focus: Row 3 of 6, column "In stock"');
  }, 60000);

  it('the labelled grid takes its name from the heading and its density from the menu', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/accessibility/', 'GridA11yLabelledGrid', GRID_READY);
    await expect(grid.getByRole('grid', { name: 'Seminar rooms' }).count()).resolves.toBe(1);
    const rowHeight = () =>
      grid.locator('[role="row"][data-id="A-101"]').evaluate((row) => row.getBoundingClientRect().height);
    const standard = await rowHeight();
    await grid.getByLabel('Row density').click();
    await page.getByRole('option', { name: 'Compact' }).click();
    await eventually(async () => (await rowHeight()) < standard, true);
  }, 60000);

  it('a header double-click is reported with the column name', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/column-header/', 'ColumnHeaderEventsGrid', GRID_READY);
    const capital = grid.locator(
      '[role="columnheader"][data-field="capital"] .MuiDataGrid-columnHeaderTitle',
    );
    await capital.dblclick();
    await eventually(text(grid.getByTestId('header-event')), 'Double-clicked "Capital"');
    await grid.locator('[role="columnheader"][data-field="areaKm2"] .MuiDataGrid-columnHeaderTitle').click();
    await eventually(text(grid.getByTestId('header-event')), 'Clicked "Area (km²)"');
  }, 60000);
});
