/**
 * Search relevance as a reader meets it, on the real Pagefind index of the production build: a component
 * or feature name finds its guide page first (then its API page), from the introduction and from a page of
 * another product; excerpts keep code lines, table cells and controls apart.
 */
import type { Page } from 'playwright-core';
import { browserSuite, url, waitForHydration } from './support';

const suite = browserSuite();

const input = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' });

async function openSearchOn(sitePath: string): Promise<Page> {
  const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url(sitePath));
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
  return page;
}

/** Types a query and returns the result pages once the dialog shows them. */
async function pagesFor(
  page: Page,
  query: string,
): Promise<{ title: string; url: string; product: string }[]> {
  await input(page).fill(query);
  await page.waitForFunction(
    (expected) => {
      const box = document.querySelector('[data-testid="search-dialog"]');
      if (!box || box.querySelector('[aria-busy="true"]')) return false;
      const field = box.querySelector('input');
      return field?.value === expected && box.querySelectorAll('[data-testid="search-result"]').length > 0;
    },
    query,
    { timeout: 15000 },
  );
  return page.getByTestId('search-result-group').evaluateAll((groups) =>
    groups.map((group) => ({
      title: group.querySelector('[data-testid="search-result-page"]')?.textContent?.trim() ?? '',
      url: group.querySelector('[data-testid="search-result"]')?.getAttribute('data-url') ?? '',
      product: group.querySelector('[data-testid="search-result-product"]')?.textContent ?? '',
    })),
  );
}

const isApi = (result: { url: string }) => result.url.startsWith('/x/api/');

describe('a component or feature name finds its guide page first', () => {
  it('`pie` from the introduction: the Charts "Pie" page, then the Pie API pages', async () => {
    const page = await openSearchOn('introduction/');
    const results = await pagesFor(page, 'pie');
    expect(results[0]).toMatchObject({ title: 'Charts - Pie', product: 'Charts' });
    expect(results[0].url).toMatch(/^\/x\/react-charts\/pie\//);
    // Then the other pages about pie: a guide page named after it, then the Pie… API pages.
    const firstApi = results.findIndex(isApi);
    expect(firstApi).toBeGreaterThan(0);
    expect(firstApi).toBeLessThanOrEqual(2);
    expect(results[firstApi].title).toMatch(/^Pie\w* API$/);
    for (const result of results.slice(1, firstApi)) expect(result.title).toMatch(/^Charts - Pie\b/);
  });

  it('`pie` from a Data Grid page ("Data Grid first"): the Charts "Pie" page before any Data Grid match', async () => {
    const page = await openSearchOn('react-data-grid/filtering/');
    await expect(page.getByTestId('search-preferred-scope').getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    const results = await pagesFor(page, 'pie');
    expect(results[0].title).toBe('Charts - Pie');
    const firstGrid = results.findIndex((result) => result.product === 'Data Grid');
    const lastPie = results.map((result) => /\bPie/.test(result.title)).lastIndexOf(true);
    expect(firstGrid === -1 || firstGrid > lastPie).toBe(true);
  });

  it.each([
    ['DataGrid', /^Data Grid$/],
    ['pagination', /^Data Grid - Pagination$/],
    ['DateRangePicker', /^Date Range Picker$/],
    ['sparkline', /^Charts - Sparkline$/],
    ['RichTreeView', /^Rich Tree View\b/],
    ['filter', /^Data Grid - Filtering$/],
    ['export', /- Export$/],
    ['localization', /- Localization$/],
    ['TimePicker', /^Time Picker$/],
    ['heatmap', /^Charts - Heatmap$/],
  ])('`%s` → a guide page titled %s first', async (query, title) => {
    const page = await openSearchOn('introduction/');
    const results = await pagesFor(page, query);
    expect(isApi(results[0])).toBe(false);
    expect(results[0].title).toMatch(title);
  });

  it('`DataGrid` and `TimePicker`: the API page of that name right after the guide page', async () => {
    const page = await openSearchOn('introduction/');
    expect((await pagesFor(page, 'DataGrid'))[1]).toMatchObject({ title: 'DataGrid API' });
    expect((await pagesFor(page, 'TimePicker'))[1]).toMatchObject({ title: 'TimePicker API' });
  });
});

describe('excerpts', () => {
  it('keep code lines, table cells and controls apart', async () => {
    const page = await openSearchOn('introduction/');
    const excerpts: string[] = [];
    for (const query of ['pie', 'PieChart', 'import', 'number', 'pagination', 'copy']) {
      await pagesFor(page, query);
      excerpts.push(
        ...(await page
          .getByTestId('search-result')
          .evaluateAll((items) => items.map((item) => item.textContent ?? ''))),
      );
    }
    expect(excerpts.length).toBeGreaterThan(20);
    const joined = excerpts.filter(
      (text) =>
        // a statement end glued to the next line's comment or keyword
        /;\/\/|;(import|export|const|function|return)\b|'\)?;[a-z]/.test(text) ||
        // a type cell glued to its default-value cell
        /\b(number|string|bool|boolean|func|object)\d/.test(text) ||
        // a button label
        /\bCopy\.(\s|$)/.test(text),
    );
    expect(joined).toEqual([]);
  });
});
