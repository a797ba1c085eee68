/**
 * Hostile input: the site under storage that throws or is missing, garbage in every stored key,
 * hostile cookies, hashes and query strings. Each case opens the intro page, the Data Grid overview and
 * an API page (DateCalendar's: the API template with props, slots and classes, at a third of the DataGrid
 * page's size, which the every-route check in platform.test.ts loads anyway) and checks that each page renders its H1 and content, hydrates, raises no uncaught
 * error, requests nothing outside the site and the documented hosts, and injects nothing. Cases run as
 * Jest's `it.concurrent`, as many at once as the pool has pages (one), each on a pooled page whose
 * storage and cookies are reset to the case's values first (a case with an init script in a new tab of that
 * page's context).
 *
 * Self-contained on purpose: it only uses the base helpers of ./support and ./eventually, and the local ad feed.
 */
import type { BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';
import { AD_FEED_PORT, jsonAnswer, startAdFeedServer, type AdFeedServer } from './adFeedServer';
import { eventually } from './eventually';
import { ORIGIN, browserSuite, settled, url } from './support';

const PAGES = ['introduction/', 'react-data-grid/', 'api/date-pickers/date-calendar/'] as const;
type SitePage = (typeof PAGES)[number];

/** Hosts a page may contact besides the site: the local ad feed of the test build, and the icon font. */
const ALLOWED_ORIGINS = new Set([
  ORIGIN,
  `http://127.0.0.1:${AD_FEED_PORT}`,
  'https://fonts.googleapis.com',
  'https://fonts.gstatic.com',
]);

/** Console errors that are documented behaviour: paid demos show the missing-license watermark. */
const EXPECTED_CONSOLE_ERRORS = [/MUI X: Missing license key\./];

/** Every payload below sets `window.__pwned` or adds `[data-pwned]` if it ever runs as markup or script. */
const HTML_INJECTION = `"><img src=x data-pwned onerror="window.__pwned=1"><script>window.__pwned=1</script>`;
const CSS_INJECTION = `red;}body{display:none}html{background-image:url(http://evil.example/pwned.png)}x{y:(z)`;
const BIG_VALUE = 'x'.repeat(100 * 1024);
const EVIL_ORIGIN = 'http://evil.example';
/** The one warning logged when a stored palette is ignored. */
const PALETTE_WARNING = /ignoring the stored custom palette/;

interface Baseline {
  h1: string;
  textLength: number;
  primaryMain: string;
}

interface PageReport {
  status: number | null;
  finalUrl: string;
  h1: string;
  textLength: number;
  hydrated: boolean;
  primaryMain: string;
  bodyDisplay: string;
  htmlBackground: string;
  injected: string[];
}

interface Visit {
  reports: Record<SitePage, PageReport>;
  errors: string[];
  warnings: string[];
  foreignRequests: string[];
}

interface HostileCase {
  category: string;
  name: string;
  /** Runs in every frame before any page script. */
  init?: () => void;
  initArg?: unknown;
  /** Keys written to localStorage before the visits. */
  storage?: Record<string, string>;
  cookies?: Array<{ name: string; value: string }>;
  /** Appended to each page URL (`?query`, `#hash`). */
  suffix?: string;
  /** Extra checks after the visits, with a page still open on the last site page. */
  after?: (page: Page, visit: Visit) => Promise<void>;
  /** Warnings this case may log (for example the one warning about an ignored palette). */
  allowedWarnings?: RegExp[];
  /** Console errors this case may log (a library reporting an error it has caught). */
  allowedErrors?: RegExp[];
}

// ---------------------------------------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------------------------------------

/** Init scripts are serialised into the page: they must not close over anything. */
const storageInits: Array<[string, (arg: unknown) => void]> = [
  [
    'localStorage getter throws SecurityError (site data blocked)',
    () =>
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
  ],
  [
    'sessionStorage getter throws SecurityError',
    () =>
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
  ],
  [
    'both storage getters throw',
    () => {
      for (const area of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, area, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    },
  ],
  [
    'localStorage is undefined (missing)',
    () => Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined }),
  ],
  [
    'localStorage is null',
    () => Object.defineProperty(window, 'localStorage', { configurable: true, value: null }),
  ],
  [
    'every Storage method throws',
    () => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
        Storage.prototype[method] = function denied() {
          throw new DOMException('Access denied', 'SecurityError');
        };
      }
    },
  ],
  [
    'setItem throws QuotaExceededError (storage full)',
    () => {
      Storage.prototype.setItem = function full() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  ],
  [
    'every property of localStorage throws (hostile proxy)',
    () => {
      const hostile = new Proxy(
        {},
        {
          get() {
            throw new DOMException('Blocked by an extension', 'SecurityError');
          },
          has() {
            throw new DOMException('Blocked by an extension', 'SecurityError');
          },
        },
      );
      Object.defineProperty(window, 'localStorage', { configurable: true, get: () => hostile });
    },
  ],
  [
    // (A getItem whose answer throws from toString also breaks Docusaurus's own inline theme script, which
    // this site does not own; the page still renders because our colour-mode script runs after it.)
    'getItem returns a non-string object',
    () => {
      Storage.prototype.getItem = function odd() {
        return { hostile: true } as unknown as string;
      };
    },
  ],
  [
    'storage event with hostile values from another tab',
    () => {
      // Sent once the page has hydrated, when MUI and the settings listen for changes from other tabs.
      const timer = window.setInterval(() => {
        if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
        window.clearInterval(timer);
        for (const key of ['mode', 'mui-color-scheme-light', 'mui-color-scheme-dark', 'paletteColors']) {
          window.dispatchEvent(
            new StorageEvent('storage', { key, newValue: '(' + '"><img src=x onerror=window.__pwned=1>' }),
          );
        }
      }, 50);
    },
  ],
];

/** Every key the site (and the libraries it configures) reads from localStorage. */
const STORED_KEYS = [
  'mode',
  'mui-color-scheme-light',
  'mui-color-scheme-dark',
  'paletteColors',
  'direction',
  'apiPage_props',
  'apiPage_slots',
  'apiPage_classes',
  'searchRecentQueries',
  'theme',
  'docusaurus.announcement.dismiss',
  'docs-preferred-version-default',
  'docusaurus.tab.code',
];

const GARBAGE_VALUES: Array<[string, string]> = [
  ['empty', ''],
  ['the string null', 'null'],
  ['an unfinished object', '{'],
  ['a wrong JSON shape', '{"primary":[1,2],"ads":{"main":{"x":1}},"0":null}'],
  ['an array of objects', '[{"main":"#fff"},{"__proto__":{"polluted":true}}]'],
  ['100 KB', BIG_VALUE],
  ['HTML injection', HTML_INJECTION],
  ['CSS injection', CSS_INJECTION],
];

/** Stored palettes that must all leave the default palette and log one warning. */
const HOSTILE_PALETTES: Array<[string, string]> = [
  ['the issue repro: rules after rgb()', '{"primary":{"main":"rgb(0,0,0)}body{display:none}x{y:(z)"}}'],
  [
    'the issue repro: a declaration after rgb()',
    `{"primary":{"main":"rgb(1,2,3);background-image:url(${EVIL_ORIGIN}/pwned.png)"}}`,
  ],
  ['a declaration after a hex colour', `{"primary":{"main":"#fff;background:url(${EVIL_ORIGIN}/x.png)"}}`],
  ['a hostile secondary colour', `{"secondary":{"main":"hsl(1, 2%, 3%)}*{color:transparent}"}}`],
  ['color() in an unknown space', '{"primary":{"main":"color(xyz 0.1 0.2 0.3)"}}'],
  ['color() with rules after it', '{"primary":{"main":"color(srgb 0.1 0.2 0.3)}body{display:none}"}}'],
  ['a CSS variable', '{"primary":{"main":"var(--evil)"}}'],
  ['url()', `{"primary":{"main":"url(${EVIL_ORIGIN}/x.png)"}}`],
  ['!important after a colour', '{"primary":{"main":"#123456 !important"}}'],
  ['a newline inside rgb()', '{"primary":{"main":"rgb(1,2,3\\n)}body{display:none}"}}'],
  ['an HTML payload as the colour', `{"primary":{"main":${JSON.stringify(HTML_INJECTION)}}}`],
  ['a non-string colour', '{"primary":{"main":{"toString":"#fff"}}}'],
];

const HOSTILE_COOKIES: Array<[string, string]> = [
  ['a lone percent sign', '%'],
  ['broken percent-encoding', '%E0%A4%A'],
  ['a valid value followed by broken encoding', 'JS%'],
  ['encoded HTML', encodeURIComponent(HTML_INJECTION)],
  ['an unknown value', 'Python'],
  ['4 KB', 'J'.repeat(4000)],
  ['encoded CSS injection', encodeURIComponent(CSS_INJECTION)],
  ['an empty value', ''],
];

const HOSTILE_SUFFIXES: Array<[string, string]> = [
  ['#<script> hash', '#<script>window.__pwned=1</script>'],
  ['#% hash', '#%'],
  ['broken percent-encoding in the hash', '#%E0%A4%A'],
  ['10,000-character hash', `#${'a'.repeat(10000)}`],
  ['#Demo.js.js', '#Demo.js.js'],
  ['#.tsx with no demo name', '#.tsx'],
  ['#tailwind- prefix without a name', '#tailwind-.js'],
  ['HTML in the hash', `#"><img src=x data-pwned onerror="window.__pwned=1">`],
  ['#__proto__ hash', '#__proto__'],
  ['a hash naming no element', '#prop-doesNotExist'],
  ['<script> in the query', '?q=<script>window.__pwned=1</script>'],
  ['% in the query', '?%&a=%E0%A4%A'],
  ['10,000-character query', `?q=${'b'.repeat(10000)}`],
  ['?docusaurus-theme with HTML', `?docusaurus-theme=${encodeURIComponent(HTML_INJECTION)}`],
  ['?docusaurus-data- attribute injection', '?docusaurus-data-theme=evil&docusaurus-data-x=%22%3E%3Cb%3E'],
];

const CASES: HostileCase[] = [
  ...storageInits.map(([name, init]): HostileCase => ({
    category: 'storage unavailable or throwing',
    name,
    init: init as () => void,
    after: storageStillWorks,
    allowedWarnings: [/Docusaurus browser storage is not available/],
    // Docusaurus's storage helpers catch a throwing getItem/setItem and log it; the page is unaffected.
    allowedErrors: [/^Docusaurus storage error/],
  })),
  ...GARBAGE_VALUES.map(([name, value]): HostileCase => ({
    category: 'every stored key set to garbage',
    name,
    storage: Object.fromEntries(STORED_KEYS.map((key) => [key, value])),
    allowedWarnings: [PALETTE_WARNING],
  })),
  ...STORED_KEYS.map((key): HostileCase => ({
    category: 'one stored key set to an injection',
    name: key,
    storage: { [key]: `${HTML_INJECTION}${CSS_INJECTION}` },
    allowedWarnings: [PALETTE_WARNING],
  })),
  ...HOSTILE_PALETTES.map(([name, value]): HostileCase => ({
    category: 'stored custom palette',
    name,
    storage: { paletteColors: value },
    allowedWarnings: [PALETTE_WARNING],
    after: async (_page, visit) => {
      const warnings = () => visit.warnings.filter((warning) => PALETTE_WARNING.test(warning)).length;
      // The warning comes once the full colour parser, loaded after start-up, has read the value
      // (src/settings/ThemeSettingsProvider.tsx, `normaliseStoredPalette`).
      await eventually(async () => warnings() >= 1, true);
      // One warning per page load at most (each of the three visits is a full load).
      expect(warnings()).toBeLessThanOrEqual(PAGES.length);
    },
  })),
  ...HOSTILE_COOKIES.flatMap(([name, value]): HostileCase[] => [
    {
      category: 'hostile cookies',
      name: `codeVariant: ${name}`,
      cookies: [{ name: 'codeVariant', value }],
      after: codeVariantIsDefault,
    },
    {
      category: 'hostile cookies',
      name: `codeStyling: ${name}`,
      cookies: [{ name: 'codeStyling', value }],
      after: codeVariantIsDefault,
    },
  ]),
  ...HOSTILE_SUFFIXES.map(([name, suffix]): HostileCase => ({
    category: 'hostile hashes and queries',
    name,
    suffix,
  })),
];

// ---------------------------------------------------------------------------------------------------------
// Running a case
// ---------------------------------------------------------------------------------------------------------

const suite = browserSuite();
const baselines = {} as Record<SitePage, Baseline>;

/**
 * A context of the suite. Other hosts are unreachable from the suite's browser
 * (tests/browser/support.ts, `launchBrowser`); the local ad feed answers "no ad" (`beforeAll`), so the slot
 * settles on a house ad. No request interception: it would turn the HTTP cache off, and every case would
 * download and compile the site's bundles again. Stored values and cookies are set by `resetForCase`.
 * Closed by its test or, for the pooled pages, with the suite's browser.
 */
async function openContext(): Promise<BrowserContext> {
  return suite.browser.newContext();
}

/**
 * Pages shared by the cases: a new context and tab per case costs Chromium more than the case's three visits.
 * A case takes a page, resets the site's storage and cookies to its own values (from a same-origin document,
 * before the first visit), and gives the page back. One page: on a 2-core machine, Chromium loading and
 * hydrating one page keeps both cores busy, and ten cases' visits took 29.8 s on two pages side by side
 * against 23.7 s on one, one after another.
 */
const POOL_SIZE = 1;
const idlePages: Page[] = [];
const pageWaiters: Array<(page: Page) => void> = [];

async function withPooledPage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const page = idlePages.pop() ?? (await new Promise<Page>((resolve) => pageWaiters.push(resolve)));
  try {
    return await run(page);
  } finally {
    const next = pageWaiters.shift();
    if (next) next(page);
    else idlePages.push(page);
  }
}

/**
 * `run` in a new tab of a pooled page's context, reset to `hostileCase`'s storage and cookies: for a case
 * with an init script, and for the tests that follow one page's navigations. The tab shares the context's
 * HTTP cache and compiled scripts; a context of its own would load every page cold.
 */
async function withNewTab(
  hostileCase: Pick<HostileCase, 'storage' | 'cookies'>,
  run: (page: Page) => Promise<void>,
) {
  await withPooledPage(async (pooled) => {
    await resetForCase(pooled, hostileCase);
    const page = await pooled.context().newPage();
    try {
      await run(page);
    } finally {
      await page.close();
    }
  });
}

async function resetForCase(
  page: Page,
  hostileCase: Pick<HostileCase, 'storage' | 'cookies'>,
): Promise<void> {
  // Leaves the last site page (nothing of it can write storage any more) for a small same-origin document
  // (the sitemap, 67 KB, took Chromium's XML viewer 270–380 ms each time; the manifest about 100 ms).
  await page.goto(url('manifest.json'));
  await page.evaluate((entries: Record<string, string>) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, hostileCase.storage ?? {});
  const context = page.context();
  await context.clearCookies();
  if (hostileCase.cookies) {
    await context.addCookies(hostileCase.cookies.map((cookie) => ({ ...cookie, url: ORIGIN })));
  }
}

/** Records the case's console errors and warnings, uncaught errors and foreign requests until stopped. */
function watchVisit(page: Page, hostileCase: HostileCase): { visit: Visit; stop: () => void } {
  const visit: Visit = { reports: {} as Visit['reports'], errors: [], warnings: [], foreignRequests: [] };
  const onRequest = (request: Request) => {
    let origin: string;
    try {
      origin = new URL(request.url()).origin;
    } catch {
      origin = request.url();
    }
    if (!ALLOWED_ORIGINS.has(origin)) visit.foreignRequests.push(request.url().slice(0, 200));
  };
  const onPageError = (error: Error) => visit.errors.push(`pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource')) return; // hosts the browser cannot reach, on purpose
    const expected = [...EXPECTED_CONSOLE_ERRORS, ...(hostileCase.allowedErrors ?? [])];
    if (message.type() === 'error' && !expected.some((re) => re.test(text))) {
      visit.errors.push(text.slice(0, 300));
    }
    if (message.type() === 'warning') visit.warnings.push(text.slice(0, 300));
  };
  page.on('request', onRequest);
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  return {
    visit,
    stop: () => {
      page.off('request', onRequest);
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
    },
  };
}

async function visitPage(page: Page, sitePage: SitePage, suffix = ''): Promise<PageReport> {
  const response = await page.goto(url(sitePage) + suffix, { waitUntil: 'domcontentloaded' });
  await page
    .waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', undefined, {
      timeout: 20000,
    })
    .catch(() => undefined);
  // Let effects that run after hydration (stored settings, hash handling) take hold.
  await settled(page);
  const report = await page.evaluate(() => {
    const main = document.querySelector('article') ?? document.querySelector('main');
    const injected: string[] = [];
    if ((window as unknown as { __pwned?: unknown }).__pwned !== undefined)
      injected.push('window.__pwned set');
    if (document.querySelector('[data-pwned]')) injected.push('[data-pwned] element');
    for (const element of Array.from(document.querySelectorAll('[onerror]'))) {
      injected.push(`onerror attribute on <${element.tagName.toLowerCase()}>`);
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (script.textContent?.includes('__pwned')) injected.push('script containing the payload');
    }
    for (const style of Array.from(document.querySelectorAll('style'))) {
      const css = style.textContent ?? '';
      if (css.includes('evil.example') || css.includes('pwned') || css.includes('var(--evil)')) {
        injected.push('style sheet containing the payload');
      }
    }
    return {
      finalUrl: window.location.href,
      h1: document.querySelector('h1')?.textContent?.trim() ?? '',
      textLength: main?.textContent?.length ?? 0,
      hydrated: document.documentElement.getAttribute('data-has-hydrated') === 'true',
      primaryMain: getComputedStyle(document.documentElement)
        .getPropertyValue('--mui-palette-primary-main')
        .trim(),
      bodyDisplay: getComputedStyle(document.body).display,
      htmlBackground: getComputedStyle(document.documentElement).backgroundImage,
      injected,
    };
  });
  return { status: response?.status() ?? null, ...report };
}

async function checkVisits(page: Page, visit: Visit, hostileCase: HostileCase): Promise<void> {
  for (const sitePage of PAGES) {
    visit.reports[sitePage] = await visitPage(page, sitePage, hostileCase.suffix);
  }
  for (const sitePage of PAGES) {
    const report = visit.reports[sitePage];
    const baseline = baselines[sitePage];
    const where = `${hostileCase.category} / ${hostileCase.name} / ${sitePage}`;
    expect({ where, status: report.status }).toEqual({ where, status: 200 });
    expect({ where, h1: report.h1 }).toEqual({ where, h1: baseline.h1 });
    expect({ where, hydrated: report.hydrated }).toEqual({ where, hydrated: true });
    // The content is there (the layout preference or the code variant may change its length a little).
    expect(report.textLength).toBeGreaterThan(baseline.textLength * 0.5);
    expect({ where, injected: report.injected }).toEqual({ where, injected: [] });
    expect({ where, bodyDisplay: report.bodyDisplay }).not.toEqual({ where, bodyDisplay: 'none' });
    expect({ where, htmlBackground: report.htmlBackground }).toEqual({ where, htmlBackground: 'none' });
    expect({ where, primaryMain: report.primaryMain }).toEqual({
      where,
      primaryMain: baseline.primaryMain,
    });
  }
  expect(visit.errors).toEqual([]);
  expect(visit.foreignRequests).toEqual([]);
  const unexpectedWarnings = visit.warnings.filter(
    (warning) => !(hostileCase.allowedWarnings ?? []).some((re) => re.test(warning)),
  );
  expect(unexpectedWarnings).toEqual([]);
  await hostileCase.after?.(page, visit);
  // Hydration warnings are console errors; they were checked above. The page must still respond.
  expect(visit.errors).toEqual([]);
}

/**
 * Every case holds a page of the pool while it runs, so at most POOL_SIZE cases load pages at once (Jest
 * starts up to 5 concurrent tests: 5 contexts loading pages side by side took the suite alone from 282 s to
 * 351 s). A case with an init script runs in a tab of its own, opened in the pooled page's context after the
 * reset (an init script cannot be removed from a page), so it shares that context's HTTP cache and compiled
 * scripts rather than loading its three pages cold.
 */
async function runCase(hostileCase: HostileCase): Promise<void> {
  const init = hostileCase.init;
  if (init) {
    await withNewTab(hostileCase, async (page) => {
      await page.addInitScript(init);
      const { visit } = watchVisit(page, hostileCase);
      await checkVisits(page, visit, hostileCase);
    });
    return;
  }
  await withPooledPage(async (page) => {
    await resetForCase(page, hostileCase);
    const { visit, stop } = watchVisit(page, hostileCase);
    try {
      await checkVisits(page, visit, hostileCase);
    } finally {
      stop();
    }
  });
}

/** With storage unusable, the colour mode still follows the system and can be changed for the visit. */
async function storageStillWorks(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(url('introduction/'));
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  await page.getByTestId('color-mode-button').click();
  await page.getByRole('menuitem', { name: 'Light' }).click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  // The API page's layout toggle works for the visit even when it cannot be stored.
  await page.goto(url('api/date-pickers/date-calendar/'));
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.getByRole('button', { name: 'Expanded list' }).first().click();
  await page.waitForSelector('.api-list-expanded');
}

/** A hostile code-variant cookie is ignored: the TypeScript default stays. */
async function codeVariantIsDefault(page: Page): Promise<void> {
  expect(await page.getAttribute('html', 'data-code-variant')).toBe('TS');
}

// ---------------------------------------------------------------------------------------------------------

let adFeed: AdFeedServer | null = null;
afterAll(() => adFeed?.close());

beforeAll(async () => {
  adFeed = await startAdFeedServer();
  adFeed.respond = jsonAnswer({ ads: [] });
  for (let index = 0; index < POOL_SIZE; index += 1) {
    idlePages.push(await (await openContext()).newPage());
  }
  // The clean visits on a pooled page: its context's cache is then warm for the first cases.
  await withPooledPage(async (page) => {
    for (const sitePage of PAGES) {
      const report = await visitPage(page, sitePage);
      if (!report.h1 || !report.hydrated || !report.primaryMain) {
        throw new Error(
          `The clean visit of ${sitePage} is not usable as a baseline: ${JSON.stringify(report)}`,
        );
      }
      baselines[sitePage] = { h1: report.h1, textLength: report.textLength, primaryMain: report.primaryMain };
    }
  });
  const counts = new Map<string, number>();
  for (const hostileCase of CASES)
    counts.set(hostileCase.category, (counts.get(hostileCase.category) ?? 0) + 1);
  console.log(
    `Hostile input: ${CASES.length} cases, each on ${PAGES.length} pages\n` +
      [...counts].map(([category, count]) => `  ${category}: ${count}`).join('\n'),
  );
});

describe('hostile input', () => {
  it('has at least 60 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.concurrent.each(
    CASES.map((hostileCase) => [hostileCase.category, hostileCase.name, hostileCase] as const),
  )('%s: %s', async (_category, _name, hostileCase) => {
    await runCase(hostileCase);
  });
});

describe('the settings drawer colour field', () => {
  it('refuses a hostile colour with a message beside the field, stores nothing, and the page stays visible', async () => {
    await withNewTab({}, async (page) => {
      await page.goto(url('introduction/'));
      await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
      await page.getByRole('button', { name: 'Open settings' }).click();
      const field = page.getByTestId('palette-color-input');
      await field.fill('rgb(0,0,0)}body{display:none}x{y:(z)');
      await field.press('Enter');
      await page
        .getByRole('button', { name: 'Apply' })
        .click({ force: true, timeout: 2000 })
        .catch(() => undefined);
      const describedBy = await field.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/^Not a complete colour/);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => window.localStorage.getItem('paletteColors'))).toBeNull();
      expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
        ),
      ).toBe(baselines['introduction/'].primaryMain);

      // A complete colour is taken and stored, so the refusal above is not the field refusing everything.
      await field.fill('rgb(10, 99, 201)');
      await page.getByRole('button', { name: 'Apply' }).click();
      expect(await page.evaluate(() => window.localStorage.getItem('paletteColors'))).toBe(
        '{"primary":{"main":"rgb(10, 99, 201)"}}',
      );
    });
  });
});

describe('language prefixes of languages that are not built', () => {
  it.concurrent.each([
    ['zh/introduction/', 'introduction/'],
    ['pt/react-data-grid/', 'react-data-grid/'],
    [
      'zh/pt/api/date-pickers/date-calendar/?from=old-link#props',
      'api/date-pickers/date-calendar/?from=old-link#props',
    ],
  ])('/x/%s lands on /x/%s without a loop', async (from, to) => {
    await withNewTab({}, async (page) => {
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      await page.goto(url(from));
      await page.waitForURL(url(to), { timeout: 20000 });
      await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
      const sitePage = to.replace(/[?#].*$/, '') as SitePage;
      const expectedH1 = baselines[sitePage]?.h1;
      await page.waitForFunction(
        (h1) => document.querySelector('h1')?.textContent?.trim() === h1,
        expectedH1,
      );
      // It stays there: no further navigation.
      await page.waitForTimeout(1000);
      expect(page.url()).toBe(url(to));
      expect(navigations.length).toBeLessThanOrEqual(3);
    });
  });

  it('a prefixed path missing in English too ends on the 404 page, once', async () => {
    await withNewTab({}, async (page) => {
      await page.goto(url('zh/no-such-page/'));
      await page.waitForURL(url('no-such-page/'), { timeout: 20000 });
      await page.waitForTimeout(1000);
      expect(page.url()).toBe(url('no-such-page/'));
      expect(await page.locator('h1').textContent()).toMatch(/doesn't exist/);
    });
  });
});
