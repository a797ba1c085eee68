/**
 * Offline search: the Pagefind index built after `docusaurus build`, searched from the MUI
 * dialog. Runs against the production build, the only place an index exists.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { recordConsole, url, waitForHydration, browserSuite } from './support';

const suite = browserSuite();
let context: BrowserContext;

beforeEach(async () => {
  context = await suite.newContext();
});

async function openPage(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url(path));
  await waitForHydration(page);
  return page;
}

const dialog = (page: Page) => page.getByTestId('search-dialog');
const input = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' });

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
}

/** Types a query and waits until the dialog shows results (or its empty state) for exactly that query. */
async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await page.waitForFunction(
    (expected) => {
      const box = document.querySelector('[data-testid="search-dialog"]');
      if (!box || box.querySelector('[aria-busy="true"]')) return false;
      const empty = box.querySelector('[data-testid="search-empty"]');
      if (empty) return empty.textContent?.includes(expected) ?? false;
      return box.querySelectorAll('[data-testid="search-result"]').length > 0;
    },
    query,
    { timeout: 15000 },
  );
}

async function resultUrls(page: Page): Promise<string[]> {
  return page
    .getByTestId('search-result')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-url') ?? ''));
}

async function groupProducts(page: Page): Promise<string[]> {
  return page.getByTestId('search-result-product').allTextContents();
}

describe('opening and closing', () => {
  it('opens with Ctrl+K and with ⌘K, focuses the field, and closes with Esc', async () => {
    const page = await openPage('introduction/');
    await page.keyboard.press('Control+k');
    await expect(input(page).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.keyboard.press('Meta+k');
    await input(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('opens with / unless the reader is typing, and from the navbar button', async () => {
    const page = await openPage('introduction/');
    await page.keyboard.press('/');
    await input(page).waitFor();
    await expect(input(page).inputValue()).resolves.toBe('');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByTestId('search-button').click();
    await input(page).waitFor();
  });
});

describe('results', () => {
  it('"sorting" finds the data grid sorting page, with its product and a highlighted excerpt', async () => {
    const page = await openPage('introduction/');
    const recorder = recordConsole(page);
    await openSearch(page);
    await search(page, 'sorting');
    const urls = await resultUrls(page);
    expect(urls.some((address) => address.startsWith('/x/react-data-grid/sorting/'))).toBe(true);
    const group = page
      .getByTestId('search-result-group')
      .filter({ has: page.locator('[data-url^="/x/react-data-grid/sorting/"]') })
      .first();
    await expect(group.getByTestId('search-result-product').textContent()).resolves.toBe('Data Grid');
    await expect(group.locator('mark').first().textContent()).resolves.toMatch(/^sort/i);
    expect(recorder.errors).toEqual([]);
  });

  it('"checkboxSelection" lists the DataGrid API row and opens at its anchor', async () => {
    const page = await openPage('introduction/');
    await openSearch(page);
    await search(page, 'checkboxSelection');
    const target = '/x/api/data-grid/data-grid/#prop-checkboxSelection';
    const urls = await resultUrls(page);
    expect(urls).toContain(target);
    // Pages holding a row named exactly like the query come first (the tree views have a checkboxSelection
    // prop too), each product's base component before its Pro and Premium editions.
    const pages = [...new Set(urls.map((address) => address.split('#')[0]))];
    const firstGuide = pages.findIndex((address) => !address.startsWith('/x/api/'));
    const lastApi = pages.map((address) => address.startsWith('/x/api/')).lastIndexOf(true);
    expect(firstGuide === -1 || firstGuide > lastApi).toBe(true);
    expect(pages.filter((address) => address.startsWith('/x/api/data-grid/'))).toEqual([
      '/x/api/data-grid/data-grid/',
      '/x/api/data-grid/data-grid-pro/',
      '/x/api/data-grid/data-grid-premium/',
    ]);
    await page.locator(`[data-testid="search-result"][data-url="${target}"] a`).click();
    await page.waitForURL(
      (address) =>
        address.pathname === '/x/api/data-grid/data-grid/' && address.hash === '#prop-checkboxSelection',
    );
    const heading = page.locator('#prop-checkboxSelection');
    await expect(heading.textContent()).resolves.toContain('checkboxSelection');
    await page.waitForFunction(() => {
      const box = document.getElementById('prop-checkboxSelection')?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.top < window.innerHeight;
    });
  });

  it('moves with the arrow keys, opens with Enter and remembers the search', async () => {
    const page = await openPage('introduction/');
    await openSearch(page);
    await search(page, 'getting started');
    const urls = await resultUrls(page);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    const active = () => page.locator('[role="option"][aria-selected="true"]').getAttribute('data-url');
    await expect(active()).resolves.toBe(urls[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(active()).resolves.toBe(urls[2]);
    await expect(input(page).getAttribute('aria-activedescendant')).resolves.toBe(
      await page.locator('[role="option"][aria-selected="true"]').getAttribute('id'),
    );
    await page.keyboard.press('ArrowUp');
    await expect(active()).resolves.toBe(urls[1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(active()).resolves.toBe(urls[urls.length - 1]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((address) => address.pathname + address.hash === urls[0]);
    await dialog(page).waitFor({ state: 'detached' });

    await openSearch(page);
    const recent = page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option');
    await expect(recent.first().textContent()).resolves.toBe('getting started');
    const stored = await page.evaluate(() => window.localStorage.getItem('searchRecentQueries'));
    expect(JSON.parse(stored ?? '[]')).toEqual(['getting started']);
  });

  it('shows an empty state for a nonsense query and reports it as a zero-result search', async () => {
    const page = await openPage('introduction/');
    // A query Pagefind has no word for (it matches word prefixes, so letters that start many words would match).
    // Record what reaches the global tag function, keeping whatever the analytics code installed.
    await page.evaluate(() => {
      const win = window as unknown as { gtag?: (...args: unknown[]) => void; __searchTagCalls: unknown[][] };
      const original = win.gtag;
      win.__searchTagCalls = [];
      win.gtag = (...args: unknown[]) => {
        win.__searchTagCalls.push(args);
        original?.(...args);
      };
    });
    await openSearch(page);
    await search(page, 'qwxzvbk');
    await expect(page.getByTestId('search-empty').textContent()).resolves.toContain(
      'No results for “qwxzvbk”',
    );
    const calls = await page.evaluate(
      () => (window as unknown as { __searchTagCalls: unknown[][] }).__searchTagCalls,
    );
    expect(calls).toContainEqual(['event', 'search', { eventAction: 'no-results', eventLabel: 'qwxzvbk' }]);
  });
});

describe('products', () => {
  it('the product filter narrows the results to that product', async () => {
    const page = await openPage('introduction/');
    await openSearch(page);
    await search(page, 'getting started');
    const everywhere = await groupProducts(page);
    expect(new Set(everywhere).size).toBeGreaterThan(1);
    await page
      .getByRole('group', { name: 'Products to search' })
      .getByRole('button', { name: 'Charts', exact: true })
      .click();
    await page.waitForFunction(() => {
      const chips = [...document.querySelectorAll('[data-testid="search-result-product"]')];
      return (
        !document.querySelector('[aria-busy="true"]') &&
        chips.length > 0 &&
        chips.every((chip) => chip.textContent === 'Charts')
      );
    });
    const narrowed = await groupProducts(page);
    expect(new Set(narrowed)).toEqual(new Set(['Charts']));
    expect(everywhere.some((product) => product !== 'Charts')).toBe(true);
  });

  it('on a product page ranks that product first, with a chip to widen to all products', async () => {
    const page = await openPage('react-tree-view/');
    await openSearch(page);
    const preferred = page.getByTestId('search-preferred-scope');
    await expect(preferred.textContent()).resolves.toBe('Tree View first');
    await expect(preferred.getAttribute('aria-pressed')).resolves.toBe('true');
    // Every product has a quickstart page, so both rankings list every product.
    await search(page, 'quickstart');
    const ranked = await groupProducts(page);
    expect(ranked[0]).toBe('Tree View');
    expect(ranked.length).toBeGreaterThan(1);
    await page
      .getByRole('group', { name: 'Products to search' })
      .getByRole('button', { name: 'All products' })
      .click();
    await expect(preferred.getAttribute('aria-pressed')).resolves.toBe('false');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    // Widening loses no product; it may add pages outside the products (the introduction's mention it).
    expect(await groupProducts(page)).toEqual(expect.arrayContaining(ranked));
  });
});

describe('without an index', () => {
  it('explains that search needs a production build', async () => {
    await context.route('**/pagefind/pagefind.js', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    const page = await openPage('introduction/');
    await openSearch(page);
    const notice = page.getByTestId('search-unavailable');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain('npm run build && npm run serve');
  });
});

describe('figures', () => {
  it('downloads a small part of the index for a first search and answers a warm query quickly', async () => {
    const page = await openPage('introduction/');
    const downloads: { url: string; bytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (!request.url().includes('/pagefind/')) return;
      const sizes = await request.sizes();
      downloads.push({ url: request.url(), bytes: sizes.responseBodySize });
    });
    await openSearch(page);
    await search(page, 'sorting');
    const firstSearchBytes = downloads.reduce((sum, entry) => sum + entry.bytes, 0);
    expect(firstSearchBytes).toBeGreaterThan(0);
    expect(firstSearchBytes).toBeLessThan(400 * 1024);

    // Warm query: the index is loaded; time from the keystroke to the rendered results.
    await search(page, 'pinning');
    await input(page).fill('');
    const elapsed = await page.evaluate(async () => {
      const field = document.querySelector<HTMLInputElement>('[role="combobox"]')!;
      const started = performance.now();
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(field, 'sorting');
      field.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise<void>((resolve) => {
        const check = () => {
          const result = document.querySelector(
            '[data-testid="search-result"][data-url^="/x/react-data-grid/sorting/"]',
          );
          if (result && !document.querySelector('[aria-busy="true"]')) resolve();
          else requestAnimationFrame(check);
        };
        check();
      });
      return performance.now() - started;
    });
    // A figure, not a pass/fail threshold: timings depend on the machine (see the closing notes).
    console.log(
      `[search figures] first search downloaded ${firstSearchBytes} bytes in ${downloads.length} files; warm keystroke→results ${Math.round(elapsed)} ms`,
    );
    expect(elapsed).toBeGreaterThan(0);
  });
});
