/**
 * Data Grid guide, row and filter pages: row spanning, row pinning, cells, filter customization, server-side
 * filtering, multi-filters, and the time-off calendar and inventory demos. Each test does what a reader of
 * the page would do with its main demo (sort, pin, pick a filter value, type a search, switch "and" to
 * "or", move with the keyboard, edit a quantity) and asserts the values the real grid then shows.
 */
import type { Locator, Page } from 'playwright-core';
import { browserSuite, openDemo, recordConsole } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';

const suite = browserSuite();
const VIEWPORT = { viewport: { width: 1280, height: 900 } };

function cell(grid: Locator, rowId: string | number, field: string): Locator {
  return grid.locator(`[role="row"][data-id="${rowId}"] [role="gridcell"][data-field="${field}"]`);
}

async function text(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** Clicks a column header's title: one step of its sorting order. */
async function sortBy(grid: Locator, field: string): Promise<void> {
  await grid.locator(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-columnHeaderTitle`).click();
}

/** Ids of the rendered data rows, in the order they are shown. */
async function rowIds(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((elements) => elements.map((row) => row.getAttribute('data-id') ?? ''));
}

/**
 * What each rendered row holds at one column index: `"<aria-rowspan>:<text>"` for a real cell, `"-"` for the
 * empty placeholder the grid leaves under a merged cell.
 */
async function spans(grid: Locator, colIndex: number): Promise<string[]> {
  return grid.locator('[role="row"][data-id]').evaluateAll(
    (rows, index) =>
      rows.map((row) => {
        const slot = row.querySelector(`[data-colindex="${index}"]`);
        if (!slot || slot.getAttribute('role') !== 'gridcell') return '-';
        return `${slot.getAttribute('aria-rowspan')}:${(slot.textContent ?? '').trim()}`;
      }),
    colIndex,
  );
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not displayed`);
  return found;
}

/** Field of the grid cell that has the keyboard focus. */
function focusedField(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-field') ?? null,
  );
}

describe('Data Grid guide: row spanning', () => {
  it('merges equal days and rooms into taller cells, and re-forms the runs after sorting', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/row-spanning/', 'RowSpanningGrid', GRID_READY);
    // Columns: day (0), room (1), time (2).
    await eventually(() => spans(grid, 0), ['4:Tuesday', '-', '-', '-', '3:Wednesday', '-', '-']);
    expect(await spans(grid, 1)).toEqual(['2:Main hall', '-', '2:Workshop A', '-', '3:Main hall', '-', '-']);
    expect(await spans(grid, 2)).toEqual([
      '1:09:00',
      '1:10:00',
      '1:10:30',
      '1:11:30',
      '1:09:00',
      '1:10:00',
      '1:11:30',
    ]);
    // The merged cell is drawn as tall as the four rows it covers.
    const tuesday = await box(cell(grid, 1, 'day'));
    const firstRow = await box(grid.locator('[role="row"][data-id="1"]'));
    expect(tuesday.height).toBeCloseTo(4 * firstRow.height, 0);

    // Sorted by time, the days alternate: only the two Tuesday sessions that stay adjacent merge.
    await sortBy(grid, 'time');
    await eventually(
      () => rowIds(grid.locator('[role="row"][data-id]')),
      ['1', '5', '2', '6', '3', '4', '7'],
    );
    await eventually(
      () => spans(grid, 0),
      ['1:Tuesday', '1:Wednesday', '1:Tuesday', '1:Wednesday', '2:Tuesday', '-', '1:Wednesday'],
    );
    expect(await spans(grid, 2)).toEqual(['2:09:00', '-', '2:10:00', '-', '1:10:30', '2:11:30', '-']);
    expect(problems.errors).toEqual([]);
  }, 60000);
});

describe('Data Grid guide: row pinning', () => {
  it('a pinned flight joins the top rows, which keep their place and order while the others sort', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/row-pinning/', 'RowPinningActionProGrid', GRID_READY);
    const pinned = grid.locator('.MuiDataGrid-pinnedRows--top [role="row"][data-id]');
    const body = grid.locator('.MuiDataGrid-virtualScrollerRenderZone [role="row"][data-id]');
    expect(await rowIds(pinned)).toEqual(['BA0317']);
    expect(await rowIds(body)).toEqual([
      'AF1234',
      'LH0981',
      'KL1602',
      'IB3401',
      'SK0552',
      'OS0412',
      'LX0631',
    ]);

    await grid.locator('[role="row"][data-id="SK0552"]').getByLabel('Pin to top', { exact: true }).click();
    await eventually(() => rowIds(pinned), ['BA0317', 'SK0552']);
    expect(await rowIds(body)).toEqual(['AF1234', 'LH0981', 'KL1602', 'IB3401', 'OS0412', 'LX0631']);

    // Destination ascending, then descending: the scrolling rows follow, the pinned ones do not move.
    await sortBy(grid, 'destination');
    await eventually(() => rowIds(body), ['KL1602', 'LH0981', 'IB3401', 'AF1234', 'OS0412', 'LX0631']);
    expect(await rowIds(pinned)).toEqual(['BA0317', 'SK0552']);
    await sortBy(grid, 'destination');
    await eventually(() => rowIds(body), ['LX0631', 'OS0412', 'AF1234', 'IB3401', 'LH0981', 'KL1602']);
    expect(await rowIds(pinned)).toEqual(['BA0317', 'SK0552']);
    const lastPinned = await box(pinned.last());
    const firstScrolling = await box(body.first());
    expect(lastPinned.y + lastPinned.height).toBeLessThanOrEqual(firstScrolling.y + 1);

    // Unpinned, London goes back among the sorted rows.
    await grid.locator('[role="row"][data-id="BA0317"]').getByLabel('Unpin', { exact: true }).click();
    await eventually(() => rowIds(pinned), ['SK0552']);
    await eventually(
      () => rowIds(body),
      ['LX0631', 'OS0412', 'AF1234', 'IB3401', 'BA0317', 'LH0981', 'KL1602'],
    );
  }, 60000);
});

describe('Data Grid guide: cells', () => {
  it('the computed cost and the formatted weight sort as numbers, not as the text shown', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/cells/', 'CellsShipmentsGrid', GRID_READY);
    expect(await columnText(grid, 'delivered')).toEqual([
      'Delivered',
      'In transit',
      'Delivered',
      'Delivered',
      'In transit',
      'Delivered',
      'Delivered',
      'In transit',
    ]);
    // As text, "€7.50" would sort after "€66.00"; as numbers it comes first.
    await sortBy(grid, 'cost');
    await eventually(
      () => columnText(grid, 'cost'),
      ['€7.50', '€32.00', '€34.00', '€36.00', '€64.50', '€66.00', '€75.00', '€77.50'],
    );
    expect(await columnText(grid, 'reference')).toEqual([
      'SHP-2401',
      'SHP-2450',
      'SHP-2429',
      'SHP-2408',
      'SHP-2443',
      'SHP-2422',
      'SHP-2436',
      'SHP-2415',
    ]);
    // As text, "15.0 kg" would sort before "2.5 kg".
    await sortBy(grid, 'weightKg');
    await eventually(
      () => columnText(grid, 'weightKg'),
      ['2.5 kg', '8.0 kg', '8.5 kg', '9.0 kg', '15.0 kg', '15.5 kg', '21.5 kg', '22.0 kg'],
    );
  }, 60000);
});

describe('Data Grid guide: filter customization', () => {
  it('the star-rating input of the custom "at least" operator changes which hotels remain', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(
      page,
      'react-data-grid/filtering/customization/',
      'CustomOperatorGrid',
      GRID_READY,
    );
    expect(await columnText(grid, 'name')).toEqual(['Casa Azul', 'The Linden', 'Ryokan Kiku']);

    await grid
      .locator('[role="columnheader"][data-field="stars"]')
      .getByRole('button', { name: 'Show filters', exact: true })
      .click();
    const form = page.locator('.MuiDataGrid-filterForm');
    await form.waitFor();
    expect(await text(form.locator('.MuiDataGrid-filterFormOperatorInput [role="combobox"]'))).toBe(
      'at least',
    );

    const star = (label: string) => form.locator('label').filter({ hasText: new RegExp(`^${label}$`) });
    await star('3 Stars').click();
    await eventually(
      () => columnText(grid, 'name'),
      ['Casa Azul', 'The Linden', 'Ryokan Kiku', 'Harbour Inn', 'Pension Adler'],
    );
    await star('5 Stars').click();
    await eventually(() => columnText(grid, 'name'), ['The Linden']);
  }, 60000);
});

describe('Data Grid guide: server-side filtering', () => {
  it('a typed search goes to the simulated server, and the grid shows the rows it answers', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const grid = await openDemo(
      page,
      'react-data-grid/filtering/server-side/',
      'ServerFilterGrid',
      GRID_READY,
    );
    const displayed = grid.locator('.MuiTablePagination-displayedRows');
    await eventually(() => text(displayed), '1–10 of 40');

    await grid.getByRole('button', { name: 'Search', exact: true }).click();
    const search = grid.getByPlaceholder('Search…');
    await search.fill('castle');
    await eventually(
      () => columnText(grid, 'name'),
      [
        'Castle Road Library',
        'Castle Street Library',
        'Castle Square Library',
        'Castle Lane Library',
        'Castle Park Library',
      ],
    );
    expect(await columnText(grid, 'district')).toEqual(['West', 'East', 'South', 'North', 'Centre']);
    expect(await text(displayed)).toBe('1–5 of 5');

    // Every word must match the name or the district.
    await search.fill('castle north');
    await eventually(() => columnText(grid, 'name'), ['Castle Lane Library']);
    expect(await columnText(grid, 'district')).toEqual(['North']);
    expect(await text(displayed)).toBe('1–1 of 1');
    expect(problems.errors).toEqual([]);
  }, 60000);
});

describe('Data Grid guide: multi-filters', () => {
  it('switching the two conditions from "and" to "or" widens the apartments shown', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(
      page,
      'react-data-grid/filtering/multi-filters/',
      'MultiFilterProGrid',
      GRID_READY,
    );
    // aria-rowcount counts the header row and the rows that pass the filters.
    const rowCount = () => grid.locator('[role="grid"]').first().getAttribute('aria-rowcount');
    const firstIds = async () => (await columnText(grid, 'id')).slice(0, 6);

    // "Rooms ≥ 2" and "Balcony is true": 15 of 30.
    await eventually(rowCount, '16');
    expect(await firstIds()).toEqual(['2', '3', '6', '8', '11', '12']);

    await grid.getByRole('button', { name: 'Filters', exact: true }).click();
    const logic = page.getByRole('combobox', { name: 'Logic operator', exact: true });
    expect(await text(logic)).toBe('And');
    await logic.click();
    await page.getByRole('option', { name: 'Or', exact: true }).click();

    // Either condition: 27 of 30 (only the one-room flats without a balcony go).
    await eventually(rowCount, '28');
    expect(await firstIds()).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(await text(logic)).toBe('Or');
  }, 60000);
});

describe('Data Grid guide: time-off calendar demo', () => {
  it('each absence is one cell over its days, and the keyboard moves across it in one step', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(
      page,
      'react-data-grid/demos/time-off-calendar/',
      'TimeOffCalendarGrid',
      GRID_READY,
    );
    // Amara's vacation covers Mon 2 to Fri 6: one cell five columns wide, the four days under it not drawn.
    const amara = cell(grid, 1, 'day0');
    expect(await amara.getAttribute('aria-colspan')).toBe('5');
    expect(await text(amara)).toBe('Vacation · 5 days');
    for (const day of ['day1', 'day2', 'day3', 'day4']) expect(await cell(grid, 1, day).count()).toBe(0);
    expect(await text(cell(grid, 2, 'day2'))).toBe('Sick leave · 2 days');
    expect(await cell(grid, 2, 'day2').getAttribute('aria-colspan')).toBe('2');

    // Kenji has two vacations (Tue 3–Wed 4, Wed 11–Fri 13): ArrowRight steps over each in one press.
    await cell(grid, 4, 'team').click();
    await eventually(() => focusedField(page), 'team');
    for (const field of ['day0', 'day1', 'day3', 'day4', 'day5', 'day6', 'day7']) {
      await page.keyboard.press('ArrowRight');
      await eventually(() => focusedField(page), field);
    }
    expect(await cell(grid, 4, 'day7').getAttribute('aria-colspan')).toBe('3');
    expect(await text(cell(grid, 4, 'day7'))).toBe('Vacation · 3 days');
    await page.keyboard.press('ArrowLeft');
    await eventually(() => focusedField(page), 'day6');
  }, 60000);
});

describe('Data Grid guide: inventory demo', () => {
  it('an edited stock is committed with Enter: status, value and summary follow; a negative one is refused', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const grid = await openDemo(
      page,
      'react-data-grid/demos/inventory/',
      'InventoryDashboardGrid',
      GRID_READY,
    );
    const total = grid.getByTestId('inventory-value');
    const reorder = grid.getByTestId('inventory-reorder');
    expect(await text(total)).toBe('Stock value: €20,874');
    expect(await text(reorder)).toBe('Products to reorder: 5');
    const stock = cell(grid, 'SKU-1040', 'inStock');
    expect(await text(stock)).toBe('0');
    expect(await text(cell(grid, 'SKU-1040', 'status'))).toBe('Out of stock');

    // A negative quantity: Enter does not leave edit mode, the input is flagged.
    await stock.dblclick();
    const input = stock.locator('input');
    await input.fill('-3');
    await eventually(() => input.getAttribute('aria-invalid'), 'true');
    await input.press('Enter');
    // Typing again works only if the cell is still being edited.
    await input.fill('12');
    await eventually(() => input.getAttribute('aria-invalid'), 'false');
    await input.press('Enter');
    await input.waitFor({ state: 'detached' });

    await eventually(() => text(stock), '12');
    expect(await text(cell(grid, 'SKU-1040', 'status'))).toBe('In stock');
    expect(await text(cell(grid, 'SKU-1040', 'stockValue'))).toBe('€2,268');
    await eventually(() => text(total), 'Stock value: €23,142');
    expect(await text(reorder)).toBe('Products to reorder: 4');
    // The rows stay sorted by stock: the desk now comes after the 7 and 8 in stock.
    await eventually(
      async () => (await columnText(grid, 'inStock')).slice(0, 6),
      ['0', '0', '7', '8', '12', '17'],
    );
    expect(problems.errors).toEqual([]);
  }, 60000);
});
