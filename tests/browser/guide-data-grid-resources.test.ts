/**
 * Data Grid guide, resources and advanced pages: drives the demos of the state, events, performance,
 * AI assistant and charts integration pages through the UI and asserts what the grid shows; checks that the
 * rendered event catalogue lists exactly the events the installed packages declare.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, openDemo, recordConsole, settled, url, waitForHydration } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';
import { declaredGridEvents } from '../unit/gridEvents/declaredEvents';

const suite = browserSuite();
const VIEWPORT = { viewport: { width: 1280, height: 900 } };
async function filterFromColumnMenu(page: Page, grid: Locator, field: string, value: string) {
  const header = grid.locator(`[role="columnheader"][data-field="${field}"]`);
  await header.hover();
  await header.locator('button[aria-label$="column menu"]').click();
  await page.getByRole('menuitem', { name: 'Filter' }).click();
  await page.getByPlaceholder('Filter value').fill(value);
}

const ALL_NAMES = [
  'Amara Okafor',
  'Bruno Costa',
  'Chloé Martin',
  'Dev Patel',
  'Elif Yılmaz',
  'Femi Adeyemi',
  'Greta Lind',
  'Hana Sato',
];

describe('State page', () => {
  it('restoring a saved view brings back its sort and its filter', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const demo = await openDemo(page, 'react-data-grid/state/', 'StateSaveRestoreGrid', GRID_READY);
    expect(await columnText(demo, 'name')).toEqual(ALL_NAMES);

    // Filter to Engineering from the column menu, then sort by salary (one click: ascending).
    await filterFromColumnMenu(page, demo, 'department', 'Engineering');
    await eventually(() => columnText(demo, 'name'), ['Amara Okafor', 'Elif Yılmaz', 'Hana Sato']);
    await page.keyboard.press('Escape');
    await demo.locator('[role="columnheader"][data-field="salary"] .MuiDataGrid-columnHeaderTitle').click();
    const engineersBySalary = ['Elif Yılmaz', 'Amara Okafor', 'Hana Sato'];
    await eventually(() => columnText(demo, 'name'), engineersBySalary);

    await demo.getByRole('button', { name: 'Save view' }).click();
    await eventually(
      () => demo.getByTestId('saved-view').innerText(),
      'Saved: sort: salary asc; filter: department contains "Engineering"',
    );

    // Reset drops both: every row, in the original order.
    await demo.getByRole('button', { name: 'Reset' }).click();
    await eventually(() => columnText(demo, 'name'), ALL_NAMES);

    await demo.getByRole('button', { name: 'Restore saved view' }).click();
    await eventually(() => columnText(demo, 'name'), engineersBySalary);
    await eventually(() => columnText(demo, 'salary'), ['87,000', '98,000', '112,000']);
    await expect(
      demo.locator('[role="columnheader"][data-field="salary"]').getAttribute('aria-sort'),
    ).resolves.toBe('ascending');
    expect(problems.errors).toEqual([]);
  }, 60000);
});

describe('Events page', () => {
  it('logs the events of a row click and of a header click', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const demo = await openDemo(page, 'react-data-grid/events/', 'EventsLogGrid', GRID_READY);
    const log = demo.getByTestId('event-log').locator('li');
    expect(await log.count()).toBe(0);

    await demo.locator('[role="row"][data-id="2"] [data-field="destination"]').click();
    await eventually(() => log.allInnerTexts(), ['rowClick: TP317 to Oslo']);

    await demo.locator('[role="columnheader"][data-field="delay"] .MuiDataGrid-columnHeaderTitle').click();
    await eventually(
      async () => (await log.allInnerTexts()).slice(0, 2).sort(),
      ['columnHeaderClick: delay', 'sortModelChange: delay asc'],
    );
    expect(await log.count()).toBe(3);
    expect(await columnText(demo, 'delay')).toEqual(['0', '12', '13', '25', '26', '39']);
  }, 60000);

  it('a first listener that sets defaultMuiPrevented stops selection until it is unsubscribed', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const demo = await openDemo(page, 'react-data-grid/events/', 'EventsPreventSelectionGrid', GRID_READY);
    const selected = demo.getByTestId('selected-orders');
    const blocked = demo.getByTestId('blocked-click');
    expect(await selected.innerText()).toBe('Selected: none');

    await demo.locator('[role="row"][data-id="3"] [data-field="customer"]').click();
    await eventually(() => selected.innerText(), 'Selected: SO-4816');

    // Row 2 is a cancelled order: the click is seen by the listener and the selection stays.
    await demo.locator('[role="row"][data-id="2"] [data-field="customer"]').click();
    await eventually(() => blocked.innerText(), 'Click on SO-4813 ignored');
    expect(await selected.innerText()).toBe('Selected: SO-4816');

    await demo.getByRole('switch', { name: 'Cancelled orders cannot be selected' }).click();
    await demo.locator('[role="row"][data-id="2"] [data-field="customer"]').click();
    await eventually(() => selected.innerText(), 'Selected: SO-4813');
    expect(await blocked.innerText()).toBe('No click ignored yet');
  }, 60000);

  it('the catalogue lists every declared event with its plan', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    await page.goto(url('react-data-grid/events/'), { waitUntil: 'load' });
    await waitForHydration(page);
    const rendered = await page.locator('.grid-events-catalogue tr[data-event]').evaluateAll((rows) =>
      rows.map((row) => ({
        name: row.getAttribute('data-event'),
        plan: row.querySelector('[data-plan]')?.getAttribute('data-plan'),
      })),
    );
    const declared = declaredGridEvents(path.resolve(__dirname, '..', '..', 'node_modules'));
    expect(rendered.map((row) => row.name).sort()).toEqual(declared.map((event) => event.name).sort());
    const planOf = new Map(declared.map((event) => [event.name, event.plan]));
    expect(rendered.filter((row) => planOf.get(row.name!) !== row.plan)).toEqual([]);
  }, 60000);
});

describe('Performance page', () => {
  it('a parent render re-renders no cell with stable columns, and every shown cell with inline ones', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const demo = await openDemo(page, 'react-data-grid/performance/', 'PerformanceRenderCount', GRID_READY);
    const count = async () =>
      Number(/(\d+)/.exec(await demo.getByTestId('cell-renders').innerText())?.[1] ?? NaN);
    const shownPriceCells = await demo.locator('[role="gridcell"][data-field="price"]').count();

    await demo.getByRole('button', { name: 'Reset count' }).click();
    await demo.getByRole('button', { name: 'Re-render the parent' }).click();
    await eventually(() => demo.getByText('Parent renders caused: 1').count(), 1);
    // Proving that nothing renders: wait for the effects of that render to have run, then read.
    await settled(page);
    expect(await count()).toBe(0);

    await demo.getByRole('switch', { name: 'Stable columns' }).uncheck();
    await settled(page);
    await demo.getByRole('button', { name: 'Reset count' }).click();
    await demo.getByRole('button', { name: 'Re-render the parent' }).click();
    await eventually(async () => (await count()) >= shownPriceCells, true);
    console.log(
      `[perf] inline columns: ${await count()} price cell renders for one parent render (${shownPriceCells} cells shown)`,
    );
  }, 60000);

  it('times a sort of 50,000 rows and shows the measured value', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const demo = await openDemo(page, 'react-data-grid/performance/', 'PerformanceSortTiming', GRID_READY);
    await demo.getByRole('button', { name: 'Sort by price' }).click();
    const timing = demo.getByTestId('sort-timing');
    await eventually(
      async () => /^Sorted 50,000 rows by price in [\d.]+ ms/.test(await timing.innerText()),
      true,
    );
    // The rows are really sorted: ascending prices from the top.
    const prices = (await columnText(demo, 'price')).map(Number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    console.log(`[perf] ${await timing.innerText()}`);
  }, 60000);
});

describe('AI assistant page', () => {
  it('a suggestion picked in the assistant panel is resolved by the local mock and sorts the grid', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const demo = await openDemo(page, 'react-data-grid/ai-assistant/', 'AiAssistantMockGrid', GRID_READY);
    await demo.getByRole('button', { name: 'AI Assistant' }).click();
    await page.getByText('Sort by revenue descending').click();
    const revenues = async () =>
      (await columnText(demo, 'revenue')).map((value) => Number(value.replace(/,/g, '')));
    await eventually(async () => {
      const values = await revenues();
      return values.length > 1 && values.every((value, index) => index === 0 || values[index - 1] >= value);
    }, true);
  }, 60000);

  it('a prompt typed in the toolbar field is resolved by the local mock and sorts the grid', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const demo = await openDemo(
      page,
      'react-data-grid/ai-assistant/',
      'AiPromptFieldToolbarGrid',
      GRID_READY,
    );
    const input = demo.getByPlaceholder('Try "sort by ageDays desc" or "only priority high"');
    await input.fill('sort by ageDays desc');
    await demo.getByRole('button', { name: 'Send prompt' }).click();
    await eventually(() => demo.getByTestId('prompt-status').innerText(), 'Applied: sort by ageDays desc');
    await eventually(async () => (await columnText(demo, 'ageDays')).slice(0, 3), ['16', '15', '14']);
    // Paid demos run without a license key on purpose (maintainers/writing.md, "Adding a demo"), which MUI X reports.
    expect(problems.errors.filter((text) => !/MUI X: Missing license key\./.test(text))).toEqual([]);
  }, 60000);
});

describe('Charts integration page', () => {
  it('the chart shows only the filtered rows, in the order the grid sorts them', async () => {
    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const demo = await openDemo(
      page,
      'react-data-grid/charts-integration/',
      'ChartsIntegrationFilteredGrid',
      GRID_READY,
    );
    const categories = () => demo.getByTestId('chart-categories').getAttribute('data-categories');
    await eventually(categories, 'Aberdeen,Leeds,Newcastle');

    const revenueTitle = demo.locator(
      '[role="columnheader"][data-field="revenue"] .MuiDataGrid-columnHeaderTitle',
    );
    await revenueTitle.click();
    await eventually(categories, 'Aberdeen,Newcastle,Leeds');
    await revenueTitle.click();
    await eventually(categories, 'Leeds,Newcastle,Aberdeen');
    expect(problems.errors.filter((text) => !/MUI X: Missing license key\./.test(text))).toEqual([]);
  }, 60000);
});
