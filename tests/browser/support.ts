/**
 * Shared set-up for the browser tests: Debian's Chromium through playwright-core (never a downloaded
 * browser), the base URL of the served production build, and a page that records console problems.
 *
 * Every suite starts with `const suite = browserSuite();` and opens its pages with `suite.open()`; contexts
 * are closed for it after each test (or after the suite, for contexts opened in `beforeAll`).
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';

export const BASE_URL = (process.env.DOCS_TEST_BASE_URL ?? 'http://127.0.0.1:3999/x/').replace(/\/?$/, '/');
export const ORIGIN = new URL(BASE_URL).origin;

/** Absolute URL of a site path: `url('react-data-grid/')` → http://127.0.0.1:port/x/react-data-grid/ */
export function url(sitePath: string): string {
  return BASE_URL + sitePath.replace(/^\/+/, '').replace(/^x\//, '');
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // Every host but the test server's fails to resolve (font hosts, ad networks, analytics), so tests never
      // touch the network and are not slowed by its absence. A resolver rule rather than request interception
      // (`context.route`): interception turns the HTTP cache off, and then every route of the every-route
      // check downloads and compiles the site's shared bundles again (maintainers/testing.md).
      `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${new URL(BASE_URL).hostname}`,
    ],
  });
}

export interface ConsoleRecorder {
  errors: string[];
  warnings: string[];
}

function isOtherOrigin(resourceUrl: string): boolean {
  try {
    return new URL(resourceUrl).origin !== ORIGIN;
  } catch {
    return false;
  }
}

/** Records console errors and warnings and uncaught page errors. */
export function recordConsole(page: Page): ConsoleRecorder {
  const recorder: ConsoleRecorder = { errors: [], warnings: [] };
  page.on('console', (message) => {
    // The browser cannot reach other hosts on purpose (font host, ad feed, ad pixels: `launchBrowser`); it
    // logs each failed load as an error, which says nothing about the page.
    if (message.text().startsWith('Failed to load resource') && isOtherOrigin(message.location().url)) return;
    if (message.type() === 'error') recorder.errors.push(message.text());
    if (message.type() === 'warning') recorder.warnings.push(message.text());
  });
  page.on('pageerror', (error) => recorder.errors.push(`pageerror: ${error.message}`));
  return recorder;
}

/**
 * Waits until React has hydrated the page (Docusaurus sets this attribute on <html>) and its demo frames are
 * live: a hydrating page keeps their server HTML until the frame's code has loaded, then renders them in its
 * place (src/components/demos/Demo.tsx), so an element found before that would be replaced. The same for
 * every part that hydrates later (src/components/lazy/HydrateLater.tsx): none kept as server HTML, none
 * showing its fallback.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.getAttribute('data-has-hydrated') === 'true' &&
      document.querySelector('[data-demo]:not([data-demo-live])') === null &&
      document.querySelector('[data-hydrate-later="server"], [data-hydrate-later="pending"]') === null,
    undefined,
    {
      timeout: 30000,
    },
  );
}

/** A context of the suite's browser, and one page in it. */
export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

export interface BrowserSuite {
  /** The suite's Chromium, launched in `beforeAll` and closed in `afterAll`. */
  readonly browser: Browser;
  /** A new context and a page in it, closed after the current test. */
  open(options?: BrowserContextOptions): Promise<OpenedPage>;
  /** A new context without a page (to add init scripts or routes first), closed like `open()`'s. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * The suite's one page for these options, kept open from test to test with its cookies and the site's
   * storage emptied each time: for tests that only navigate and interact, where a new tab per test would
   * cost Chromium more than the test itself. Closed after the suite.
   */
  sharedPage(options?: BrowserContextOptions): Promise<OpenedPage>;
}

/**
 * Registers the suite's browser hooks; call it once at the top of a test file. Contexts opened inside a test
 * are closed after that test, even when it fails; contexts opened in `beforeAll` are closed after the suite.
 */
export function browserSuite(): BrowserSuite {
  let browser: Browser | null = null;
  let inTest = false;
  const testContexts: BrowserContext[] = [];
  const suiteContexts: BrowserContext[] = [];
  const sharedPages = new Map<string, Promise<OpenedPage>>();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await Promise.all(testContexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    sharedPages.clear();
    await Promise.all(suiteContexts.splice(0).map((context) => context.close()));
    await browser?.close();
  });

  const suite: BrowserSuite = {
    get browser() {
      if (!browser)
        throw new Error('browserSuite(): the browser starts in beforeAll; use it in hooks and tests.');
      return browser;
    },
    async newContext(options = {}) {
      const context = await suite.browser.newContext(options);
      (inTest ? testContexts : suiteContexts).push(context);
      return context;
    },
    async open(options = {}) {
      const context = await suite.newContext(options);
      return { context, page: await context.newPage() };
    },
    async sharedPage(options = {}) {
      const key = JSON.stringify(options);
      const existing = sharedPages.get(key);
      if (!existing) {
        const created = (async () => {
          const context = await suite.browser.newContext(options);
          suiteContexts.push(context);
          return { context, page: await context.newPage() };
        })();
        sharedPages.set(key, created);
        return created;
      }
      const opened = await existing;
      await opened.context.clearCookies();
      if (opened.page.url().startsWith(ORIGIN)) {
        await opened.page.evaluate(() => {
          window.localStorage.clear();
          window.sessionStorage.clear();
        });
      }
      return opened;
    },
  };
  return suite;
}

/**
 * Resolves once the page has rendered another frame and run what was queued behind it (React's passive
 * effects among them): anything the page logs on load has been logged by then. A condition, not a timer.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))),
  );
}

/**
 * Resolves once the element's box has kept the same position and size for `frames` consecutive frames: an
 * entry animation (bars growing) or a measure-then-draw layout (a chart sizing its axes) has ended.
 */
export async function boxSettled(locator: Locator, frames = 5): Promise<void> {
  const handle = await locator.elementHandle();
  await locator.page().waitForFunction(
    ([element, needed]) => {
      const box = (element as Element).getBoundingClientRect();
      const key = `${box.x},${box.y},${box.width},${box.height}`;
      const state = element as unknown as { __settledBox?: string; __settledFrames?: number };
      state.__settledFrames = state.__settledBox === key ? (state.__settledFrames ?? 0) + 1 : 0;
      state.__settledBox = key;
      return state.__settledFrames >= (needed as number);
    },
    [handle, frames] as const,
    { polling: 'raf' },
  );
  await handle?.dispose();
}

/**
 * Resolves once every demo whose frame starts inside the viewport has mounted (demos mount near the
 * viewport) and the page has rendered a frame after that: what a reader sees first, with nothing pending.
 */
export async function demosInViewMounted(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-demo]')]
        .filter((demo) => demo.getBoundingClientRect().top < window.innerHeight)
        .every((demo) => demo.getAttribute('data-demo-mounted') === 'true'),
    undefined,
    { timeout: 20000 },
  );
  await settled(page);
}

/** A page of the site without demos, passed through when a demo's own page must mount afresh. */
const PAGE_WITHOUT_DEMOS = 'introduction/licensing/';

/** Whether the page shows a page of the site that has hydrated, so client-side navigation can go on from it. */
export async function showsHydratedSite(page: Page): Promise<boolean> {
  if (!page.url().startsWith(BASE_URL)) return false;
  return page
    .evaluate(() => document.documentElement.getAttribute('data-has-hydrated') === 'true')
    .catch(() => false);
}

/**
 * Navigates the page, already showing the hydrated site, to `target` (a URL of the site) the way a link click
 * does: the router renders the new route, without loading the document and evaluating the site's scripts
 * again. Resolves once the address is the target's and the new route's article, a new element, is shown
 * (and matches `shown` inside it, when given).
 */
export async function navigateInPage(page: Page, target: URL, shown?: string): Promise<void> {
  await page.evaluate(
    (path) => {
      const marked = document.querySelector('article') as (Element & { __previousRoute?: true }) | null;
      if (marked) marked.__previousRoute = true;
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    target.pathname + target.search + target.hash,
  );
  await page.waitForFunction(
    ([pathname, selector]) => {
      const article = document.querySelector('article') as (Element & { __previousRoute?: true }) | null;
      return (
        window.location.pathname === pathname &&
        article !== null &&
        !article.__previousRoute &&
        // Demo frames render at once when their chunk is loaded (src/components/demos/Demo.tsx), else after it;
        // an API page's rows once their file is here (src/api/rowsStore.ts).
        article.querySelector('[data-demo-placeholder], .api-rows-pending') === null &&
        (selector === '' || article.querySelector(selector) !== null)
      );
    },
    [target.pathname, shown ?? ''] as const,
    { timeout: 20000 },
  );
}

/**
 * Opens a guide page and returns the live area (`[role="region"]`) of one of its demos once the demo has
 * mounted, and, when `ready` is given, once that selector matches inside the live area (a grid's first row,
 * a chart's first bar). Demos mount near the viewport only, so the demo is scrolled into view first.
 *
 * A page already showing the hydrated site goes there by client-side navigation, as a reader following a link
 * does: every demo of the new route mounts afresh, and the test does not pay again for loading the site's
 * scripts and hydrating (the every-route check in platform.test.ts loads and hydrates each page). To open the
 * page it already shows, it passes through a page without demos first, so the demo starts from its initial
 * state. Otherwise, a full load.
 */
export async function openDemo(page: Page, sitePath: string, demo: string, ready?: string): Promise<Locator> {
  const target = new URL(url(sitePath));
  if (await showsHydratedSite(page)) {
    if (new URL(page.url()).pathname === target.pathname) {
      await navigateInPage(page, new URL(url(PAGE_WITHOUT_DEMOS)));
    }
    await navigateInPage(page, target, `[data-demo="${demo}"]`);
  } else {
    await page.goto(target.href, { waitUntil: 'load' });
    await waitForHydration(page);
  }
  const root = page.locator(`[data-demo="${demo}"]`);
  await root.scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-demo="${demo}"][data-demo-mounted="true"] [role="region"] > *`, {
    timeout: 20000,
  });
  const liveArea = root.locator('[role="region"]').first();
  if (ready) await liveArea.locator(ready).first().waitFor({ timeout: 20000 });
  return liveArea;
}
