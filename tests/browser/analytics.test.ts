/**
 * Analytics against the production build: the global tag function, page views per navigation, data
 * attribute clicks, user properties and web vitals (the test build reports them for every visit).
 */
import type { Page } from 'playwright-core';
import { ORIGIN, recordConsole, url, waitForHydration, browserSuite } from './support';

const suite = browserSuite();

/** dataLayer entries as plain arrays. */
async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

async function pageViews(page: Page) {
  return (await dataLayer(page))
    .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
    .map((entry) => entry[2] as Record<string, string>);
}

describe('analytics', () => {
  it('sends one page_view per navigation, with the new title, and none for a hash change', async () => {
    const { page } = await suite.open();
    const problems = recordConsole(page);
    await page.goto(url('react-data-grid/'));
    await waitForHydration(page);
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as IArguments)[1] === 'page_view'),
    );
    const first = await pageViews(page);
    expect(first).toEqual([
      {
        page_title: await page.title(),
        page_location: '/x/react-data-grid/',
        productId: 'x-data-grid',
        productCategoryId: 'x',
      },
    ]);

    // Client-side navigation through the sidebar.
    await page.locator('nav a[href="/x/react-data-grid/sorting/"]').first().click();
    await page.waitForURL(url('react-data-grid/sorting/'));
    await page.waitForFunction(
      () => (window.dataLayer ?? []).filter((entry) => (entry as IArguments)[1] === 'page_view').length === 2,
    );
    const title = await page.title();
    expect(title).toMatch(/Sorting \| MUI X$/);
    const second = await pageViews(page);
    expect(second[1]).toEqual({
      page_title: title,
      page_location: '/x/react-data-grid/sorting/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });

    // A general page: no product id.
    await page.locator('nav a[href="/x/introduction/"]').first().click();
    await page.waitForURL(url('introduction/'));
    await page.waitForFunction(
      () => (window.dataLayer ?? []).filter((entry) => (entry as IArguments)[1] === 'page_view').length === 3,
    );
    expect((await pageViews(page))[2]).toMatchObject({
      page_location: '/x/introduction/',
      productId: 'null',
    });

    // Same page, new hash: not a page view.
    const anchor = page.locator('article a.hash-link').first();
    const hash = await anchor.getAttribute('href');
    expect(hash).toMatch(/^#./);
    await anchor.click();
    await page.waitForURL(`${url('introduction/')}${hash}`);
    // A timer on purpose: this proves a page view is NOT sent (one would be queued with a 0 ms timeout).
    await page.waitForTimeout(300);
    expect(await pageViews(page)).toHaveLength(3);
    expect(problems.errors).toEqual([]);
  });

  it('defines gtag on dataLayer and loads no third-party script without a measurement id', async () => {
    const { page } = await suite.open();
    const external: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== ORIGIN && !request.url().includes('fonts.googleapis.com')) {
        external.push(request.url());
      }
    });
    await page.goto(url('introduction/'));
    await waitForHydration(page);
    // Every request the page makes on load (a tag script would be one) has been made once it is idle.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => typeof window.gtag)).toBe('function');
    const entries = await dataLayer(page);
    expect(entries[0][0]).toBe('js');
    expect(entries.some((entry) => entry[0] === 'config')).toBe(false);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    // The only other host a doc page may contact is the ad feed (loopback in the test build).
    expect(external.filter((requested) => !requested.startsWith('http://127.0.0.1:4561/'))).toEqual([]);
  });

  it('reports clicks on elements carrying data-ga-event-* attributes, including nested content', async () => {
    const { page } = await suite.open();
    await page.goto(url('introduction/'));
    await waitForHydration(page);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.setAttribute('data-ga-event-category', 'demo');
      button.setAttribute('data-ga-event-action', 'copy-click');
      button.setAttribute('data-ga-event-label', 'basic-grid');
      button.innerHTML = '<span id="ga-inner">Copy</span>';
      button.addEventListener('click', (event) => event.stopPropagation());
      document.querySelector('main')!.appendChild(button);
    });
    await page.click('#ga-inner');
    const events = (await dataLayer(page)).filter((entry) => entry[0] === 'event' && entry[1] === 'demo');
    expect(events).toEqual([['event', 'demo', { eventAction: 'copy-click', eventLabel: 'basic-grid' }]]);
  });

  it('sets user properties for code variant, colour scheme and language', async () => {
    const { page } = await suite.open({ colorScheme: 'dark' });
    await page.goto(url('introduction/'));
    await waitForHydration(page);
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((entry) => (entry as IArguments)[0] === 'set'),
    );
    const properties = (await dataLayer(page)).filter((entry) => entry[0] === 'set').at(-1);
    expect(properties).toEqual([
      'set',
      'user_properties',
      {
        codeVariant: 'TS',
        codeStylingVariant: 'MUI System',
        colorSchemePreference: 'system',
        colorScheme: 'dark',
        userLanguage: 'en',
      },
    ]);
  });

  it('reports web vitals from the web-vitals package when the visit is sampled (ratio 1 in the test build)', async () => {
    const { page } = await suite.open();
    await page.goto(url('react-charts/'));
    await waitForHydration(page);
    const reported = (expected: string[]) =>
      page.waitForFunction(
        (names) =>
          names.every((name) => (window.dataLayer ?? []).some((entry) => (entry as IArguments)[1] === name)),
        expected,
        { timeout: 10000 },
      );
    // web-vitals loads once the page is idle; TTFB and FCP are reported as soon as it has.
    await reported(['TTFB', 'FCP']);
    // LCP is final at the reader's first input, which web-vitals is now listening for.
    await page.mouse.click(5, 300);
    await page.keyboard.press('Shift');
    const names = ['TTFB', 'FCP', 'LCP'];
    await reported(names);
    const vitals = (await dataLayer(page)).filter(
      (entry) => entry[0] === 'event' && names.includes(entry[1] as string),
    );
    for (const [, name, params] of vitals) {
      expect(params).toMatchObject({
        metric_label: 'Web Vitals',
        metric_id: expect.stringMatching(/^v\d+-/),
      });
      expect(typeof (params as { value: unknown }).value).toBe('number');
      expect(names).toContain(name);
    }
  });
});
