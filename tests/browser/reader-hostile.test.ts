/**
 * Hostile input a reader (or a network) can send: an endless loop and a 300 kB paste in a demo editor
 * must not freeze the tab, and an ad-feed redirect to another (plain http) origin is never followed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, url, waitForHydration } from './support';
import { AD_FEED_PORT, AD_FEED_URL } from './adFeedServer';
import { eventually } from './eventually';

const suite = browserSuite();

const OVERVIEW = 'react-data-grid/';
const NAME = 'InventorySortingGrid';
const DEMO = `[data-demo="${NAME}"]`;

async function openEditor(page: Page): Promise<Locator> {
  await page.goto(url(OVERVIEW), { waitUntil: 'load' });
  await waitForHydration(page);
  await page.locator(DEMO).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${DEMO} .MuiDataGrid-columnHeaderTitle`);
  await page.locator(`${DEMO} [role="toolbar"]`).getByRole('button', { name: 'Show code' }).click();
  await page.locator(`${DEMO} pre[data-demo-source="full"]:visible`).click();
  const textarea = page.locator(`${DEMO} [data-demo-editor] textarea`);
  await textarea.waitFor();
  return textarea;
}

const errorBox = (page: Page, kind = '') =>
  page.locator(`[data-live-edit-status="${NAME}"] [data-live-edit-error${kind && `="${kind}"`}]`);

/** Time for the page to answer a round trip: large when its main thread is stuck. */
async function responsiveness(page: Page): Promise<number> {
  const started = Date.now();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return Date.now() - started;
}

describe('live editor limits', () => {
  it('stops `while (true) {}` with a clear error, keeps the grid and the page alive', async () => {
    const { page } = await suite.open({ viewport: { width: 1280, height: 900 } });
    const textarea = await openEditor(page);
    await textarea.evaluate((element: HTMLTextAreaElement) => {
      const at = element.value.indexOf('export default function');
      element.focus();
      element.setSelectionRange(at, at);
    });
    await page.keyboard.type('while (true) {}\n');
    // (A syntax error may show while the line is half typed; the limit error replaces it.)
    await errorBox(page, 'limit').waitFor({ timeout: 20000 });
    expect(await errorBox(page).getAttribute('data-live-edit-error')).toBe('limit');
    await expect(errorBox(page).innerText()).resolves.toMatch(/A loop ran for more than 1000 ms/);
    expect(await responsiveness(page)).toBeLessThan(1000);
    // The last grid that rendered is still there.
    await expect(page.locator(`${DEMO} .MuiDataGrid-columnHeaderTitle`).first().isVisible()).resolves.toBe(
      true,
    );

    // An endless loop inside the component, run on render, is stopped too, on its own line.
    await textarea.evaluate((element: HTMLTextAreaElement) => {
      const at = element.value.indexOf('while (true) {}\n');
      element.focus();
      element.setSelectionRange(at, at + 'while (true) {}\n'.length);
    });
    await page.keyboard.press('Backspace');
    await textarea.evaluate((element: HTMLTextAreaElement) => {
      const at = element.value.indexOf('return (');
      element.setSelectionRange(at, at);
    });
    await page.keyboard.type('for (;;) {}\n');
    await page.waitForFunction(
      (selector) => /for \(;;\)/.test(document.querySelector(selector)?.textContent ?? ''),
      `[data-live-edit-status="${NAME}"] [data-live-edit-error="limit"]`,
      { timeout: 20000 },
    );
    expect(await errorBox(page).getAttribute('data-live-edit-error')).toBe('limit');
    expect(await responsiveness(page)).toBeLessThan(1000);
  });

  it('refuses a 300 kB paste with a message, keeps the text, and stays responsive', async () => {
    const { page } = await suite.open({ viewport: { width: 1280, height: 900 } });
    const textarea = await openEditor(page);
    const before = await textarea.inputValue();
    await textarea.evaluate((element: HTMLTextAreaElement) => element.focus());
    const started = Date.now();
    await page.keyboard.insertText(`// ${'x'.repeat(300 * 1024)}\n`);
    await errorBox(page, 'limit').waitFor({ timeout: 20000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await errorBox(page).getAttribute('data-live-edit-error')).toBe('limit');
    await expect(errorBox(page).innerText()).resolves.toMatch(
      /the editor takes up to 50 kB\. The change was not applied/,
    );
    expect(await textarea.inputValue()).toBe(before);
    expect(await responsiveness(page)).toBeLessThan(1000);
  });
});

describe('ad feed redirects', () => {
  it('never requests the http origin a feed redirect points to', async () => {
    // The redirect target: another origin over plain http, counting what reaches it.
    let targetHits = 0;
    const target = http.createServer((_req, res) => {
      targetHits += 1;
      res.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' });
      res.end('{"ads":[]}');
    });
    await new Promise<void>((resolve) => target.listen(0, 'localhost', () => resolve()));
    const targetUrl = `http://localhost:${(target.address() as AddressInfo).port}/ads.json`;
    // The feed the test build points at answers every request with a redirect there.
    let feedHits = 0;
    const feed = http.createServer((_req, res) => {
      feedHits += 1;
      res.writeHead(302, { Location: targetUrl, 'Access-Control-Allow-Origin': '*' });
      res.end();
    });
    await new Promise<void>((resolve) => feed.listen(AD_FEED_PORT, '127.0.0.1', () => resolve()));
    try {
      const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
      await context.route(AD_FEED_URL, (route) => route.continue());
      const requested: string[] = [];
      context.on('request', (request) => requested.push(request.url()));
      const page = await context.newPage();
      await page.goto(url(OVERVIEW));
      await waitForHydration(page);
      // The feed got the request and answered 302, and the page's fetch is over (its resource timing entry
      // is written when the fetch ends: after the redirect's target, had it been followed).
      await eventually(async () => feedHits >= 1, true, 20000);
      await eventually(
        () => page.evaluate((feedUrl) => performance.getEntriesByName(feedUrl).length > 0, AD_FEED_URL),
        true,
        20000,
      );
      expect(feedHits).toBeGreaterThanOrEqual(1);
      expect(requested.filter((address) => address.startsWith(targetUrl.replace('/ads.json', '')))).toEqual(
        [],
      );
      expect(targetHits).toBe(0);
      expect(await page.locator('.docs-ad-slot .docs-ad-network a').count()).toBe(0);
    } finally {
      await new Promise((resolve) => feed.close(resolve));
      await new Promise((resolve) => target.close(resolve));
    }
  });
});
