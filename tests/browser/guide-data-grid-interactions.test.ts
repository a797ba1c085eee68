/**
 * Data Grid guide, interaction demos: copying a cell range and pasting it (clipboard), jumping to a cell
 * (scrolling), lazy loading on scroll and the retry of a failed range, the footer of server-side aggregation with
 * lazy loading, open groups across a reload (server-side row grouping), a view kept in localStorage across mounts
 * (state), editing from the list view cell, and the tree data cache. Each test
 * performs the interaction and checks what the grid shows against the demos' own data modules.
 */
import type { Locator } from 'playwright-core';
import { browserSuite, openDemo, recordConsole } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';
import { createOrders, orderAt } from '../../docs/react-data-grid/server-side-data/simulatedServer';

const suite = browserSuite();
const VIEWPORT = { viewport: { width: 1280, height: 900 } };
/** The only console error a paid demo may log without a license key. */
const LICENSE_MESSAGE = /MUI X: Missing license key/;

function otherErrors(errors: string[]): string[] {
  return errors.filter((error) => !LICENSE_MESSAGE.test(error));
}

function cell(grid: Locator, id: number | string, field: string): Locator {
  return grid.locator(`[role="row"][data-id="${id}"] [role="gridcell"][data-field="${field}"]`);
}

/** Scrolls the grid's own scroller to its end and lets the grid react to the scroll event. */
async function scrollGridToEnd(grid: Locator): Promise<void> {
  await grid.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event('scroll'));
  });
}

describe('Clipboard page', () => {
  it('copies a range of prices and pastes it into other rows, which take the copied values', async () => {
    const { page } = await suite.sharedPage({
      ...VIEWPORT,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/clipboard/', 'ClipboardPasteGrid', GRID_READY);
    expect(await columnText(grid, 'price')).toEqual(['8.5', '6.2', '2.4', '9.9', '7.1', '11']);

    // Select the prices of the first two rows (a range) and copy them.
    await cell(grid, 1, 'price').click();
    await cell(grid, 2, 'price').click({ modifiers: ['Shift'] });
    await page.keyboard.press('ControlOrMeta+C');
    await eventually(
      () => page.evaluate(() => navigator.clipboard.readText()).then((text) => text.split(/\r?\n/)),
      ['8.5', '6.2'],
    );

    // Paste from the fourth row: the two copied values land in rows 4 and 5.
    await cell(grid, 4, 'price').click();
    await page.keyboard.press('ControlOrMeta+V');
    await eventually(() => columnText(grid, 'price'), ['8.5', '6.2', '2.4', '8.5', '6.2', '11']);
    expect(await grid.getByTestId('last-change').innerText()).toMatch(/price (9\.9 → 8\.5|7\.1 → 6\.2)/);
    expect(otherErrors(problems.errors)).toEqual([]);
  }, 60000);
});

describe('Scrolling page', () => {
  it('"Go to cell" scrolls store 80 and November into view and focuses that cell', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/scrolling/', 'ScrollToCellGrid', GRID_READY);
    // Row 80 is far below the viewport: virtualization has not rendered it.
    expect(await grid.locator('[role="row"][data-id="80"]').count()).toBe(0);

    await grid.getByRole('button', { name: 'Go to cell' }).click();
    const target = cell(grid, 80, 'Nov');
    await target.waitFor({ state: 'visible' });
    await eventually(() => target.evaluate((element) => element === document.activeElement), true);
    // The cell lies inside the scroller's visible box, both ways.
    const inView = await target.evaluate((element) => {
      const scroller = element.closest('.MuiDataGrid-virtualScroller');
      if (!scroller) return false;
      const box = element.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      return (
        box.top >= view.top - 1 &&
        box.bottom <= view.bottom + 1 &&
        box.left >= view.left - 1 &&
        box.right <= view.right + 1
      );
    });
    expect(inView).toBe(true);
  }, 60000);
});

describe('Server-side lazy loading and aggregation', () => {
  it('scrolling to the end of 10,000 orders fetches the last range from the simulated server', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const grid = await openDemo(
      page,
      'react-data-grid/server-side-data/lazy-loading/',
      'LazyLoadingGrid',
      GRID_READY,
    );
    expect((await columnText(grid, 'orderNumber'))[0]).toBe(orderAt(0).orderNumber);
    const last = orderAt(9999).orderNumber;
    expect(await grid.getByText(last).count()).toBe(0);

    await scrollGridToEnd(grid);
    await grid.getByText(last, { exact: true }).waitFor({ timeout: 15000 });
    expect(await grid.locator('.MuiDataGrid-footerContainer').innerText()).toContain('10,000');
    expect(otherErrors(problems.errors)).toEqual([]);
  }, 60000);

  it('with lazy loading, the aggregation footer covers all 3,000 orders and stays while scrolling', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(
      page,
      'react-data-grid/server-side-data/aggregation/',
      'ServerAggregationLazyGrid',
      GRID_READY,
    );
    const orders = createOrders(3000);
    const sum = (field: 'quantity' | 'total') =>
      orders.reduce((total, order) => total + order[field], 0).toLocaleString('en-US');
    const footer = (field: string) =>
      grid
        .locator(`.MuiDataGrid-bottomContainer [role="gridcell"][data-field="${field}"]`)
        .innerText()
        .then((text) => text.trim());
    await eventually(() => footer('total'), sum('total'), 10000);
    expect(await footer('quantity')).toBe(sum('quantity'));

    await scrollGridToEnd(grid);
    await grid.getByText(orders[2999].orderNumber, { exact: true }).waitFor({ timeout: 15000 });
    expect(await footer('total')).toBe(sum('total'));
  }, 60000);
});

describe('Server-side lazy loading: a failed range', () => {
  it('shows the error with the failed rows, and Retry fills that range in', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(
      page,
      'react-data-grid/server-side-data/lazy-loading/',
      'LazyLoadingErrorGrid',
      GRID_READY,
    );
    const last = grid.getByText(orderAt(2999).orderNumber, { exact: true });
    await grid.getByRole('button', { name: 'Fail the next request' }).click();
    await scrollGridToEnd(grid);
    const alert = grid.getByRole('alert');
    await alert.waitFor({ timeout: 15000 });
    expect(await alert.innerText()).toMatch(/503 Service Unavailable\)\.\s*\(rows \d+ to 2999\)/);
    // The failed range stays as skeleton rows.
    expect(await last.count()).toBe(0);

    await alert.getByRole('button', { name: 'Retry' }).click();
    await last.waitFor({ timeout: 15000 });
    expect(await grid.getByRole('alert').count()).toBe(0);
  }, 60000);
});

describe('Server-side row grouping: expansion across a reload', () => {
  it('keepChildrenExpanded decides whether an open group stays open after a reload', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(
      page,
      'react-data-grid/server-side-data/row-grouping/',
      'ServerRowGroupingKeepExpandedGrid',
      GRID_READY,
    );
    const group = grid.locator('[role="row"][data-id="group/Electronics"]');
    const children = grid.locator('[role="row"][data-id^="group/Electronics/"]');
    const reload = grid.getByRole('button', { name: 'Reload the groups' });
    const progress = grid.locator('[role="progressbar"], .MuiDataGrid-overlay').first();

    // On (the default): the reload answers and the group is still open.
    await group.locator('button').first().click();
    await children.first().waitFor();
    await reload.click();
    await progress.waitFor({ state: 'visible' });
    await progress.waitFor({ state: 'hidden' });
    expect(await children.count()).toBeGreaterThan(0);

    // Off: the same reload collapses it.
    // MUI's Switch is an <input type="checkbox"> with role="switch" (@mui/material/Switch/Switch.js).
    await grid.getByRole('switch', { name: 'keepChildrenExpanded' }).uncheck();
    await reload.click();
    await children.first().waitFor({ state: 'detached', timeout: 10000 });
    expect(await group.count()).toBe(1);
  }, 60000);
});

describe('State page: a view kept in localStorage', () => {
  it('a sort made before mounting the grid again is still applied after it', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/state/', 'StateLocalStorageGrid', GRID_READY);
    const byId = ['1958', '1967', '1969', '1987', '1989', '1997', '2005', '2013'];
    await grid.locator('[role="columnheader"][data-field="year"] .MuiDataGrid-columnHeaderTitle').click();
    await eventually(() => columnText(grid, 'year'), byId);

    await grid.getByRole('button', { name: 'Mount the grid again' }).click();
    await eventually(() => columnText(grid, 'year'), byId);
    expect(await page.evaluate(() => window.localStorage.getItem('docs-library-grid-view'))).toContain(
      '"year"',
    );

    // Forgetting the view mounts a grid in the default order (by id).
    await grid.getByRole('button', { name: 'Forget the saved view' }).click();
    await eventually(
      () => columnText(grid, 'year'),
      ['1969', '1958', '1987', '1989', '1967', '1997', '2005', '2013'],
    );
  }, 60000);
});

describe('List view page', () => {
  it('the edit dialog opened from a list cell updates that row', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/list-view/', 'ListViewEditGrid', GRID_READY);
    await grid.getByRole('button', { name: 'Edit Pablo Ortega' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit contact' });
    await dialog.getByLabel('Company').fill('Meseta Wind');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(
      () =>
        grid
          .locator('[role="row"][data-id="2"]')
          .innerText()
          .then((text) => text.includes('Meseta Wind')),
      true,
    );
    expect(await grid.locator('[role="row"][data-id="1"]').innerText()).toContain('Harbour Logistics');
  }, 60000);
});

describe('Server-side tree data: a cache of your own', () => {
  it('expanding a person again is answered by the cache, not the server', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(
      page,
      'react-data-grid/server-side-data/tree-data/',
      'ServerTreeDataCacheGrid',
      GRID_READY,
    );
    const counter = grid.getByTestId('tree-cache-requests');
    const requests = () => counter.innerText().then((text) => Number(text.replace(/\D/g, '')));
    const child = grid.locator('[role="row"][data-id="Ingrid Solberg/Mateo Alvarez"]');
    const toggle = grid.locator('[role="row"][data-id="Ingrid Solberg"] button').first();
    const before = await requests();
    expect(before).toBeGreaterThanOrEqual(1);

    // The first expansion asks the server.
    await toggle.click();
    await child.waitFor();
    await eventually(requests, before + 1);

    // Collapsing drops the children; expanding again finds them in the cache.
    await toggle.click();
    await child.waitFor({ state: 'detached' });
    await toggle.click();
    await child.waitFor();
    expect(await requests()).toBe(before + 1);
  }, 60000);
});
