/**
 * The special routes: bare playground pages, the onepirate web fonts, the forward to the blog's host and
 * the production-error decoder.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { recordConsole, url, waitForHydration, browserSuite } from './support';
import { DocsErrorCode, minifiedDocsErrorMessage } from '../../src/errors';

const FONT_URL =
  'https://fonts.googleapis.com/css?family=Roboto+Condensed:700|Work+Sans:300,400&display=swap';

const suite = browserSuite();
let context: BrowserContext;
let page: Page;

// One context for the suite (opened in beforeAll, closed with the suite); a fresh page per test.
beforeAll(async () => {
  context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
});
beforeEach(async () => {
  page = await context.newPage();
});
afterEach(async () => {
  await page.close();
});

/**
 * Answers the font host with an empty stylesheet and records the web-font stylesheets asked for, other than
 * the site-wide icon font (loaded on every page).
 */
async function recordFontRequests(target: Page): Promise<string[]> {
  const requested: string[] = [];
  await target.route('https://fonts.googleapis.com/**', (route) => {
    if (!route.request().url().includes('family=Material+Icons')) requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/css', body: '' });
  });
  return requested;
}

describe('playground', () => {
  test('/x/playground/ is bare: no navbar, no sidebar, and working components', async () => {
    const console = recordConsole(page);
    await page.goto(url('playground/'));
    await waitForHydration(page);
    expect(await page.locator('header.navbar, nav[aria-label="Main"]').count()).toBe(0);
    expect(await page.locator('.theme-doc-sidebar-container, [data-sidebar-scroller]').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('Playground');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    // The grid, chart, tree and picker are real and wired together.
    const grid = page.getByRole('grid');
    await grid.waitFor();
    expect(await page.getByTestId('playground-count').textContent()).toBe('48 of 48 orders');
    await page.getByRole('treeitem', { name: 'Lighting' }).first().click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="playground-count"]')?.textContent !== '48 of 48 orders',
    );
    const filtered = await page.getByTestId('playground-count').textContent();
    expect(filtered).toMatch(/^\d+ of 48 orders$/);
    const categories = await grid.locator('[data-field="category"][role="gridcell"]').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Lighting']));
    expect(
      await page.locator('svg .MuiBarElement-root, svg [class*="MuiBarElement"]').count(),
    ).toBeGreaterThan(0);
    expect(console.errors).toEqual([]);
  });
});

describe('onepirate fonts', () => {
  test('a path containing onepirate requests the extra font stylesheet', async () => {
    const requested = await recordFontRequests(page);
    const console = recordConsole(page);
    await page.goto(url('playground/onepirate/'));
    await waitForHydration(page);
    await page.waitForSelector('head link[data-onepirate-font]', { state: 'attached' });
    expect(requested).toEqual([FONT_URL]);
    expect(await page.locator('h1').textContent()).toBe('Make the most of your weekends');
    expect(await page.locator('header.navbar').count()).toBe(0);
    expect(console.errors).toEqual([]);
  });

  test.each(['playground/', 'introduction/', 'production-error/'])('%s does not request it', async (path) => {
    const requested = await recordFontRequests(page);
    await page.goto(url(path));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(await page.locator('link[data-onepirate-font]').count()).toBe(0);
  });

  test('leaving the onepirate page by client navigation removes the stylesheet', async () => {
    await recordFontRequests(page);
    await page.goto(url('playground/onepirate/'));
    await waitForHydration(page);
    await page.waitForSelector('head link[data-onepirate-font]', { state: 'attached' });
    await page.getByRole('link', { name: 'Back to the playground' }).click();
    await page.waitForURL(url('playground/'));
    await page.waitForSelector('head link[data-onepirate-font]', { state: 'detached' });
  });
});

describe('blog', () => {
  async function followToBlog(path: string): Promise<string[]> {
    const served: string[] = [];
    await page.route('https://mui.com/blog/**', (route) => {
      served.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Blog</title><h1>Blog</h1>',
      });
    });
    await page.goto(url(path));
    await page.waitForURL(/^https:\/\/mui\.com\/blog\//, { timeout: 15000 });
    return served;
  }

  test('/x/blog/ sends the reader to the blog host', async () => {
    const served = await followToBlog('blog/');
    expect(page.url()).toBe('https://mui.com/blog/');
    expect(served[0]).toBe('https://mui.com/blog/');
  });

  test('a deeper /x/blog/… path keeps its path and query on the blog host', async () => {
    await followToBlog('blog/2024-review/?ref=docs');
    expect(page.url()).toBe('https://mui.com/blog/2024-review/?ref=docs');
  });

  test('the forward page also works as a plain link (served HTML)', async () => {
    const response = await page.request.get(url('blog/'));
    const html = await response.text();
    // The HTML is minified: attribute quotes are optional.
    expect(
      /<meta[^>]*http-equiv="?refresh"?[^>]*content="0; url=https:\/\/mui\.com\/blog\/"/.test(html),
    ).toBe(true);
    expect(/<a[^>]*href="?https:\/\/mui\.com\/blog\/"?[^>]*data-testid="?blog-redirect-link/.test(html)).toBe(
      true,
    );
    expect(/<h1[^>]*>The MUI blog<\/h1>/.test(html)).toBe(true);
  });
});

describe('production-error decoder', () => {
  async function open(query: string) {
    const console = recordConsole(page);
    await page.goto(url(`production-error/${query}`));
    await waitForHydration(page);
    const state = page.getByTestId('production-error-state');
    await state.waitFor();
    return { state, console };
  }

  test('shows the message with the argument escaped (as text, never as HTML)', async () => {
    const { state, console } = await open('?code=5&args[]=<b>x</b>');
    expect(await state.getAttribute('data-state')).toBe('decoded');
    const message = page.getByTestId('production-error-message');
    expect(await message.textContent()).toBe(
      'MUI X docs: reading the cookie "<b>x</b>" is not supported on the server. Read it in an effect, after the page has hydrated.',
    );
    expect(await message.locator('b').count()).toBe(0);
    expect(await message.locator('code').textContent()).toBe('<b>x</b>');
    expect(await message.innerHTML()).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(await page.locator('h1').textContent()).toBe('Production error decoder');
    expect(console.errors).toEqual([]);
  });

  test('a missing argument is marked', async () => {
    await open('?code=7&args[]=useThing()');
    expect(await page.getByTestId('production-error-message').textContent()).toBe(
      'MUI X docs: useThing() was called outside <[missing argument]>. Wrap the tree in that provider.',
    );
  });

  test.each([
    ['?code=999', 'unknown-code', 'Error code 999 is not in the table'],
    ['', 'no-code', 'No error code was given'],
    ['?code=<script>', 'no-code', 'No error code was given'],
  ])('%j → %s', async (query, expectedState, text) => {
    const { state, console } = await open(query);
    expect(await state.getAttribute('data-state')).toBe(expectedState);
    expect(await state.textContent()).toContain(text);
    expect(console.errors).toEqual([]);
  });

  test('a failed table load says so', async () => {
    await page.route('**/error-codes.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(url('production-error/?code=1'));
    await waitForHydration(page);
    const state = page.getByTestId('production-error-state');
    await state.waitFor();
    expect(await state.getAttribute('data-state')).toBe('failed');
    expect(await state.textContent()).toContain('could not be loaded');
  });

  test('the link in a minified production error opens the full message here', async () => {
    const minified = minifiedDocsErrorMessage(DocsErrorCode.CookieReadOnServer, ['<i>codeVariant</i>']);
    const link = /visit (\S+) for the full message\.$/.exec(minified)![1];
    expect(link.startsWith('https://mui.com/x/production-error/?code=5&args[]=')).toBe(true);
    // The same query, on the build under test instead of mui.com.
    await page.goto(url(`production-error/${new URL(link).search}`));
    await waitForHydration(page);
    const message = page.getByTestId('production-error-message');
    await message.waitFor();
    expect(await message.textContent()).toBe(
      'MUI X docs: reading the cookie "<i>codeVariant</i>" is not supported on the server. Read it in an effect, after the page has hydrated.',
    );
  });
});
