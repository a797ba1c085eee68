/**
 * Data Grid guide, customization pages: drives the demos of the styling, overlays and custom
 * subcomponents pages through the real grid and asserts what it shows: the no-results and custom no-rows
 * overlays, the loading overlay of a simulated server, row classes computed from the demo's data, and the
 * toolbar components (quick filter, panel triggers) narrowing or reshaping the grid.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { browserSuite, openDemo, recordConsole } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';

const suite = browserSuite();
const DEMOS = path.resolve(__dirname, '../../docs/react-data-grid');

/** The ids of the shown rows that carry a class, as strings, in display order. */
function rowIdsWithClass(grid: Locator, className: string): Promise<string[]> {
  return grid
    .locator(`[role="row"][data-id].${className}`)
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? ''));
}

/** Ids of the rows of a demo's data whose `status` is `status` (read from the demo's source). */
function idsWithStatus(file: string, status: string): string[] {
  const source = readFileSync(path.join(DEMOS, file), 'utf8');
  const ids: string[] = [];
  for (const match of source.matchAll(/\{[^{}]*\bid: (\d+),[^{}]*\bstatus: '([A-Za-z]+)'[^{}]*\}/g)) {
    if (match[2] === status) ids.push(match[1]);
  }
  if (ids.length === 0) throw new Error(`${file}: no row with status ${status}`);
  return ids;
}

describe('Data Grid guide: overlays', () => {
  it('a quick search that matches nothing shows the no-results overlay, and clearing it brings the rows back', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/overlays/', 'OverlayNoResultsGrid', GRID_READY);
    expect(await columnText(grid, 'dish')).toHaveLength(5);

    await grid.getByRole('button', { name: 'Search' }).click();
    const search = grid.getByPlaceholder('Search…');
    await search.fill('lasagne');
    await eventually(() => columnText(grid, 'dish'), []);
    const overlay = grid.locator('.MuiDataGrid-overlay');
    await eventually(async () => (await overlay.innerText()).trim(), 'No results found.');

    await search.fill('');
    await eventually(async () => (await columnText(grid, 'dish')).length, 5);
    expect(await overlay.count()).toBe(0);
    expect(problems.errors).toEqual([]);
  }, 60000);

  it('the loading overlay covers the first load and a refresh of the simulated server', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/overlays/', 'OverlayLoadingGrid');
    // First load: no rows yet, so noRowsVariant ("skeleton") is used, then the five shipments arrive.
    await eventually(
      () => columnText(grid, 'tracking'),
      ['TRK-88120', 'TRK-88121', 'TRK-88122', 'TRK-88123', 'TRK-88124'],
      10000,
    );
    expect(await grid.getByRole('progressbar').count()).toBe(0);

    // Refresh keeps the rows on screen under the "linear-progress" variant until the response.
    await grid.getByRole('button', { name: 'Refresh' }).click();
    await grid.locator('.MuiLinearProgress-root').waitFor({ timeout: 5000 });
    expect(await columnText(grid, 'tracking')).toHaveLength(5);
    await grid.locator('.MuiLinearProgress-root').waitFor({ state: 'detached', timeout: 10000 });

    // Load from empty with the circular variant chosen for noRowsVariant.
    await grid.getByRole('combobox', { name: 'noRowsVariant' }).click();
    await page.getByRole('option', { name: 'circular-progress' }).click();
    await grid.getByRole('button', { name: 'Load from empty' }).click();
    await grid.locator('.MuiCircularProgress-root').waitFor({ timeout: 5000 });
    expect(await columnText(grid, 'tracking')).toEqual([]);
    await grid.locator('.MuiCircularProgress-root').waitFor({ state: 'detached', timeout: 10000 });
    expect(await columnText(grid, 'tracking')).toHaveLength(5);
  }, 60000);

  it('the custom no-rows overlay shows its message and its button loads the sample tickets', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/overlays/',
      'OverlayCustomNoRowsGrid',
      '.MuiDataGrid-overlay',
    );
    expect(await grid.locator('.MuiDataGrid-overlay').innerText()).toContain('No open tickets. Nice work.');
    expect(await columnText(grid, 'subject')).toEqual([]);
    await grid.getByRole('button', { name: 'Load sample tickets' }).click();
    await eventually(
      () => columnText(grid, 'customer'),
      ['Kestrel Logistics', 'Helix Dental', 'Alder & Finch'],
    );
    expect(await grid.locator('.MuiDataGrid-overlay').count()).toBe(0);
  }, 60000);
});

describe('Data Grid guide: styling', () => {
  it('getRowClassName marks exactly the overdue and paid invoices of the demo data, and the class is styled', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/style/', 'StyleRowClassNameGrid', GRID_READY);
    const overdue = idsWithStatus('StyleRowClassNameGrid.tsx', 'Overdue');
    const paid = idsWithStatus('StyleRowClassNameGrid.tsx', 'Paid');
    expect(await rowIdsWithClass(grid, 'invoice--overdue')).toEqual(overdue);
    expect(await rowIdsWithClass(grid, 'invoice--paid')).toEqual(paid);

    // The status cells agree with the classes.
    for (const id of overdue) {
      const status = grid.locator(`[role="row"][data-id="${id}"] [data-field="status"]`);
      expect((await status.innerText()).trim()).toBe('Overdue');
    }

    // The sx rule gives overdue rows a tinted background and bold text; open invoices keep the default.
    const style = (id: string) =>
      grid.locator(`[role="row"][data-id="${id}"]`).evaluate((row) => {
        const computed = getComputedStyle(row);
        return { background: computed.backgroundColor, weight: computed.fontWeight };
      });
    const openId = ['1', '2', '3', '4', '5', '6'].find((id) => !overdue.includes(id) && !paid.includes(id));
    if (!openId) throw new Error('the demo has no open invoice');
    const overdueStyle = await style(overdue[0]);
    const openStyle = await style(openId);
    expect(overdueStyle.weight).toBe('600');
    expect(overdueStyle.background).not.toBe(openStyle.background);
    expect(overdueStyle.background).not.toBe('rgba(0, 0, 0, 0)');
  }, 60000);

  it('the striped rows recipe alternates classes by position, also after sorting', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/style-recipes/', 'RecipeStripedRowsGrid', GRID_READY);
    // Only the rows inside the viewport are rendered: compare each rendered row's stripe with its position.
    const stripes = () =>
      grid.locator('[role="row"][data-id]').evaluateAll((rows) =>
        rows.map((row) => ({
          position: Number(row.getAttribute('aria-rowindex')) - 2,
          odd: row.classList.contains('row--odd'),
        })),
      );
    const check = async () => {
      const rows = await stripes();
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const row of rows)
        expect({ ...row, odd: row.odd }).toEqual({ ...row, odd: row.position % 2 === 1 });
    };
    await check();
    // Sorting by office moves other rows into the first places; the stripes stay in place.
    const firstBefore = (await columnText(grid, 'name')).slice(0, 3);
    await grid.locator('[role="columnheader"][data-field="office"] .MuiDataGrid-columnHeaderTitle').click();
    await eventually(
      async () => (await columnText(grid, 'office')).slice(0, 3),
      ['Berlin', 'Berlin', 'Berlin'],
    );
    expect((await columnText(grid, 'name')).slice(0, 3)).not.toEqual(firstBefore);
    await check();
  }, 60000);
});

describe('Data Grid guide: custom subcomponents', () => {
  it("a custom toolbar's quick filter narrows the rows, and its clear button restores them", async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/components/toolbar/', 'ToolbarCustomGrid', GRID_READY);
    expect(await columnText(grid, 'address')).toHaveLength(7);
    await grid.getByRole('searchbox', { name: 'Search listings' }).fill('nantes');
    await eventually(() => columnText(grid, 'address'), ['12 Rue des Lilas', '31 Rue Lafayette']);
    await grid.getByRole('searchbox', { name: 'Search listings' }).fill('nantes 3');
    await eventually(() => columnText(grid, 'address'), ['31 Rue Lafayette']);
    await grid.getByRole('button', { name: 'Clear search' }).click();
    await eventually(async () => (await columnText(grid, 'address')).length, 7);
    expect(problems.errors).toEqual([]);
  }, 60000);

  it('the custom footer sums the amounts of the rows the search leaves', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/components/', 'ComponentsFooterGrid', GRID_READY);
    const total = grid.getByTestId('expense-total');
    expect((await total.innerText()).trim()).toBe('Total €605.60');
    await grid.getByRole('button', { name: 'Search' }).click();
    await grid.getByPlaceholder('Search…').fill('travel');
    await eventually(() => columnText(grid, 'description'), ['Train to Lyon', 'Taxi to airport']);
    await eventually(async () => (await total.innerText()).trim(), 'Total €127.20');
  }, 60000);

  it('the filter panel trigger shows the active filter count and follows its removal', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/components/filter-panel/',
      'FilterPanelTriggerGrid',
      GRID_READY,
    );
    expect(await columnText(grid, 'language')).toEqual(['English', 'English', 'English', 'English']);
    const trigger = grid.getByRole('button', { name: /^Filters/ });
    expect((await trigger.innerText()).trim()).toBe('Filters (1)');
    await trigger.click();
    await eventually(async () => trigger.getAttribute('aria-expanded'), 'true');
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await eventually(async () => (await trigger.innerText()).trim(), 'Filters');
    await eventually(async () => (await columnText(grid, 'title')).length, 6);
  }, 60000);

  it('the columns panel trigger follows the panel state and brings a hidden column back', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/components/columns-panel/',
      'ColumnsPanelTriggerGrid',
      GRID_READY,
    );
    expect(await grid.locator('[role="columnheader"][data-field="driver"]').count()).toBe(0);
    await grid.getByRole('button', { name: 'Choose columns' }).click();
    const close = grid.getByRole('button', { name: 'Close columns' });
    await close.waitFor();
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('checkbox', { name: 'Driver' }).click();
    await eventually(() => columnText(grid, 'driver'), ['L. Moreau', 'K. Diallo', 'P. Girard', 'S. Laurent']);
    await close.click();
    await grid.getByRole('button', { name: 'Choose columns' }).waitFor();
  }, 60000);

  it('QuickFilter with a comma parser keeps multi-word values together', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/components/quick-filter/',
      'QuickFilterParserGrid',
      GRID_READY,
    );
    const search = grid.getByRole('searchbox', { name: 'Search countries' });
    await search.fill('new zealand');
    await eventually(() => columnText(grid, 'country'), ['New Zealand']);
    await search.fill('new zealand, asia');
    await eventually(() => columnText(grid, 'country'), []);
    await search.fill('new, oceania');
    await eventually(() => columnText(grid, 'country'), ['New Zealand', 'New Caledonia']);
  }, 60000);

  it('the folded QuickFilter expands from its trigger and folds again with Escape', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/components/quick-filter/',
      'QuickFilterExpandableGrid',
      GRID_READY,
    );
    const trigger = grid.getByRole('button', { name: 'Search museums' });
    const field = grid.getByRole('searchbox', { name: 'Search museums' });
    expect(await field.isVisible()).toBe(false);
    await trigger.click();
    await field.waitFor({ state: 'visible' });
    await field.fill('madrid');
    await eventually(() => columnText(grid, 'name'), ['Museo del Prado', 'Reina Sofía']);
    await field.press('Escape');
    await eventually(async () => (await columnText(grid, 'name')).length, 6);
    await field.press('Escape');
    await field.waitFor({ state: 'hidden' });
    expect(await trigger.isVisible()).toBe(true);
  }, 60000);

  it('the pivot panel trigger opens the panel, and its label follows pivoting being switched on', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/components/pivot-panel/',
      'PivotPanelTriggerPremiumGrid',
      GRID_READY,
    );
    // Not pivoted yet: one row per order (3 products × 3 regions × 2 quarters, 18 rows; the first ones shown).
    expect((await columnText(grid, 'product'))[0]).toBe('Espresso machine');
    const trigger = grid.getByRole('button', { name: /^Pivot/ });
    expect((await trigger.innerText()).trim()).toBe('Pivot');
    await trigger.click();
    await eventually(async () => trigger.getAttribute('aria-expanded'), 'true');
    await grid.getByRole('switch', { name: 'Pivot', exact: true }).check();
    await eventually(async () => (await trigger.innerText()).trim(), 'Pivot (on)');
    // Quarters become columns; Espresso machine in Q1 sums 1200 + 1370 + 1540 = 4110.
    const headers = async () =>
      (await grid.locator('.MuiDataGrid-columnHeaders').innerText()).replace(/\s+/g, ' ');
    await eventually(async () => /Q1/.test(await headers()) && /Q2/.test(await headers()), true);
    await eventually(
      async () =>
        (await grid.locator('[role="gridcell"]').allInnerTexts()).some((text) => text.trim() === '4,110'),
      true,
    );
  }, 60000);
});

describe('Slots and subcomponents (common concepts)', () => {
  it('a replaced toolbar receives its callback through slotProps: "Add order" adds rows to the grid', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const problems = recordConsole(page);
    const grid = await openDemo(
      page,
      'common-concepts/custom-components/',
      'ToolbarExtraPropsDemo',
      GRID_READY,
    );
    expect(await columnText(grid, 'customer')).toEqual(['Northwind', 'Contoso']);

    const add = grid.getByRole('button', { name: 'Add order' });
    await add.click();
    await eventually(() => columnText(grid, 'customer'), ['Northwind', 'Contoso', 'Fabrikam']);
    await add.click();
    await eventually(() => columnText(grid, 'id'), ['1001', '1002', '1003', '1004']);
    expect(problems.errors).toEqual([]);
  }, 60000);
});

describe('Data Grid guide: prompt field and assistant panels (local stand-in)', () => {
  const numbers = (texts: string[]) => texts.map((text) => Number(text.replace(/[^\d.-]/g, '')));
  const isDescending = (values: number[]) =>
    values.every((value, index) => index === 0 || values[index - 1] >= value);

  it('a prompt typed in the prompt field sorts the grid through the stand-in', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/components/prompt-field/',
      'PromptFieldGrid',
      GRID_READY,
    );
    const before = numbers(await columnText(grid, 'weightKg'));
    expect(isDescending(before)).toBe(false);
    const prompt = grid.getByRole('textbox', { name: 'Prompt' });
    await prompt.fill('sort by weight kg descending');
    await prompt.press('Enter');
    await eventually(
      () => grid.getByTestId('prompt-field-status').innerText(),
      'Applied: sort by weight kg descending',
    );
    const after = numbers(await columnText(grid, 'weightKg'));
    expect(isDescending(after)).toBe(true);
    // Only the rendered rows are read (the grid virtualizes): the heaviest order now comes first.
    expect(after.length).toBeGreaterThan(1);
    expect(after[0]).toBeGreaterThanOrEqual(Math.max(...before));
    // The field is enabled again and empty once the answer is applied.
    expect(await prompt.inputValue()).toBe('');
    expect(await prompt.isEnabled()).toBe(true);
  }, 60000);

  it('the AI assistant panel trigger opens the panel, and a suggestion is applied', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/components/ai-assistant-panel/',
      'AiAssistantPanelTriggerGrid',
      GRID_READY,
    );
    const trigger = grid.getByRole('button', { name: 'Ask the assistant' });
    await trigger.click();
    await eventually(() => trigger.getAttribute('aria-expanded'), 'true');
    await page.getByRole('button', { name: 'Sort by rent descending' }).click();
    await eventually(async () => isDescending(numbers(await columnText(grid, 'rent'))), true, 8000);
  }, 60000);

  it('the charts panel trigger follows the panel state, and the chart draws the grid data', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const live = await openDemo(
      page,
      'react-data-grid/components/charts-panel/',
      'ChartsPanelTriggerGrid',
      GRID_READY,
    );
    // Five branches, one series: five bars.
    await eventually(() => live.locator('svg .MuiBar-element, svg .MuiBarElement-root').count(), 5);
    const trigger = live.getByRole('button', { name: 'Chart settings' });
    await trigger.click();
    const close = live.getByRole('button', { name: 'Close chart settings' });
    await eventually(() => close.getAttribute('aria-expanded'), 'true');
    await close.click();
    await eventually(() => live.getByRole('button', { name: 'Chart settings' }).count(), 1);
  }, 60000);
});

describe('Data Grid guide: row and toolbar slots', () => {
  it('a right-click menu given through slotProps.row changes the clicked row only', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/components/',
      'ComponentsRowContextMenuGrid',
      GRID_READY,
    );
    // The four tasks of ComponentsRowContextMenuGrid.tsx, in order.
    expect(await columnText(grid, 'priority')).toEqual(['High', 'Low', 'High', 'Medium']);
    await grid.locator('[role="row"][data-id="2"] [data-field="task"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Priority: High' }).click();
    await eventually(() => columnText(grid, 'priority'), ['High', 'High', 'High', 'Medium']);
    await grid.locator('[role="row"][data-id="4"] [data-field="task"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Delete task' }).click();
    await eventually(
      () => columnText(grid, 'task'),
      ['Renew TLS certificates', 'Update onboarding guide', 'Rotate database password'],
    );
  }, 60000);
});
