/**
 * The sponsor slot against the production build: the feed URL of the test build (127.0.0.1:4561) and the ad
 * assets answered by each context's routes, so every request, impression and pixel can be counted and no
 * other suite's pages ever see the test ad (tests/browser/adFeedServer.ts).
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ORIGIN, recordConsole, settled, url, waitForHydration, browserSuite } from './support';
import { AD_BLOCK_POLL_INTERVAL_MS, AD_BLOCK_POLLS_BEFORE_BLOCKED } from '../../src/ads/constants';
import {
  AD_ASSET_ORIGIN,
  AD_FEED_URL,
  PIXEL_PNG,
  TEST_AD,
  answerFeed,
  createAdFeed,
  jsonAnswer,
  type AdFeed,
} from './adFeedServer';

const DOC_PAGE = 'react-data-grid/';
const SLOT = '.docs-ad-slot';

const suite = browserSuite();
const feed: AdFeed = createAdFeed();

beforeEach(() => {
  feed.requests = 0;
  feed.respond = jsonAnswer({ ads: [TEST_AD] });
});

interface AdContext {
  context: BrowserContext;
  page: Page;
  /** Ad asset URLs requested (creative, impression, pixels, click-through). */
  assetRequests: string[];
  /** Requests that left the test server and the local feed without https. */
  insecureRequests: string[];
  /**
   * The feed requests of this context's pages. Counted here rather than by the suite's `feed`, which
   * a page of an earlier test, still closing on a busy machine, can also reach.
   */
  feedRequests: string[];
}

/**
 * Records layout shifts from the very start of the page (buffered), like CLS does: all of them, and those
 * that moved anything in the article (where the slot lives), so a shift elsewhere (navbar) is told apart.
 */
const LAYOUT_SHIFT_RECORDER = `
  window.__layoutShift = 0;
  window.__articleShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift += entry.value;
      const inArticle = (entry.sources || []).some((source) => source.node && source.node.closest && source.node.closest('article'));
      if (inArticle) window.__articleShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

const articleShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __articleShift: number }).__articleShift);

/** Past the whole ad-block detection window (3.5 s): what the tests on a fake clock move it on by. */
const PAST_DETECTION_MS = (AD_BLOCK_POLLS_BEFORE_BLOCKED + 1) * AD_BLOCK_POLL_INTERVAL_MS + 500;

async function openAdContext(
  options: BrowserContextOptions & {
    blockFeed?: boolean;
    hideNetworkBlock?: boolean;
    fakeClock?: boolean;
  } = {},
): Promise<AdContext> {
  const { blockFeed, hideNetworkBlock, fakeClock, ...contextOptions } = options;
  const context = await suite.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  // Playwright's clock: time flows as usual, and `page.clock.runFor(ms)` moves it on at once, firing the
  // slot's timers (detection polls, feed retries, the display event) without waiting for them.
  if (fakeClock) await context.clock.install();
  const assetRequests: string[] = [];
  const insecureRequests: string[] = [];
  const feedRequests: string[] = [];
  // Routes registered later run first, so these override the blanket block of external hosts.
  await context.route(`${AD_ASSET_ORIGIN}/**`, (route) => {
    assetRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG });
  });
  await context.route(AD_FEED_URL, (route) =>
    blockFeed ? route.abort('blockedbyclient') : answerFeed(route, feed),
  );
  context.on('request', (request) => {
    if (request.url() === AD_FEED_URL) feedRequests.push(request.url());
    const requestUrl = new URL(request.url());
    if (requestUrl.origin !== ORIGIN && request.url() !== AD_FEED_URL && requestUrl.protocol !== 'https:') {
      insecureRequests.push(request.url());
    }
  });
  await context.addInitScript(LAYOUT_SHIFT_RECORDER);
  if (hideNetworkBlock) {
    // What an ad blocker's cosmetic filter does: hide the network's block, leave the page alone.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '.docs-ad-network { display: none !important; }';
        document.head.appendChild(style);
      });
    });
  }
  const page = await context.newPage();
  return { context, page, assetRequests, insecureRequests, feedRequests };
}

async function slotState(page: Page) {
  return page.$eval(SLOT, (slot) => ({
    state: slot.getAttribute('data-ad-state'),
    height: slot.getBoundingClientRect().height,
    top: slot.getBoundingClientRect().top + window.scrollY,
    marginTop: getComputedStyle(slot).marginTop,
    marginBottom: getComputedStyle(slot).marginBottom,
    label: slot.querySelector('[data-ad-label]')?.getAttribute('data-ad-label') ?? null,
    html: slot.innerHTML,
  }));
}

describe('sponsor slot with the local feed', () => {
  it('shows the network ad with the right link, plain text and one request per impression pixel', async () => {
    const { page, assetRequests, insecureRequests, feedRequests } = await openAdContext({ fakeClock: true });
    const problems = recordConsole(page);
    await page.goto(url(DOC_PAGE));
    await waitForHydration(page);
    const before = await slotState(page);
    expect(before.height).toBe(126);

    const link = page.locator(`${SLOT} .docs-ad-network a`);
    await link.waitFor({ state: 'visible', timeout: 10000 });
    expect(await link.getAttribute('href')).toBe(TEST_AD.statlink);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener sponsored');
    const image = link.locator('img');
    expect(await image.getAttribute('src')).toBe(TEST_AD.image);
    expect(await image.getAttribute('alt')).toBe('Gridworks <b>Pro</b>');
    expect(await image.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([130, 100]);
    // Markup in the feed's text shows up as text; nothing of it became an element.
    const text = await link.innerText();
    expect(text).toContain('Gridworks <b>Pro</b>');
    expect(text).toContain('Ship data-heavy screens <img src=x onerror=alert(1)> faster.');
    expect(text).toContain('ad by Carbon');
    expect(await page.locator(`${SLOT} b, ${SLOT} [onerror], ${SLOT} script`).count()).toBe(0);

    // Past the detection window: still the network ad, every pixel requested exactly once. The clock is
    // moved past the window on purpose: this proves the slot does NOT switch and no pixel is asked twice, and
    // the render that a switch would cause has run before the slot is read again.
    await page.clock.runFor(PAST_DETECTION_MS);
    await settled(page);
    const after = await slotState(page);
    expect(after.state).toBe('network');
    expect(after.label).toBe('carbon');
    expect(after.height).toBe(126);
    expect(after.top).toBe(before.top);
    expect([after.marginTop, after.marginBottom]).toEqual(['24px', '24px']);
    const count = (asset: string) => assetRequests.filter((requested) => requested === asset).length;
    expect(count(TEST_AD.statimp)).toBe(1);
    expect(count(`${AD_ASSET_ORIGIN}/pixel/a?ts=1712345678`)).toBe(1);
    expect(count(`${AD_ASSET_ORIGIN}/pixel/b/1712345678`)).toBe(1);
    expect(count(TEST_AD.image)).toBe(1);
    expect(feedRequests).toHaveLength(1);
    expect(insecureRequests).toEqual([]);
    // Nothing moved while the ad arrived: no shift at all on this page.
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);
    expect(await articleShift(page)).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  it('reserves 142 px below the sm breakpoint and keeps it when the ad arrives', async () => {
    const { page } = await openAdContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(url(DOC_PAGE));
    await waitForHydration(page);
    expect((await slotState(page)).height).toBe(142);
    await page.locator(`${SLOT} .docs-ad-network a`).waitFor({ state: 'visible', timeout: 10000 });
    const state = await slotState(page);
    expect(state.height).toBe(142);
    expect(await articleShift(page)).toBe(0);
  });

  it('reports a click on the ad to analytics', async () => {
    const { context, page } = await openAdContext();
    await page.goto(url(DOC_PAGE));
    await waitForHydration(page);
    const link = page.locator(`${SLOT} .docs-ad-network a`);
    await link.waitFor({ state: 'visible', timeout: 10000 });
    const popup = context.waitForEvent('page');
    await link.click();
    await (await popup).close();
    const clicks = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'ad'),
    );
    expect(clicks).toEqual([['event', 'ad', { eventAction: 'click', eventLabel: 'carbon' }]]);
  });
});

describe('sponsor slot when ads are blocked or missing', () => {
  /**
   * Waits for the fallback and checks it; resolves with the wall time the fallback took after hydration.
   * On a fake clock, the clock is moved past the detection window at once instead.
   */
  async function expectFallbackAfterDetection(options: {
    blockFeed?: boolean;
    hideNetworkBlock?: boolean;
    fakeClock?: boolean;
  }) {
    const { context, page, insecureRequests } = await openAdContext(options);
    await page.goto(url(DOC_PAGE));
    await waitForHydration(page);
    const started = Date.now();
    if (options.fakeClock) await page.clock.runFor(PAST_DETECTION_MS);
    await page
      .locator(`${SLOT} .docs-ad-house, ${SLOT} .docs-ad-support`)
      .first()
      .waitFor({ timeout: 10000 });
    const elapsed = Date.now() - started;
    const state = await slotState(page);
    expect(['house', 'support']).toContain(state.state);
    expect(state.label).toBe(state.state === 'house' ? 'in-house' : 'in-house-adblock');
    expect(state.height).toBe(126);
    expect(await articleShift(page)).toBe(0);
    expect(insecureRequests).toEqual([]);
    if (state.state === 'house') {
      const houseLink = page.locator(`${SLOT} .docs-ad-house a`);
      expect(await houseLink.getAttribute('rel')).toBe('noopener sponsored');
      expect(await houseLink.getAttribute('href')).toMatch(/^https:\/\/mui\.com\/.+utm_campaign=in-house-/);
      expect(await houseLink.locator('img').getAttribute('src')).toMatch(/^\/x\/ads-in-house\/[\w-]+\.svg$/);
      expect(await houseLink.innerText()).toContain('ad by MUI');
    } else {
      expect(await page.locator(`${SLOT} .docs-ad-support`).innerText()).toContain('allowing ads');
    }
    await context.close();
    return elapsed;
  }

  it('shows a house ad or the support message about 3.5 s after mount when the feed is blocked and the block hidden', async () => {
    const elapsed = await expectFallbackAfterDetection({ blockFeed: true, hideNetworkBlock: true });
    expect(elapsed).toBeGreaterThan(2500);
    expect(elapsed).toBeLessThan(5500);
  });

  it('falls back the same way when the ad arrives but a cosmetic rule hides it', async () => {
    // The same detection as above (startAdBlockDetection, whose timing the test above measures in real time
    // and tests/unit/ads/slotMachine.test.ts on a fake clock), run to its end at once.
    await expectFallbackAfterDetection({ hideNetworkBlock: true, fakeClock: true });
  });

  it('asks the feed 10 times when it has no ad, then replaces the placeholder with a house ad', async () => {
    feed.respond = jsonAnswer({
      ads: [{ statlink: 'javascript:alert(1)', image: 'https://x.example/i.png' }],
    });
    const { page, feedRequests } = await openAdContext();
    await page.goto(url(DOC_PAGE));
    await waitForHydration(page);
    await page.locator(`${SLOT} .docs-ad-house`).waitFor({ timeout: 10000 });
    const state = await slotState(page);
    expect(state.state).toBe('house');
    expect(state.label).toBe('in-house-carbon');
    expect(feedRequests).toHaveLength(10);
  });

  it('gives crawlers an empty slot and never asks the feed', async () => {
    const { page, assetRequests, feedRequests } = await openAdContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      fakeClock: true,
    });
    await page.goto(url(DOC_PAGE));
    await waitForHydration(page);
    // The clock moved past the whole detection window on purpose: this proves the feed is NOT asked then.
    await page.clock.runFor(PAST_DETECTION_MS);
    await settled(page);
    const state = await slotState(page);
    expect(state.state).toBe('crawler');
    expect(state.html).toBe('');
    expect(state.height).toBe(126);
    expect(feedRequests).toEqual([]);
    expect(assetRequests).toEqual([]);
  });
});
