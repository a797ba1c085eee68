/**
 * Data Grid guide, server-side data and undo: drives the real grids of the server-side data
 * overview (loading, rows from the simulated server, an error and its retry) and of the undo and redo page
 * (undoing an edit from the keyboard and from toolbar buttons), the tutorial's grid, the cursor pagination recipe
 * and server-side pivoting, asserting the values the grid shows against the simulated servers' own modules.
 */
import type { Locator } from 'playwright-core';
import { browserSuite, recordConsole, openDemo } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';
import { createOrders } from '../../docs/react-data-grid/server-side-data/simulatedServer';
import { auditEventAt } from '../../docs/react-data-grid/server-side-data/cursorServer';
import { queryPivot } from '../../docs/react-data-grid/server-side-data/pivotServer';
import { employees } from '../../docs/react-data-grid/tutorials/employeesApi';

const suite = browserSuite();

const SERVER_PAGE = 'react-data-grid/server-side-data/';
const UNDO_PAGE = 'react-data-grid/undo-redo/';
/** What the grid shows while a data source request is pending (skeleton rows or the progress bar). */
const LOADING = '.MuiDataGrid-overlay, .MuiDataGrid-skeletonLoadingOverlay, [role="progressbar"]';
/** The only console error a paid demo may log without a license key. */
const LICENSE_MESSAGE = /MUI X: Missing license key/;

function footerText(grid: Locator): Promise<string> {
  return grid
    .locator('.MuiDataGrid-footerContainer')
    .innerText()
    .then((text) => text.replace(/\s+/g, ' ').trim());
}

/**
 * The grid virtualizes: only the rows within its viewport are in the DOM (nine of a ten-row page in these
 * demos), so the tests compare the first eight rows, in order.
 */
const SHOWN = 8;

function firstRows(grid: Locator, field: string): Promise<string[]> {
  return columnText(grid, field).then((texts) => texts.slice(0, SHOWN));
}

function otherErrors(errors: string[]): string[] {
  return errors.filter((error) => !LICENSE_MESSAGE.test(error));
}

describe('Server-side data: the data source demos', () => {
  it('shows the loading state, then the first page from the simulated server, and sorts on the server', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const problems = recordConsole(page);
    const grid = await openDemo(page, SERVER_PAGE, 'ServerSideDataGrid');
    // The first request is pending right after mount: the grid shows its loading state and no data row.
    await grid.locator(LOADING).first().waitFor({ state: 'visible' });
    expect(await grid.locator(GRID_READY).count()).toBe(0);

    const orders = createOrders(500);
    await eventually(
      () => firstRows(grid, 'orderNumber'),
      orders.slice(0, SHOWN).map((order) => order.orderNumber),
      10000,
    );
    expect(await firstRows(grid, 'customer')).toEqual(orders.slice(0, SHOWN).map((order) => order.customer));
    expect(await footerText(grid)).toContain('1–10 of 500');

    // Sorting by total (ascending on the first click) is a new request, answered by the server.
    const total = grid.locator('[role="columnheader"][data-field="total"] .MuiDataGrid-columnHeaderTitle');
    await total.click();
    await grid.locator(LOADING).first().waitFor({ state: 'visible' });
    const ascending = [...orders].sort((a, b) => a.total - b.total);
    await eventually(
      () => firstRows(grid, 'total'),
      ascending.slice(0, SHOWN).map((order) => order.total.toLocaleString('en-US')),
      10000,
    );
    expect(otherErrors(problems.errors)).toEqual([]);
  }, 60000);

  it('reports a failed request and recovers with the retry button', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const problems = recordConsole(page);
    const grid = await openDemo(page, SERVER_PAGE, 'ServerSideErrorGrid', GRID_READY);
    const firstPage = createOrders(120)
      .slice(0, SHOWN)
      .map((order) => order.orderNumber);
    await eventually(() => firstRows(grid, 'orderNumber'), firstPage, 10000);

    const failSwitch = grid.getByLabel('Fail the next request');
    await failSwitch.check();
    await grid.getByRole('button', { name: 'Reload rows' }).click();

    const alert = grid.getByRole('alert');
    await alert.waitFor({ state: 'visible', timeout: 10000 });
    expect((await alert.innerText()).trim()).toContain(
      'The server could not be reached (503 Service Unavailable).',
    );
    expect(await grid.locator(GRID_READY).count()).toBe(0);
    // The switch fails one request only, and shows that it has been used.
    expect(await failSwitch.isChecked()).toBe(false);

    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor({ state: 'detached' });
    await eventually(() => firstRows(grid, 'orderNumber'), firstPage, 10000);
    expect(await footerText(grid)).toContain('1–10 of 120');
    expect(otherErrors(problems.errors)).toEqual([]);
  }, 60000);
});

describe('Server-side aggregation', () => {
  it('the footer shows the totals the server computed over every matching order, on every page', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/server-side-data/aggregation/',
      'ServerAggregationGrid',
      GRID_READY,
    );
    const orders = createOrders(250);
    const sum = (field: 'quantity' | 'total') => orders.reduce((total, order) => total + order[field], 0);
    const footer = (field: string) =>
      grid
        .locator(`.MuiDataGrid-bottomContainer [role="gridcell"][data-field="${field}"]`)
        .innerText()
        .then((text) => text.trim());
    await eventually(() => footer('total'), sum('total').toLocaleString('en-US'), 10000);
    expect(await footer('quantity')).toBe(sum('quantity').toLocaleString('en-US'));

    // The next page is another request; the footer still covers all 250 orders.
    await grid.getByRole('button', { name: 'Go to next page' }).click();
    await eventually(
      () => firstRows(grid, 'orderNumber').then((rows) => rows[0]),
      orders[10].orderNumber,
      10000,
    );
    expect(await footer('total')).toBe(sum('total').toLocaleString('en-US'));
  }, 60000);
});

describe('Undo and redo', () => {
  it('Ctrl+Z restores the value of a committed edit, Ctrl+Y applies it again', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const problems = recordConsole(page);
    const grid = await openDemo(page, UNDO_PAGE, 'UndoRedoKeyboardGrid', GRID_READY);
    const cell = grid.locator('[role="row"][data-id="1"] [role="gridcell"][data-field="quantity"]');
    const before = (await cell.innerText()).trim();
    expect(before).toBe('12');

    await cell.dblclick();
    const input = cell.locator('input');
    await input.fill('47');
    await input.press('Enter');
    await eventually(async () => (await cell.innerText()).trim(), '47');

    // Focus is still in the grid (on the next row's cell after Enter), where the shortcut is listened to.
    await page.keyboard.press('Control+z');
    await eventually(async () => (await cell.innerText()).trim(), '12');
    await page.keyboard.press('Control+y');
    await eventually(async () => (await cell.innerText()).trim(), '47');
    expect(otherErrors(problems.errors)).toEqual([]);
  }, 60000);

  it('the toolbar buttons undo and redo an edit and enable themselves from the history', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, UNDO_PAGE, 'UndoRedoToolbarGrid', GRID_READY);
    const undo = grid.getByRole('button', { name: 'Undo' });
    const redo = grid.getByRole('button', { name: 'Redo' });
    expect(await undo.isDisabled()).toBe(true);
    expect(await redo.isDisabled()).toBe(true);

    const cell = grid.locator('[role="row"][data-id="3"] [role="gridcell"][data-field="amount"]');
    expect((await cell.innerText()).trim()).toBe('5,600');
    await cell.dblclick();
    const input = cell.locator('input');
    await input.fill('6200');
    await input.press('Enter');
    await eventually(async () => (await cell.innerText()).trim(), '6,200');
    await eventually(() => undo.isEnabled(), true);

    await undo.click();
    await eventually(async () => (await cell.innerText()).trim(), '5,600');
    await eventually(
      async () => (await grid.getByTestId('history-log').innerText()).trim(),
      'Undone: cellEditStop',
    );
    await eventually(() => undo.isDisabled(), true);
    await eventually(() => redo.isEnabled(), true);

    await redo.click();
    await eventually(async () => (await cell.innerText()).trim(), '6,200');
    await eventually(
      async () => (await grid.getByTestId('history-log').innerText()).trim(),
      'Redone: cellEditStop',
    );
  }, 60000);
});

describe('Server-side data: tutorial, recipes and pivoting', () => {
  it('the tutorial grid sorts on its simulated server and reports the server row count', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/tutorials/server-side-data/',
      'TutorialEmployeesGrid',
      GRID_READY,
    );
    const table = employees();
    expect(await footerText(grid)).toContain(`1–10 of ${table.length}`);
    await grid.locator('[role="columnheader"][data-field="salary"] .MuiDataGrid-columnHeaderTitle').click();
    const lowest = [...table].sort((a, b) => a.salary - b.salary)[0];
    await eventually(async () => (await columnText(grid, 'name'))[0], lowest.name, 10000);
    expect((await columnText(grid, 'salary'))[0]).toBe(lowest.salary.toLocaleString('en-US'));
  }, 60000);

  it('jumping to a page of a cursor API walks the cursors, one request per page', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/server-side-data/recipes/',
      'ServerCursorBlockingGrid',
      GRID_READY,
    );
    expect((await columnText(grid, 'time'))[0]).toBe(auditEventAt(0).time);
    await grid.getByRole('button', { name: 'Jump to page 6' }).click();
    await eventually(async () => (await columnText(grid, 'time'))[0], auditEventAt(50).time, 10000);
    // The first page (which also gave the cursor of page 2), then pages 2 to 5 walked for the cursors of pages 3 to 6,
    // then page 6 itself.
    expect(await grid.getByTestId('cursor-blocking-requests').innerText()).toBe('Requests sent: 6');
    expect(await footerText(grid)).toContain('51–60 of more than 60');
  }, 60000);

  it('server-side pivoting builds the columns of the answer and shows the server totals', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/server-side-data/pivoting/',
      'ServerPivotingGrid',
      GRID_READY,
    );
    const answer = await queryPivot(
      {
        pivotModel: {
          rows: [{ field: 'region' }],
          columns: [{ field: 'channel' }],
          values: [{ field: 'revenue', aggFunc: 'sum' }],
        },
        groupFields: ['region'],
        groupKeys: [],
        filterModel: { items: [] },
        sortModel: [],
        start: 0,
        end: 0,
      },
      { latency: 0 },
    );
    const europe = answer.rows.find((row) => row.group === 'Europe');
    const cell = grid.locator(
      '[role="row"][data-id="pivot/Europe"] [role="gridcell"][data-field="web>revenue"]',
    );
    await eventually(
      async () => (await cell.innerText()).trim(),
      Number(europe?.['web>revenue']).toLocaleString('en-US'),
      10000,
    );
    // One column group per channel of the answer's pivotColumns, in the server's order.
    const headers = (await grid.locator('.MuiDataGrid-columnHeaders').innerText()).replace(/\s+/g, ' ');
    const channels = (answer.pivotColumns ?? []).map((column) => String(column.group));
    expect(channels).toEqual(['partner', 'store', 'web']);
    for (const channel of channels) expect(headers).toContain(channel);
  }, 60000);
});
