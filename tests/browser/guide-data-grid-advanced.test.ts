/**
 * Data Grid guide, advanced features: drives the Pro and Premium demos of the advanced-features pages (tree
 * data, aggregation with row grouping, pivoting, CSV export) through the UI. Expected values are computed from
 * the data written in the demo files, so a change of a demo's data keeps the assertions honest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { browserSuite, openDemo, recordConsole } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';
import { getMovies } from '../../docs/react-data-grid/rowGroupingMovies';

const suite = browserSuite();
const DEMOS = path.resolve(__dirname, '../../docs/react-data-grid');
const VIEWPORT = { viewport: { width: 1280, height: 900 } };

function demoSource(file: string): string {
  return readFileSync(path.join(DEMOS, file), 'utf8');
}

/** The single-quoted strings of a snippet of source, in order. */
function quoted(snippet: string): string[] {
  return [...snippet.matchAll(/'([^']*)'/g)].map((match) => match[1]);
}

/** A column's text without the child count a grouping cell shows after a group's name ("Europe (3)"). */
async function groupColumnText(grid: Locator, field: string): Promise<string[]> {
  return (await columnText(grid, field)).map((text) => text.replace(/\s*\(\d+\)$/, ''));
}

/** Console errors other than the license watermark's message, which every paid demo logs without a key. */
function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.includes('MUI X: Missing license key'));
}

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

describe('Data Grid advanced guide: tree data', () => {
  it('expanding a parent of the org chart shows its direct reports under it', async () => {
    const paths = [...demoSource('TreeDataOrgChartGrid.tsx').matchAll(/hierarchy: \[([^\]]*)\]/g)].map(
      (match) => quoted(match[1]),
    );
    expect(paths.length).toBeGreaterThan(5);
    const namesAt = (depth: number, parent: string[] = []) =>
      paths
        .filter((p) => p.length === depth && parent.every((name, index) => p[index] === name))
        .map((p) => p[p.length - 1]);

    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/tree-data/', 'TreeDataOrgChartGrid', GRID_READY);
    const [ceo] = namesAt(1);
    const vps = namesAt(2, [ceo]);
    // defaultGroupingExpansionDepth={1}: the CEO is open, the VPs are closed.
    await eventually(() => groupColumnText(grid, '__tree_data_group__'), [ceo, ...vps]);

    const vp = vps[0];
    const vpRow = grid.locator('[role="row"][data-id]', { hasText: vp });
    expect(await vpRow.getAttribute('aria-expanded')).toBe('false');
    await vpRow.getByRole('button', { name: 'see children' }).click();
    const reports = namesAt(3, [ceo, vp]);
    expect(reports.length).toBeGreaterThan(0);
    await eventually(
      () => groupColumnText(grid, '__tree_data_group__'),
      [ceo, vp, ...reports, ...vps.slice(1)],
    );
    expect(await vpRow.getAttribute('aria-expanded')).toBe('true');
    // The children are one level deeper than their parent.
    const firstReport = grid.locator('[role="row"][data-id]', { hasText: reports[0] });
    expect(await firstReport.getAttribute('aria-level')).toBe('3');
    expect(unexpectedErrors(problems.errors)).toEqual([]);
  }, 60000);

  it('a filter keeps the folders leading to a match; filtering the top level only keeps top-level matches', async () => {
    const entries = [
      ...demoSource('TreeDataFilteringGrid.tsx').matchAll(/path: \[([^\]]*)\],\s*kind: '([^']+)'/g),
    ].map((match) => ({ path: quoted(match[1]), kind: match[2] }));
    expect(entries.length).toBeGreaterThan(5);
    const documents = entries.filter((entry) => entry.kind === 'Document');
    // Every ancestor of a document stays; rows are shown in the order of the tree.
    const kept = entries.filter((entry) =>
      documents.some((doc) => entry.path.every((name, index) => doc.path[index] === name)),
    );
    const topLevelDocuments = documents.filter((doc) => doc.path.length === 1).map((doc) => doc.path[0]);

    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/tree-data/', 'TreeDataFilteringGrid', GRID_READY);
    // isGroupExpandedByDefault opens the top level only: the rows shown are the kept rows of depth 1 and 2
    // whose parent is open.
    const shown = kept
      .filter((entry) => entry.path.length <= 2)
      .map((entry) => entry.path[entry.path.length - 1]);
    await eventually(
      () => groupColumnText(grid, '__tree_data_group__').then((texts) => [...texts].sort()),
      [...shown].sort(),
    );
    await page
      .locator('[data-demo="TreeDataFilteringGrid"]')
      .getByLabel('Filter top-level rows only')
      .check();
    await eventually(() => groupColumnText(grid, '__tree_data_group__'), topLevelDocuments);
  }, 60000);

  it('children loaded on demand replace the placeholder once the simulated server answers', async () => {
    const europe = [
      ...demoSource('TreeDataLazyChildrenGrid.tsx').matchAll(
        /path: \['Europe', '([^']+)'\], population: ([\d_]+)/g,
      ),
    ].map((match) => ({ name: match[1], population: Number(match[2].replace(/_/g, '')) }));
    expect(europe.length).toBeGreaterThan(1);

    const { page } = await suite.sharedPage(VIEWPORT);
    const grid = await openDemo(page, 'react-data-grid/tree-data/', 'TreeDataLazyChildrenGrid', GRID_READY);
    await eventually(() => groupColumnText(grid, '__tree_data_group__'), ['Europe', 'Asia', 'Africa']);
    await grid
      .locator('[role="row"][data-id="europe"]')
      .getByRole('button', { name: 'see children' })
      .click();
    // The placeholder shows while the request is pending, then the fetched rows take its place.
    await eventually(
      () => groupColumnText(grid, '__tree_data_group__'),
      ['Europe', ...europe.map((country) => country.name), 'Asia', 'Africa'],
      10000,
    );
    expect(await columnText(grid, 'population')).toEqual([
      '',
      ...europe.map((country) => country.population.toLocaleString('en-US')),
      '',
      '',
    ]);
  }, 60000);
});

describe('Data Grid advanced guide: row grouping', () => {
  it('the API buttons add, reorder and clear grouping criteria; each group shows its own rows count', async () => {
    const movies = getMovies();
    const countsBy = (field: 'company' | 'director') => {
      const counts = new Map<string, number>();
      for (const movie of movies) counts.set(movie[field], (counts.get(movie[field]) ?? 0) + 1);
      return counts;
    };
    const studios = countsBy('company');
    const directors = countsBy('director');

    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/row-grouping/', 'RowGroupingApiGrid', GRID_READY);
    const modelText = grid.locator('text=/^Model: /');
    const groupCells = grid.locator(
      '[role="row"][data-id^="auto-generated-row-"] [data-field="__row_group_by_columns_group__"]',
    );
    /** The rendered group rows as [name, count] pairs, checked against the counts of the data. */
    const renderedGroups = async () =>
      (await groupCells.allInnerTexts()).map((text) => {
        // The name and the count are separate flex items, so innerText may put a line break between them.
        const match = /^([\s\S]*?)\s*\((\d+)\)$/.exec(text.trim());
        return match ? [match[1], Number(match[2])] : [text.trim(), NaN];
      });

    expect(await modelText.innerText()).toBe('Model: []');
    await grid.getByRole('button', { name: 'Group by company' }).click();
    await eventually(() => modelText.innerText(), "Model: ['company']");
    const byStudio = await renderedGroups();
    expect(byStudio.length).toBeGreaterThan(2);
    for (const [name, count] of byStudio) expect(count).toBe(studios.get(String(name)));

    await grid.getByRole('button', { name: 'Group by director first' }).click();
    await eventually(() => modelText.innerText(), "Model: ['director', 'company']");
    await eventually(async () => directors.has(String((await renderedGroups())[0]?.[0])), true);
    for (const [name, count] of await renderedGroups()) expect(count).toBe(directors.get(String(name)));

    await grid.getByRole('button', { name: 'Swap levels' }).click();
    await eventually(() => modelText.innerText(), "Model: ['company', 'director']");
    await eventually(async () => studios.has(String((await renderedGroups())[0]?.[0])), true);

    await grid.getByRole('button', { name: 'Clear' }).click();
    await eventually(() => modelText.innerText(), 'Model: []');
    expect(
      await grid.locator('[role="columnheader"][data-field="__row_group_by_columns_group__"]').count(),
    ).toBe(0);
    expect(unexpectedErrors(problems.errors)).toEqual([]);
  }, 60000);
});

describe('Data Grid advanced guide: aggregation', () => {
  it('grouping by region from the column menu shows each region’s revenue and the total in the footer', async () => {
    const sales = [
      ...demoSource('AggregationGroupingGrid.tsx').matchAll(
        /region: '([^']+)',\s*category: '[^']+',\s*revenue: (\d+)/g,
      ),
    ].map((match) => ({ region: match[1], revenue: Number(match[2]) }));
    expect(sales.length).toBeGreaterThan(5);
    const total = sales.reduce((sum, sale) => sum + sale.revenue, 0);
    const europe = sales
      .filter((sale) => sale.region === 'Europe')
      .reduce((sum, sale) => sum + sale.revenue, 0);

    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/aggregation/', 'AggregationGroupingGrid', GRID_READY);
    const footer = grid.locator(
      '[role="row"][data-id="auto-generated-group-footer-root"] [data-field="revenue"]',
    );
    await eventually(async () => (await footer.innerText()).trim(), dollars(total));

    const header = grid.locator('[role="columnheader"][data-field="region"]');
    await header.hover();
    await header.getByRole('button', { name: 'Region column menu' }).click();
    await page.getByRole('menuitem', { name: 'Group by Region' }).click();

    const europeRow = grid.locator('[role="row"][data-id="auto-generated-row-region/Europe"]');
    await eventually(
      async () => (await europeRow.locator('[data-field="revenue"]').innerText()).trim(),
      dollars(europe),
    );
    // Grouping does not change the grid's total.
    expect((await footer.innerText()).trim()).toBe(dollars(total));
    expect(unexpectedErrors(problems.errors)).toEqual([]);
  }, 60000);
});

describe('Data Grid advanced guide: pivoting', () => {
  it('pivot mode shows a column per month; adding "Room type" to Columns from the pivot panel nests its values', async () => {
    const source = demoSource('PivotingControlledGrid.tsx');
    const arrayOf = (name: string) => quoted(source.match(new RegExp(`const ${name} = \\[([^\\]]*)\\]`))![1]);
    const months = arrayOf('months');
    const roomTypes = arrayOf('roomTypes');
    const hotels = arrayOf('hotels');

    const { page } = await suite.sharedPage(VIEWPORT);
    const problems = recordConsole(page);
    const grid = await openDemo(page, 'react-data-grid/pivoting/', 'PivotingControlledGrid', GRID_READY);
    const groupHeaders = () =>
      grid
        .locator('[role="columnheader"][aria-colspan]')
        .allInnerTexts()
        .then((texts) => texts.map((text) => text.trim()).filter(Boolean));
    await eventually(groupHeaders, months);
    // The footer row's grouping cell is empty: keep the group rows only.
    await eventually(
      () => groupColumnText(grid, '__row_group_by_columns_group__').then((texts) => texts.filter(Boolean)),
      hotels,
    );

    // Pivot mode off: the original columns come back.
    const modeSwitch = page.locator('[data-demo="PivotingControlledGrid"]').getByLabel('Pivot mode');
    await modeSwitch.uncheck();
    await eventually(
      () =>
        grid
          .locator('[role="columnheader"] .MuiDataGrid-columnHeaderTitle')
          .allInnerTexts()
          .then((texts) => texts.map((text) => text.trim())),
      ['Hotel', 'Room type', 'Month', 'Nights'],
    );
    await modeSwitch.check();
    await eventually(groupHeaders, months);

    const field = grid.locator('.MuiDataGrid-pivotPanelField', { hasText: 'Room type' });
    await field.getByRole('button', { name: 'Field options' }).click();
    await page.getByRole('menuitem', { name: 'Add to Columns' }).click();
    await eventually(
      // Columns are virtualized, so not every nested header is rendered: compare the distinct titles.
      () => groupHeaders().then((texts) => [...new Set(texts)].sort()),
      [...months, ...roomTypes].sort(),
    );
    await eventually(
      async () => (await page.getByTestId('pivot-model').innerText()).includes('Columns: month, roomType'),
      true,
    );
    expect(unexpectedErrors(problems.errors)).toEqual([]);
  }, 60000);
});

describe('Data Grid advanced guide: pivoting explained', () => {
  it('the pivoted grid has a column per drink, in ascending order, and sums the cups of each shop and drink', async () => {
    const sales = [
      ...demoSource('PivotingExplainedGrid.tsx').matchAll(/shop: '([^']+)', drink: '([^']+)', cups: (\d+)/g),
    ].map((match) => ({ shop: match[1], drink: match[2], cups: Number(match[3]) }));
    expect(sales.length).toBeGreaterThan(3);
    const drinks = [...new Set(sales.map((sale) => sale.drink))].sort();
    const cupsOf = (shop: string, drink: string) =>
      sales
        .filter((sale) => sale.shop === shop && sale.drink === drink)
        .reduce((sum, sale) => sum + sale.cups, 0);

    const { page } = await suite.sharedPage(VIEWPORT);
    const demo = await openDemo(
      page,
      'react-data-grid/pivoting-explained/',
      'PivotingExplainedGrid',
      GRID_READY,
    );
    const pivoted = demo.locator('[role="grid"], [role="treegrid"]').nth(1);
    await eventually(
      () =>
        pivoted
          .locator('[role="columnheader"][aria-colspan]')
          .allInnerTexts()
          .then((texts) => texts.map((text) => text.trim()).filter(Boolean)),
      drinks,
    );
    const { shop, drink } = sales[0];
    const cell = pivoted.locator(
      `[role="row"][data-id="auto-generated-row-shop/${shop}"] [data-field="${drink}>->cups"]`,
    );
    await eventually(async () => (await cell.innerText()).trim(), String(cupsOf(shop, drink)));
  }, 60000);
});

describe('Data Grid advanced guide: export', () => {
  it('downloads a CSV file from the toolbar with the header row and one line per row', async () => {
    const source = demoSource('ExportToolbarGrid.tsx');
    const names = quoted(source.slice(source.indexOf('const names = ['), source.indexOf('const teams')));
    expect(names.length).toBeGreaterThan(5);

    const { page } = await suite.open({ ...VIEWPORT, acceptDownloads: true });
    const grid = await openDemo(page, 'react-data-grid/export/', 'ExportToolbarGrid', GRID_READY);
    await grid.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('team-directory.csv');
    const text = readFileSync(await download.path(), 'utf8');
    // utf8WithBom: the file starts with the byte order mark.
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text
      .slice(1)
      .split(/\r?\n/)
      .filter((line) => line !== '');
    expect(lines[0]).toBe('Name,Team,Email,Start date,Remote');
    expect(lines).toHaveLength(names.length + 1);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(names);
  }, 60000);
});
