/**
 * Languages in the built site: only English is built and offered, the product meta tags, and the older
 * versions links (no language prefix in English).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { recordConsole, url, waitForHydration, browserSuite } from './support';

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

test('the language menu lists English only, selected, plus the help link', async () => {
  const console = recordConsole(page);
  await page.goto(url('introduction/'));
  await waitForHydration(page);
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await page.getByRole('button', { name: 'Language' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = menu.getByRole('menuitem');
  expect(await items.allTextContents()).toEqual(['English', 'Help translate']);
  expect(await items.first().getAttribute('class')).toContain('Mui-selected');
  expect(await items.nth(1).getAttribute('href')).toBe(
    'https://github.com/mui/mui-x/blob/master/CONTRIBUTING.md',
  );
  expect(console.errors).toEqual([]);
});

test.each([
  ['react-data-grid/', 'x-data-grid'],
  ['react-charts/', 'x-charts'],
  ['introduction/', 'null'],
])('%s carries the product meta tags (%s)', async (path, productId) => {
  await page.goto(url(path));
  await waitForHydration(page);
  expect(await page.getAttribute('meta[name="mui:productId"]', 'content')).toBe(productId);
  expect(await page.getAttribute('meta[name="mui:productCategoryId"]', 'content')).toBe('x');
  expect(await page.locator('meta[name="mui:productId"]').count()).toBe(1);
});

test('the versions menu links older majors without a language prefix in English', async () => {
  await page.goto(url('react-data-grid/'));
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Version: / }).click();
  const v7 = page.getByRole('menu').getByRole('menuitem', { name: 'v7' });
  expect(await v7.getAttribute('href')).toBe('https://mui.com/x/react-data-grid/');
});

test('only the English locale is built: /x/zh/ and /zh/x/ have no pages', async () => {
  const inBuild = await page.goto(url('zh/introduction/'));
  expect(inBuild?.status()).toBe(404);
  const sitemap = await (await page.request.get(url('sitemap.xml'))).text();
  expect(sitemap).not.toMatch(/\/(zh|pt)\/x\//);
  expect(sitemap).not.toMatch(/\/x\/(zh|pt)\//);
  // Tools and forwards are not documentation; the decoder is.
  expect(sitemap).not.toMatch(/\/x\/(playground|blog)\//);
  expect(sitemap).toContain('<loc>https://mui.com/x/production-error/</loc>');
});
