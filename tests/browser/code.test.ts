/**
 * Code blocks acceptance: Copy reads the clipboard and goes "Copied" → "Copy", the Ctrl+C
 * shortcut over a block, selection and inputs left alone, JS/TS fence pairs following the preference
 * without a hydration mismatch, server HTML showing the default variant, and both colour themes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, ORIGIN, recordConsole, url, waitForHydration, browserSuite } from './support';
import { eventually } from './eventually';

const CODE_PAGE = 'test-fixtures/code-blocks/';
const BUILD_DIR = process.env.DOCS_TEST_BUILD_DIR ?? path.resolve(__dirname, '../../build');
const BASE_PATH = new URL(BASE_URL).pathname;

const suite = browserSuite();
let context: BrowserContext;

beforeEach(async () => {
  context = await suite.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
});

async function open(page: Page, path: string) {
  await page.goto(url(path), { waitUntil: 'load' });
  await waitForHydration(page);
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const installBlock = (page: Page) => page.locator('.MuiCode-root[data-language="bash"]').first();

describe('copy button', () => {
  it('copies the block, reads "Copied", then "Copy" again after 2 s, with the shortcut hint', async () => {
    const page = await context.newPage();
    await open(page, CODE_PAGE);
    const block = installBlock(page);
    const button = block.locator('[data-copy-button]');
    await eventually(() => button.locator('[data-copy-hint]').textContent(), '(Ctrl + C)');
    expect(await button.locator('[data-copy-label]').textContent()).toBe('Copy');
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await button.click();
    await eventually(() => button.locator('[data-copy-label]').textContent(), 'Copied');
    expect(await readClipboard(page)).toBe('npm install @mui/x-data-grid');
    const copiedAt = Date.now();
    await eventually(() => button.locator('[data-copy-label]').textContent(), 'Copy', 4000);
    const elapsed = Date.now() - copiedAt;
    expect(elapsed).toBeGreaterThan(1500);
    expect(elapsed).toBeLessThan(3000);
  });

  it('Ctrl+C over a block copies it when nothing is selected', async () => {
    const page = await context.newPage();
    await open(page, CODE_PAGE);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const pairTs = page.locator('[data-code-variant-pair] [data-variant-only="TS"] pre');
    await pairTs.hover();
    await page.keyboard.press('Control+c');
    await eventually(
      () => readClipboard(page),
      "const columns: GridColDef[] = [{ field: 'name', width: 150 }];",
    );
    expect(
      await page.locator('[data-code-variant-pair] [data-variant-only="TS"] [data-copy-label]').textContent(),
    ).toBe('Copied');
  });

  it('with text selected, Ctrl+C is the browser copy of the selection', async () => {
    const page = await context.newPage();
    await open(page, CODE_PAGE);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const description = page.locator('p.description');
    await description.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el.firstChild!);
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
    });
    await installBlock(page).hover();
    await page.keyboard.press('Control+c');
    await eventually(
      () => readClipboard(page),
      'Test fixture with plain code blocks, a JS/TS fence pair, a demo and a text field.',
    );
    expect(await installBlock(page).locator('[data-copy-label]').textContent()).toBe('Copy');
  });

  it('inside a text field, Ctrl+C copies the field selection, not the block', async () => {
    const page = await context.newPage();
    await open(page, CODE_PAGE);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const field = page.getByTestId('fixture-field');
    await field.focus();
    await field.evaluate((el: HTMLInputElement) => el.setSelectionRange(0, 5));
    await installBlock(page).hover();
    await page.keyboard.press('Control+c');
    await eventually(() => readClipboard(page), 'typed');
  });
});

describe('JS/TS fence pairs', () => {
  it('follow the reader’s choice from the cookie, without a hydration mismatch', async () => {
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: ORIGIN }]);
    const page = await context.newPage();
    const recorder = recordConsole(page);
    await open(page, CODE_PAGE);
    const pair = page.locator('[data-code-variant-pair]');
    expect(await pair.locator('[data-variant-only="JS"]').isVisible()).toBe(true);
    expect(await pair.locator('[data-variant-only="TS"]').isVisible()).toBe(false);
    await eventually(() => pair.getByRole('button', { name: 'JS' }).getAttribute('aria-pressed'), 'true');
    // The pair's own toggle changes every pair and demo on the page.
    await pair.getByRole('button', { name: 'TS' }).click();
    expect(await pair.locator('[data-variant-only="TS"]').isVisible()).toBe(true);
    expect(
      await page
        .locator('[data-demo="FixtureCounter"] [data-demo-source="full"][data-code-variant="TS"]')
        .isVisible(),
    ).toBe(true);
    const cookie = (await context.cookies(ORIGIN)).find((c) => c.name === 'codeVariant');
    expect(cookie?.value).toBe('TS');
    expect(recorder.errors).toEqual([]);
  });

  it('the server HTML shows the default (TS) when no script runs', async () => {
    await context.addCookies([{ name: 'codeVariant', value: 'JS', url: ORIGIN }]);
    const noScript = await suite.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(url(CODE_PAGE));
    const pair = page.locator('[data-code-variant-pair]');
    expect(await pair.locator('[data-variant-only="TS"]').isVisible()).toBe(true);
    expect(await pair.locator('[data-variant-only="JS"]').isVisible()).toBe(false);
    const html = await (await fetch(url(CODE_PAGE))).text();
    // Both halves are in the server HTML (the minifier drops the quotes); <html> has no variant yet.
    expect(/data-variant-only="?JS"?/.test(html)).toBe(true);
    expect(/data-variant-only="?TS"?/.test(html)).toBe(true);
    expect(/<html[^>]*data-code-variant/.test(html)).toBe(false);
  });
});

describe('highlighting', () => {
  it('colours tokens differently in light and dark mode, from CSS alone', async () => {
    const page = await context.newPage();
    await open(page, CODE_PAGE);
    const keyword = page.locator('.MuiCode-root[data-language="tsx"] .token.keyword').first();
    const colourIn = async (mode: 'light' | 'dark') => {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      return keyword.evaluate((el) => getComputedStyle(el).color);
    };
    const light = await colourIn('light');
    const dark = await colourIn('dark');
    expect(light).toBe('rgb(0, 0, 159)');
    // vsDark's keyword blue (86, 156, 214), lightened until it reaches 4.5:1 on the code background.
    expect(dark).toBe('rgb(111, 170, 220)');
    expect(await page.locator('.code-line-highlighted').textContent()).toBe(
      'const fixtureHighlighted = true;',
    );
  });

  it('highlights blocks reached by a client-side navigation once Prism has loaded, without errors', async () => {
    const page = await context.newPage();
    const consoleLog = recordConsole(page);
    await open(page, 'introduction/');
    const prismRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') prismRequests.push(new URL(request.url()).pathname);
    });
    // A client-side navigation: Docusaurus's router follows history changes.
    await page.evaluate(
      (target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      new URL(url('introduction/installation/')).pathname,
    );
    await page.locator('h1', { hasText: 'Installation' }).waitFor();
    // Every block ends up with tokens, once; no full page load happened.
    await eventually(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('pre > code')].filter((code) => !code.querySelector('.token'))
              .length,
        ),
      0,
    );
    expect(await page.locator('pre > code').count()).toBeGreaterThan(5);
    // Prism came in as its own script (its language registry is a name minification keeps).
    const prismScripts = prismRequests.filter((pathname) =>
      readFileSync(path.join(BUILD_DIR, pathname.slice(BASE_PATH.length)), 'utf8').includes('DFS:function'),
    );
    expect(prismScripts).toHaveLength(1);
    expect(consoleLog.errors).toEqual([]);
  });
});
