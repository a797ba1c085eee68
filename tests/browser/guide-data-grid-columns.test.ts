/**
 * Data Grid guide, the column and row layout pages: layout, column definition, custom columns, column
 * spanning, column groups, column ordering, row updates and row height. One test per page drives the demo
 * that shows the page's feature, as a reader would, and asserts the values and sizes the grid shows.
 */
import type { Locator, Page } from 'playwright-core';
import { browserSuite, openDemo, recordConsole } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';

const suite = browserSuite();
const VIEWPORT = { viewport: { width: 1280, height: 900 } };

/** Console errors other than the license watermark's message, which every paid demo logs without a key. */
function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.includes('MUI X: Missing license key'));
}

/** Rounded pixel height of the element, from its box. */
function boxHeight(locator: Locator): () => Promise<number> {
  return () => locator.evaluate((element) => Math.round(element.getBoundingClientRect().height));
}

/** The fields of the column headers, left to right. */
function headerFields(grid: Locator): () => Promise<(string | null)[]> {
  return () =>
    grid
      .locator('[role="columnheader"][data-field]')
      .evaluateAll((headers) => headers.map((header) => header.getAttribute('data-field')));
}

function headerTitle(grid: Locator, field: string): Locator {
  return grid.locator(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-columnHeaderTitle`);
}

function cell(grid: Locator, id: number | string, field: string): Locator {
  return grid.locator(`[role="row"][data-id="${id}"] [role="gridcell"][data-field="${field}"]`);
}

/** Where the keyboard focus is: the field of the focused cell and the id of its row. */
function focusedCell(page: Page): () => Promise<string | null> {
  return () =>
    page.evaluate(() => {
      const active = document.activeElement;
      const row = active?.closest('[role="row"]');
      if (!active || !row) return null;
      return `${row.getAttribute('data-id')}/${active.getAttribute('data-field')}`;
    });
}

describe('Data Grid guide: layout', () => {
  it('inside a flex parent the grid grows one row at a time, then stops at the maximum and scrolls', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const demo = await openDemo(page, 'react-data-grid/layout/', 'LayoutFlexParentGrid', GRID_READY);
    const root = demo.locator('.MuiDataGrid-root');
    const scroller = demo.locator('.MuiDataGrid-virtualScroller');
    expect(await columnText(demo, 'name')).toEqual(['Aoife Byrne', 'Bongani Dlamini']);
    const twoRows = await boxHeight(root)();
    // Two 40 px rows under the header: far from the parent's 380 px maximum.
    expect(twoRows).toBeLessThan(380 - 40);

    const add = demo.getByRole('button', { name: 'Add guest' });
    await add.click();
    await eventually(() => columnText(demo, 'name').then((names) => names.length), 3);
    await eventually(boxHeight(root), twoRows + 40);
    expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(false);

    // Twelve rows need more than 380 px: the grid stops there and its rows scroll.
    for (let count = 4; count <= 12; count += 1) await add.click();
    await eventually(boxHeight(root), 380);
    await eventually(() => scroller.evaluate((element) => element.scrollHeight > element.clientHeight), true);
    expect(unexpectedErrors(problems.errors)).toEqual([]);
  }, 60000);
});

describe('Data Grid guide: column definition', () => {
  it('"Line total" is computed by a valueGetter, formatted as money, and sorts by the computed value', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(
      page,
      'react-data-grid/column-definition/',
      'ValueGetterFormatterGrid',
      GRID_READY,
    );
    // Sorted by the computed total, largest first (initialState).
    expect(await columnText(grid, 'product')).toEqual([
      'Linen tablecloth',
      'Olive-wood board',
      'Beeswax candles (set)',
      'Stoneware mug',
      'Cast-iron skillet',
    ]);
    // unitPrice × quantity × (1 − discount): 62.90 × 0.85 is 53.464999… in floating point.
    expect(await columnText(grid, 'total')).toEqual(['$97.00', '$84.00', '$79.00', '$75.60', '$53.46']);
    expect(await columnText(grid, 'unitPrice')).toEqual(['$48.50', '$35.00', '$19.75', '$14.00', '$62.90']);
    expect(await columnText(grid, 'discount')).toEqual(['—', '20%', '—', '10%', '15%']);

    // desc → unsorted → asc.
    const total = headerTitle(grid, 'total');
    await total.click();
    await eventually(() => columnText(grid, 'total'), ['$97.00', '$75.60', '$53.46', '$79.00', '$84.00']);
    await total.click();
    await eventually(() => columnText(grid, 'total'), ['$53.46', '$75.60', '$79.00', '$84.00', '$97.00']);
    expect(await grid.locator('[role="columnheader"][data-field="total"]').getAttribute('aria-sort')).toBe(
      'ascending',
    );
  }, 60000);
});

describe('Data Grid guide: custom columns', () => {
  it('the tags column renders chips and its "has tag" filter operator narrows the recipes', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/custom-columns/', 'TagsColumnGrid', GRID_READY);
    const chips = (id: number) => cell(grid, id, 'tags').locator('.MuiChip-label').allInnerTexts();
    // The grid starts filtered on the tag "quick".
    expect(await columnText(grid, 'name')).toEqual(['Pad kra pao', 'Fish tacos']);
    expect(await chips(2)).toEqual(['spicy', 'quick']);

    await grid.getByRole('button', { name: 'Filters', exact: true }).click();
    const value = page.getByPlaceholder('Filter value');
    expect(await value.inputValue()).toBe('quick');
    await value.fill('batch');
    await eventually(() => columnText(grid, 'name'), ['Minestrone', 'Dal makhani']);
    expect(await chips(3)).toEqual(['vegan', 'soup', 'batch']);
    expect(await chips(5)).toEqual(['vegetarian', 'batch', 'spicy', 'slow']);

    // The operator matches whole tags only: "bat" is no tag.
    await value.fill('bat');
    await eventually(() => columnText(grid, 'name'), []);
  }, 60000);
});

describe('Data Grid guide: column spanning', () => {
  it('the keynote spans the three room columns, and the keyboard lands on it from any room below', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/column-spanning/', 'ColumnSpanningGrid', GRID_READY);
    const keynote = cell(grid, 1, 'room1');
    expect((await keynote.innerText()).trim()).toBe('Opening keynote');
    expect(await keynote.getAttribute('aria-colspan')).toBe('3');
    expect(await cell(grid, 1, 'room2').count()).toBe(0);
    expect(await cell(grid, 1, 'room3').count()).toBe(0);
    expect(await cell(grid, 4, 'room1').getAttribute('aria-colspan')).toBe('3');
    expect(await cell(grid, 2, 'room1').getAttribute('aria-colspan')).toBe('1');
    expect(await columnText(grid, 'room3')).toEqual(['Observability', 'Postgres tips', 'Queues 101']);

    // The spanning cell covers exactly the three room headers.
    const header = async (field: string) => {
      const box = await grid.locator(`[role="columnheader"][data-field="${field}"]`).boundingBox();
      if (!box) throw new Error(`the ${field} header is not laid out`);
      return box;
    };
    const room1 = await header('room1');
    const room3 = await header('room3');
    const span = await keynote.boundingBox();
    if (!span) throw new Error('the keynote cell is not laid out');
    expect(Math.round(span.x)).toBe(Math.round(room1.x));
    expect(Math.round(span.x + span.width)).toBe(Math.round(room3.x + room3.width));

    await cell(grid, 2, 'room3').click();
    await eventually(focusedCell(page), '2/room3');
    await page.keyboard.press('ArrowUp');
    await eventually(focusedCell(page), '1/room1');
  }, 60000);
});

describe('Data Grid guide: column groups', () => {
  it('the group rows nest "Legs" inside "Times (minutes)", and the group shows its description', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/column-groups/', 'ColumnGroupsGrid', GRID_READY);
    const groups = (rowIndex: number) =>
      grid
        .locator(`[role="row"][aria-rowindex="${rowIndex}"] .MuiDataGrid-columnHeader--filledGroup`)
        .evaluateAll((cells) =>
          cells.map((groupCell) => ({
            name: groupCell.textContent?.trim(),
            fields: groupCell.getAttribute('data-fields'),
            colspan: groupCell.getAttribute('aria-colspan'),
          })),
        );
    expect(await groups(1)).toEqual([
      { name: 'Athlete', fields: '|-name-|-country-|', colspan: '2' },
      { name: 'Times (minutes)', fields: '|-swimMin-|-bikeMin-|-runMin-|-total-|', colspan: '4' },
    ]);
    expect(await groups(2)).toEqual([
      { name: 'Legs', fields: '|-swimMin-|-bikeMin-|-runMin-|', colspan: '3' },
    ]);
    expect(await headerFields(grid)()).toEqual(['name', 'country', 'swimMin', 'bikeMin', 'runMin', 'total']);
    // "Total" is a valueGetter: swim + bike + run.
    expect(await columnText(grid, 'total')).toEqual(['492', '493', '494', '488']);

    await grid.getByText('Times (minutes)', { exact: true }).hover();
    await eventually(
      async () => (await page.getByRole('tooltip').innerText()).trim(),
      'Transition times are included in the bike split.',
    );
  }, 60000);
});

describe('Data Grid guide: column ordering', () => {
  it('dragging "Reporter" onto "Severity" moves the column there and reports the new order', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const grid = await openDemo(
      page,
      'react-data-grid/column-ordering/',
      'ColumnOrderingProGrid',
      GRID_READY,
    );
    const status = grid.getByRole('status').filter({ hasText: 'Order:' });
    expect(await headerFields(grid)()).toEqual(['id', 'title', 'severity', 'component', 'reporter']);
    expect((await status.innerText()).trim()).toBe('Order: id → title → severity → component → reporter');

    const from = await headerTitle(grid, 'reporter').boundingBox();
    const to = await headerTitle(grid, 'severity').boundingBox();
    if (!from || !to) throw new Error('the headers are not laid out');
    const y = from.y + from.height / 2;
    // The grid moves the dragged column while the pointer travels left over the other headers (HTML drag and drop).
    await page.mouse.move(from.x + from.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 10, y, { steps: 2 });
    await page.mouse.move(to.x + to.width / 2, y, { steps: 12 });
    await page.mouse.up();

    await eventually(headerFields(grid), ['id', 'title', 'reporter', 'severity', 'component']);
    await eventually(
      async () => (await status.innerText()).trim(),
      'Order: id → title → reporter → severity → component',
    );
    // The cells follow their header.
    const firstRowFields = await grid
      .locator('[role="row"][data-id="101"] [role="gridcell"][data-field]')
      .evaluateAll((cells) => cells.map((rowCell) => rowCell.getAttribute('data-field')));
    expect(firstRowFields).toEqual(['id', 'title', 'reporter', 'severity', 'component']);
    expect(unexpectedErrors(problems.errors)).toEqual([]);
  }, 60000);
});

describe('Data Grid guide: row updates', () => {
  it('new rows from React state keep the sort: add, change every value, remove the oldest', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/row-updates/', 'RowsFromStateGrid', GRID_READY);
    expect(await columnText(grid, 'pm25')).toEqual(['12', '18']);
    // Sort by PM2.5, largest first (asc, then desc).
    await headerTitle(grid, 'pm25').click();
    await eventually(() => columnText(grid, 'pm25'), ['12', '18']);
    await headerTitle(grid, 'pm25').click();
    await eventually(() => columnText(grid, 'pm25'), ['18', '12']);

    // Reading 3 is taken at "University" with 8 + (3 × 7 mod 30) = 29 µg/m³, and sorts to the top.
    await grid.getByRole('button', { name: 'Add reading' }).click();
    await eventually(() => columnText(grid, 'pm25'), ['29', '18', '12']);
    expect(await columnText(grid, 'station')).toEqual(['University', 'Old Town', 'Harbour']);

    await grid.getByRole('button', { name: 'All +1' }).click();
    await eventually(() => columnText(grid, 'pm25'), ['30', '19', '13']);

    await grid.getByRole('button', { name: 'Remove oldest' }).click();
    await eventually(() => columnText(grid, 'station'), ['University', 'Old Town']);
    expect(await columnText(grid, 'pm25')).toEqual(['30', '19']);
    expect(await grid.locator('[role="columnheader"][data-field="pm25"]').getAttribute('aria-sort')).toBe(
      'descending',
    );
  }, 60000);
});

describe('Data Grid guide: row height', () => {
  it('the density buttons set every row to 52 px × 0.7, 1.3 or 1 (rounded down)', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/row-height/', 'RowDensityGrid', GRID_READY);
    // The distinct heights of the rendered rows (the grid may leave rows out of view unrendered).
    const rowHeights = () =>
      grid
        .locator('[role="row"][data-id]')
        .evaluateAll((rows) => [
          ...new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height))),
        ]);
    // The demo starts compact.
    await eventually(rowHeights, [36]);
    expect(await columnText(grid, 'name')).toEqual([
      'Mont Blanc',
      'Aconcagua',
      'Denali',
      'Kilimanjaro',
      'Elbrus',
      'Puncak Jaya',
    ]);
    await grid.getByRole('button', { name: 'Comfortable', exact: true }).click();
    await eventually(rowHeights, [67]);
    const standard = grid.getByRole('button', { name: 'Standard', exact: true });
    await standard.click();
    await eventually(rowHeights, [52]);
    expect(await standard.getAttribute('aria-pressed')).toBe('true');
  }, 60000);
});
