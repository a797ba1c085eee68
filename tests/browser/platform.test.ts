/**
 * Platform: every route, styles without JavaScript, colour mode, phone navigation,
 * per-page JavaScript, versions menu.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  ORIGIN,
  browserSuite,
  navigateInPage,
  recordConsole,
  showsHydratedSite,
  settled,
  url,
  waitForHydration,
  type ConsoleRecorder,
} from './support';
import { eventually } from './eventually';
import { demoHeightProblems, guidePaths, PageStalled, reservedDemosByPath } from './reservedDemoHeights';

const suite = browserSuite();

/**
 * Console errors that are the documented behaviour, each with its reason:
 * - MUI X logs "Missing license key" on pages with Pro/Premium demos: the site ships with an empty key on
 *   purpose so paid demos show the watermark (maintainers/writing.md, "Adding a demo", `MUI_X_LICENSE_KEY`).
 */
const EXPECTED_CONSOLE_ERRORS = [/MUI X: Missing license key\./];

const BUILD_DIR = process.env.DOCS_TEST_BUILD_DIR ?? path.resolve(__dirname, '../../build');

/** The sitemap's paths, read from the build being served (test cases are defined before any request). */
function sitemapPathsOfBuild(): string[] {
  const xml = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const SITEMAP_PATHS = sitemapPathsOfBuild();
/**
 * A local run can check a few routes only: `DOCS_TEST_ROUTES=react-data-grid/tree-data` keeps the routes whose
 * path contains that text (maintainers/testing.md, "Writing a browser test"). Unset, as in `npm test`, every route is checked.
 */
const ROUTE_FILTER = process.env.DOCS_TEST_ROUTES ?? '';
const CHECKED_PATHS = SITEMAP_PATHS.filter((sitePath) => sitePath.includes(ROUTE_FILTER));
const BATCH_SIZE = 60;
const BATCHES = Array.from({ length: Math.ceil(CHECKED_PATHS.length / BATCH_SIZE) }, (_, index) =>
  CHECKED_PATHS.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE),
);

/** The guide pages with demos, and the height each demo reserves. */
const RESERVED_DEMOS = reservedDemosByPath();

/**
 * How many routes are checked at once, each in its own browser context. One: on a 2-core machine a page
 * loading, hydrating or mounting demos keeps both cores busy, and two side by side were slower (the data grid
 * routes: 84.4 s of batches with two pages, 73.1 s with one; the charts routes 88.5 s against 83.7 s).
 */
const PARALLEL_PAGES = 1;

/**
 * The longest one route's check may take: the heaviest demo page takes under 10 s on a quiet machine and about
 * three times that on a busy one.
 */
const ROUTE_DEADLINE_MS = 90000;

/** `work`'s result, or null once ROUTE_DEADLINE_MS has passed without one. */
async function withinDeadline<T>(work: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ROUTE_DEADLINE_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What each route's check cost, by template: the bench (tests/tools/bench.mjs, through
 * tests/tools/timings.cjs) turns it into a cost per API page, per guide page and per demo.
 */
interface RouteCost {
  path: string;
  kind: 'api' | 'guide' | 'other';
  demos: number;
  /** Rendered by client-side navigation rather than loaded and hydrated (`CLIENT_RENDERED`). */
  clientRendered: boolean;
  ms: number;
}
const GUIDE_PATHS = guidePaths();
const routeCosts: RouteCost[] = [];
const RESULTS_DIR = process.env.DOCS_TEST_RESULTS_DIR ?? path.resolve(__dirname, '../.results');

function routeKind(sitePath: string): RouteCost['kind'] {
  if (sitePath.startsWith('/x/api/')) return 'api';
  return GUIDE_PATHS.has(sitePath) ? 'guide' : 'other';
}

/**
 * Which routes are loaded and hydrated in full, and which are rendered by client-side navigation in the tab that
 * checked the last one, as a reader following a link gets them (`clientRenderedProblems`). Loaded: every route
 * that is neither a guide page nor an API page, and a sample of those: the first guide page of each section
 * (/x/<section>/…), the first API page of each product and DataGrid's (the longest). The others must render
 * with no console error, mount their demos at their reserved heights, and have an article that reads exactly as
 * their server HTML does: text, elements and their nesting, ids. That is what hydration compares, in production,
 * between the server HTML and the client's first render, so a page whose content renders differently on the
 * client fails there, with the first difference quoted; the shell's and the templates' hydration is checked on
 * the loaded routes. This skips loading the site's scripts and hydrating the shell 500 times
 * (maintainers/testing.md, "The every-route check").
 */
function hydratedSample(): Set<string> {
  const sample = new Set(['/x/api/data-grid/data-grid/']);
  const groups = new Set<string>();
  for (const sitePath of SITEMAP_PATHS) {
    const kind = routeKind(sitePath);
    if (kind === 'other') continue;
    const group = kind === 'api' ? `api ${sitePath.split('/')[3]}` : `guide ${sitePath.split('/')[2]}`;
    if (groups.has(group)) continue;
    groups.add(group);
    sample.add(sitePath);
  }
  return sample;
}
const HYDRATED_SAMPLE = hydratedSample();
const CLIENT_RENDERED = new Set(
  SITEMAP_PATHS.filter((sitePath) => routeKind(sitePath) !== 'other' && !HYDRATED_SAMPLE.has(sitePath)),
);

afterAll(() => {
  if (routeCosts.length === 0) return;
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, 'route-costs.json'),
    `${JSON.stringify({ parallelPages: PARALLEL_PAGES, routes: routeCosts }, null, 2)}\n`,
  );
});

/** The built HTML the static server answers for a site path (`/x/a/b/` → build/a/b/index.html), if any. */
function builtHtml(sitePath: string): string | null {
  const file = path.join(BUILD_DIR, sitePath.slice(new URL(BASE_URL).pathname.length), 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();

/**
 * What the built HTML of a route gets wrong, read in Node: no HTML file, no H1 or an empty one, no title, or a
 * demo whose frame does not reserve its height before any script runs (the live area's emotion class sets
 * `min-height` to the height the MDX gives). Hydration then keeps this H1 or logs an error, which the browser
 * check below fails on.
 */
function htmlProblems(sitePath: string): string[] {
  const html = builtHtml(sitePath);
  if (html === null) return [`${sitePath}: no index.html in the build`];
  const problems: string[] = [];
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (h1 === undefined || textOf(h1).length === 0) problems.push(`${sitePath}: no H1 in the HTML`);
  if (textOf(/<title\b[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '').length === 0) {
    problems.push(`${sitePath}: no title in the HTML`);
  }
  for (const demo of RESERVED_DEMOS.get(sitePath) ?? []) {
    const region = new RegExp(`<div\\b[^>]*aria-label="${demo.name} demo"[^>]*>`).exec(html)?.[0];
    // The HTML is minified: an attribute value without spaces loses its quotes.
    const classAttribute = /\bclass=(?:"([^"]*)"|([^\s>]+))/.exec(region ?? '');
    const classes = (classAttribute?.[1] ?? classAttribute?.[2] ?? '').split(/\s+/);
    const reserves = classes
      .filter((name) => /^css-[\w-]+$/.test(name))
      .some((name) => new RegExp(`\\.${name}\\{[^}]*min-height:${demo.height}px`).test(html));
    if (!region) problems.push(`${sitePath}: demo ${demo.name} is not in the HTML`);
    else if (!reserves)
      problems.push(`${sitePath}: demo ${demo.name} does not reserve ${demo.height}px in the HTML`);
  }
  return problems;
}

/**
 * The part of a built page the client-rendered check compares: from its first `<article` to its last
 * `</article>`, without the inline style sheets (which that check skips anyway). The HTML parser reads an
 * article's content the same way alone as inside the page (its ancestors are plain containers), and the
 * browser then parses a third of the bytes: the style sheets are about 60% of the built HTML.
 */
function serverArticle(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start === -1 || end < start) return '';
  return html.slice(start, end + '</article>'.length).replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
}

/** The route's console errors, but those `EXPECTED_CONSOLE_ERRORS` lists. */
function consoleErrorProblems(recorder: ConsoleRecorder, sitePath: string): string[] {
  return recorder.errors
    .filter((error) => !EXPECTED_CONSOLE_ERRORS.some((re) => re.test(error)))
    .map((error) => `${sitePath}: console error: ${error}`);
}

/**
 * Loads one route in `page` and lists what only a browser can tell: status, a demo not exactly its reserved
 * height once mounted, console errors (the demos' included), hydration warnings. `recorder` is the page's
 * console recorder; it is emptied first so only this route's messages count. The H1, the title and the
 * reserved heights are read from the built HTML (`htmlProblems`).
 */
async function routeProblems(
  page: Page,
  recorder: ConsoleRecorder,
  sitePath: string,
  stage: RouteStage,
): Promise<string[]> {
  const problems: string[] = [];
  recorder.errors.length = 0;
  recorder.warnings.length = 0;
  if (CLIENT_RENDERED.has(sitePath) && (await showsHydratedSite(page))) {
    stage.clientRendered = true;
    return clientRenderedProblems(page, recorder, sitePath, stage);
  }
  stage.name = 'loading';
  const response = await page.goto(ORIGIN + sitePath, { waitUntil: 'load' });
  if (response?.status() !== 200) problems.push(`${sitePath}: HTTP ${response?.status()}`);
  stage.name = 'hydrating';
  await waitForHydration(page);
  stage.name = 'mounting its demos';
  problems.push(...(await demoHeightProblems(page, sitePath, RESERVED_DEMOS.get(sitePath) ?? [])));
  // Effects run after hydration: anything they log has been logged once the page has settled.
  stage.name = 'settling';
  await settled(page);
  problems.push(...consoleErrorProblems(recorder, sitePath));
  for (const warning of recorder.warnings.filter((w) => /hydrat/i.test(w))) {
    problems.push(`${sitePath}: ${warning}`);
  }
  return problems;
}

/** Where a route's check is (reported when it stalls), and whether it rendered the route on the client. */
interface RouteStage {
  name: string;
  clientRendered?: boolean;
  /** Set when the page stopped giving frames (`PageStalled`): the route is checked again without waiting. */
  stalled?: string;
}

/**
 * A route of `CLIENT_RENDERED`, checked by client-side navigation from the page the tab shows: the server
 * answers 200, the route renders with no console error, and its article, once rendered, has the text and the
 * elements, their nesting and ids (the anchors) of the article in its built HTML (the browser's parser
 * rearranges invalid nesting in the HTML, which is what hydration trips on). Left out: style elements (the
 * server inlines the critical CSS next to the elements; the client keeps it in the head), the copy buttons'
 * keyboard hint (it names the reader's platform, known only after mounting: src/components/code/CopyButton.tsx),
 * the ad slot (filled from the ad feed after mounting) and each demo's live area and toolbar (the demo mounts
 * near the viewport and its toolbar with it: the demos' heights, checked next, cover the live areas).
 */
async function clientRenderedProblems(
  page: Page,
  recorder: ConsoleRecorder,
  sitePath: string,
  stage: RouteStage,
): Promise<string[]> {
  const problems: string[] = [];
  stage.name = 'answering';
  const response = await fetch(ORIGIN + sitePath);
  await response.arrayBuffer();
  if (response.status !== 200) problems.push(`${sitePath}: HTTP ${response.status}`);
  stage.name = 'rendering on the client';
  await navigateInPage(page, new URL(ORIGIN + sitePath));
  await settled(page);
  // Parts whose chunk is still on its way show a fallback (src/components/lazy/HydrateLater.tsx): the page
  // is compared once they are live, as a reader sees it from then on.
  stage.name = 'loading its later parts';
  await page.waitForFunction(() => document.querySelector('[data-hydrate-later="pending"]') === null);
  stage.name = 'comparing with the server HTML';
  const difference = await page.evaluate(
    (html) => {
      const read = (article: Element | null) => {
        const ids: string[] = [];
        const tags: string[] = [];
        const text: string[] = [];
        // Inside code blocks only the text counts: the client highlights the tokens once the highlighter has
        // loaded (plugins/prism-on-demand), the server sends them highlighted.
        const walk = (node: Node, inCode: boolean) => {
          for (const child of Array.from(node.childNodes)) {
            if (child.nodeType === Node.TEXT_NODE) text.push(child.textContent ?? '');
            if (child.nodeType !== Node.ELEMENT_NODE) continue;
            const element = child as Element;
            if (
              element.matches(
                'style, [data-copy-hint], .docs-ad-slot, [data-demo] [role="region"], [data-demo] [role="toolbar"]',
              )
            )
              continue;
            if (element.id) ids.push(element.id);
            if (!inCode) tags.push(element.tagName.toLowerCase());
            walk(element, inCode || element.tagName === 'PRE');
            if (!inCode) tags.push('/');
          }
        };
        if (article) walk(article, false);
        return {
          ids: ids.join(' '),
          elements: tags.join(' '),
          text: text.join('').replace(/\s+/g, ' ').trim(),
        };
      };
      const server = read(new DOMParser().parseFromString(html, 'text/html').querySelector('article'));
      const client = read(document.querySelector('article'));
      if (server.text.length === 0) return 'no article in the server HTML';
      for (const key of ['text', 'ids', 'elements'] as const) {
        const [a, b] = [server[key], client[key]];
        if (a === b) continue;
        let at = 0;
        while (a[at] === b[at]) at += 1;
        return `its ${key} differs from the server HTML's at ${at}: "…${a.slice(Math.max(0, at - 40), at + 40)}…" (server) against "…${b.slice(Math.max(0, at - 40), at + 40)}…" (client)`;
      }
      return null;
    },
    serverArticle(builtHtml(sitePath) ?? ''),
  );
  if (difference) problems.push(`${sitePath}: rendered on the client, ${difference}`);
  stage.name = 'mounting its demos';
  problems.push(...(await demoHeightProblems(page, sitePath, RESERVED_DEMOS.get(sitePath) ?? [])));
  await settled(page);
  problems.push(...consoleErrorProblems(recorder, sitePath));
  return problems;
}

describe('every route of the sitemap', () => {
  it('is the sitemap the server publishes, with every page of the site', async () => {
    const response = await fetch(`${BASE_URL}sitemap.xml`);
    expect(response.status).toBe(200);
    const served = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    );
    expect(served).toEqual(SITEMAP_PATHS);
    expect(SITEMAP_PATHS.length).toBeGreaterThanOrEqual(20);
    expect(SITEMAP_PATHS).toContain('/x/introduction/');
  });

  it('knows the reserved height of every demo, on pages the sitemap lists', () => {
    expect(RESERVED_DEMOS.size).toBeGreaterThanOrEqual(10);
    expect([...RESERVED_DEMOS.keys()].filter((sitePath) => !SITEMAP_PATHS.includes(sitePath))).toEqual([]);
    expect(RESERVED_DEMOS.get('/x/react-data-grid/')?.length).toBeGreaterThan(0);
  });

  it('has, in the built HTML of each route, its H1, a title and a frame of the reserved height for each demo', () => {
    expect(CHECKED_PATHS.flatMap(htmlProblems)).toEqual([]);
  });

  it.each(BATCHES.map((batch, index) => [index + 1, BATCHES.length, batch] as const))(
    'batch %i of %i: each route answers 200, hydrates (or, rendered on the client, reads as its server HTML), mounts each demo at exactly its reserved height, and logs no console error or hydration warning',
    async (_index, _count, paths) => {
      const queue = [...paths];
      const problems: string[] = [];
      // PARALLEL_PAGES pages, each in its own context, take routes from one queue. Every route is a full
      // document load (so hydration runs), in the worker's one page: a new tab per route costs the browser
      // more than the route itself (maintainers/testing.md, "Writing a browser test").
      const worker = async () => {
        let { context, page } = await suite.open();
        let recorder = recordConsole(page);
        for (let sitePath = queue.shift(); sitePath !== undefined; sitePath = queue.shift()) {
          const started = Date.now();
          // A page that stops answering (no frame, no response) would hang the whole run: past the deadline
          // the worker abandons it, goes on in a new context and checks the route once more there. Only a
          // route that stops answering twice fails, with the stage it was stuck in; the first stall is logged. A
          // page whose frames stop while its demos are measured is abandoned 15 s past that step's own deadline (`PageStalled`): fresh-clone
          // runs lost 90 s that way, on a different demo page each time.
          let outcome: string[] | null = null;
          let stage: RouteStage = { name: 'starting' };
          for (let attempt = 1; attempt <= 2 && outcome === null; attempt += 1) {
            stage = { name: 'starting' };
            outcome = await withinDeadline(
              routeProblems(page, recorder, sitePath, stage).catch((error: Error) => {
                if (!(error instanceof PageStalled)) return [`${sitePath}: ${error.message.split('\n')[0]}`];
                stage.stalled = error.message;
                return null;
              }),
            );
            if (outcome === null) {
              const stuck = stage.stalled
                ? `${sitePath}: ${stage.stalled}`
                : `${sitePath}: not checked within ${ROUTE_DEADLINE_MS / 1000} s, stuck ${stage.name}`;
              if (attempt === 2) outcome = [stuck];
              else console.warn(`${stuck}; checking it again in a new context`);
              await context.close();
              ({ context, page } = await suite.open());
              recorder = recordConsole(page);
            }
          }
          problems.push(...(outcome ?? []));
          const demos = RESERVED_DEMOS.get(sitePath)?.length ?? 0;
          routeCosts.push({
            path: sitePath,
            kind: routeKind(sitePath),
            demos,
            clientRendered: stage.clientRendered === true,
            ms: Date.now() - started,
          });
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
      expect(problems.sort()).toEqual([]);
    },
    600000,
  );

  it('serves a styled 404 page for unknown paths', async () => {
    const { page } = await suite.open();
    const response = await page.goto(url('no-such-page/'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe("This page doesn't exist");
  });

  it('sends /x/ to the Overview', async () => {
    const { page } = await suite.open();
    await page.goto(BASE_URL);
    await page.waitForURL(/\/x\/introduction\/$/);
    // The address changes before the new page shows its heading: wait for the heading.
    await page.locator('h1', { hasText: /Overview|MUI X/ }).waitFor();
  });
});

describe('without JavaScript', () => {
  it('a doc page is readable and already MUI-styled', async () => {
    const { page } = await suite.open({ javaScriptEnabled: false });
    await page.goto(url('react-data-grid/sorting/'));
    const styles = await page.evaluate(() => {
      const header = document.querySelector('header.MuiAppBar-root');
      const crumbs = document.querySelector('.MuiBreadcrumbs-ol');
      const h1 = document.querySelector('h1');
      return {
        headerPosition: header ? getComputedStyle(header).position : null,
        crumbsDisplay: crumbs ? getComputedStyle(crumbs).display : null,
        h1Text: h1?.textContent ?? '',
        emotionStyles: document.querySelectorAll('style[data-emotion]').length,
        sidebarLinks: document.querySelectorAll('nav[aria-label="Docs"] a').length,
      };
    });
    expect(styles.headerPosition).toBe('sticky');
    expect(styles.crumbsDisplay).toBe('flex');
    expect(styles.h1Text).toMatch(/Sorting/);
    expect(styles.emotionStyles).toBeGreaterThan(0);
    expect(styles.sidebarLinks).toBeGreaterThan(10);
  });
});

function backgroundOf(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

const DARK_BACKGROUND = 'rgb(12, 16, 23)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

describe('colour mode', () => {
  it('paints dark first on a dark system with nothing stored (no site script needed)', async () => {
    const context = await suite.newContext({ colorScheme: 'dark' });
    // Block every external script: what remains is the HTML, its inline head scripts and the CSS.
    await context.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(url('introduction/'));
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(await backgroundOf(page)).toBe(DARK_BACKGROUND);
  });

  it('paints light on a light system', async () => {
    const context = await suite.newContext({ colorScheme: 'light' });
    await context.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(url('introduction/'));
    expect(await backgroundOf(page)).toBe(LIGHT_BACKGROUND);
  });

  it('choosing light stores mode=light, applies at once and reaches a second tab', async () => {
    const context = await suite.newContext({ colorScheme: 'dark' });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(url('introduction/'));
    await second.goto(url('react-charts/'));
    await Promise.all([waitForHydration(first), waitForHydration(second)]);
    expect(await backgroundOf(second)).toBe(DARK_BACKGROUND);

    // The two pages are tabs of one window and only the front one gets animation frames, which Playwright's
    // click waits for (maintainers/testing.md): the reader switches to the first tab, the second waits behind.
    await first.bringToFront();
    await first.getByTestId('color-mode-button').click();
    await first.getByRole('menuitem', { name: 'Light' }).click();

    expect(await first.evaluate(() => window.localStorage.getItem('mode'))).toBe('light');
    expect(await first.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
    expect(await backgroundOf(first)).toBe(LIGHT_BACKGROUND);
    await second.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    expect(await backgroundOf(second)).toBe(LIGHT_BACKGROUND);

    // A reload keeps the choice from the first paint on, even though the system is dark.
    await first.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
    await first.reload();
    expect(await backgroundOf(first)).toBe(LIGHT_BACKGROUND);
  });

  it('MUI components and the page agree in dark mode', async () => {
    const { page } = await suite.open({ colorScheme: 'dark' });
    await page.goto(url('introduction/'));
    await waitForHydration(page);
    const colors = await page.evaluate(() => ({
      appBar: getComputedStyle(document.querySelector('header.MuiAppBar-root')!).backgroundColor,
      body: getComputedStyle(document.body).backgroundColor,
      docusaurus: document.documentElement.getAttribute('data-theme'),
    }));
    expect(colors).toEqual({ appBar: DARK_BACKGROUND, body: DARK_BACKGROUND, docusaurus: 'dark' });
  });
});

describe('phone viewport (390×844)', () => {
  it('opens the sidebar as a drawer and navigates from it', async () => {
    const { page } = await suite.open({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(url('react-data-grid/'));
    await waitForHydration(page);
    expect(await page.locator('.docs-sidebar-desktop').isVisible()).toBe(false);
    await page.getByTestId('open-navigation').click();
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByRole('link', { name: 'Sorting' }).click();
    await page.waitForURL(/\/react-data-grid\/sorting\/$/);
    await page.waitForFunction(() => /Sorting/.test(document.querySelector('h1')?.textContent ?? ''));
    await drawer.waitFor({ state: 'hidden' });
    // No page-wide horizontal scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  it('shows the menu button from the first paint on pages with a sidebar, and only there', async () => {
    // Without JavaScript: what the reader sees before hydration.
    const { page } = await suite.open({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      javaScriptEnabled: false,
    });
    const button = page.getByTestId('open-navigation');
    await page.goto(url('react-data-grid/sorting/'));
    expect(await button.isVisible()).toBe(true);
    await page.goto(url('api/data-grid/data-grid/'));
    expect(await button.isVisible()).toBe(true);
    await page.goto(url('blog/'));
    expect(await button.isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url('react-data-grid/sorting/'));
    expect(await button.isVisible()).toBe(false);
  });
});

/** Strings that only MUI X component code contains (class-name prefixes of its components). */
const MUI_X_MARKERS = ['MuiDataGrid', 'MuiDateCalendar', 'MuiChartsAxis', 'MuiRichTreeView', 'MuiPickersDay'];

async function muiXChunksLoaded(page: Page, path: string, scroll: boolean): Promise<string[]> {
  const chunks: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (MUI_X_MARKERS.some((marker) => body.includes(marker))) chunks.push(response.url());
  });
  await page.goto(url(path), { waitUntil: 'networkidle' });
  await waitForHydration(page);
  if (scroll) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  }
  await page.waitForLoadState('networkidle');
  // A timer on purpose: on the Introduction this proves MUI X code is NOT loaded, even late.
  await page.waitForTimeout(500);
  return chunks;
}

describe('page JavaScript', () => {
  it('the Introduction overview downloads no MUI X component code; the data grid overview does', async () => {
    const context = await suite.newContext();
    const intro = await context.newPage();
    expect(await muiXChunksLoaded(intro, 'introduction/', true)).toEqual([]);
    const grid = await context.newPage();
    const gridChunks = await muiXChunksLoaded(grid, 'react-data-grid/', true);
    expect(gridChunks.length).toBeGreaterThan(0);
  });
});

function installedGridVersion(): string {
  const manifest = path.join(process.cwd(), 'node_modules', '@mui', 'x-data-grid', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

describe('versions menu', () => {
  async function menuEntries(path: string) {
    const { context, page } = await suite.open();
    await page.goto(url(path));
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Version:/ }).click();
    const items = page.locator('#versions-menu [role="menuitem"]');
    await items.first().waitFor();
    const entries = await items.evaluateAll((nodes) =>
      nodes.map((node) => ({
        label: node.textContent?.trim(),
        href: (node as HTMLAnchorElement).getAttribute('href'),
      })),
    );
    await context.close();
    return entries;
  }

  // The current version is labelled with the installed package's version (plugins/version-metadata), opens
  // the page being read, and the built fixture version (versioned_docs/version-fixture/) comes before the
  // older majors on their own hosts.
  const current = `v${installedGridVersion()}`;

  it('lists the built versions, then v7, v6, v5, v4 with their hosts', async () => {
    expect(await menuEntries('introduction/installation/')).toEqual([
      { label: current, href: '/x/introduction/installation/' },
      { label: 'Fixture', href: '/x/fixture/introduction/' },
      { label: 'v7', href: 'https://mui.com/x/introduction/' },
      { label: 'v6', href: 'https://v6.mui.com/x/introduction/' },
      { label: 'v5', href: 'https://v5.mui.com/x/introduction/' },
      { label: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
    ]);
  });

  it('targets the product being read', async () => {
    expect(await menuEntries('react-data-grid/sorting/')).toEqual([
      { label: current, href: '/x/react-data-grid/sorting/' },
      { label: 'Fixture', href: '/x/fixture/react-data-grid/sorting/' },
      { label: 'v7', href: 'https://mui.com/x/react-data-grid/' },
      { label: 'v6', href: 'https://v6.mui.com/x/react-data-grid/' },
      { label: 'v5', href: 'https://v5.mui.com/x/react-data-grid/' },
      { label: 'v4', href: 'https://v4.mui.com/components/data-grid/' },
    ]);
  });
});

describe('doc page shell', () => {
  it('shows breadcrumbs, the description under the H1, the table of contents, previous/next and edit links', async () => {
    const { page } = await suite.open({ viewport: { width: 1400, height: 900 } });
    await page.goto(url('react-data-grid/sorting/'));
    await waitForHydration(page);
    const shell = await page.evaluate(() => ({
      crumbs: [...document.querySelectorAll('.MuiBreadcrumbs-li')].map((li) => li.textContent),
      description: document.querySelector('h1 + p.description, header p.description')?.textContent ?? '',
      toc: document.querySelectorAll('.table-of-contents a').length,
      pagination: document.querySelectorAll('.pagination-nav a').length,
      edit: document.querySelector('a.theme-edit-this-page')?.getAttribute('href') ?? '',
    }));
    expect(shell.crumbs).toEqual(['Data Grid', 'Main features', 'Sorting']);
    expect(shell.description.length).toBeGreaterThan(20);
    expect(shell.toc).toBeGreaterThan(0);
    expect(shell.pagination).toBe(2);
    expect(shell.edit).toMatch(/\/edit\/.*react-data-grid\/sorting\.mdx$/);
  });

  it('shows the sidebar badges of real pages and the plan mark with an accessible name', async () => {
    const { page } = await suite.open({ viewport: { width: 1400, height: 900 } });
    // Row pinning (Pro) shares its sidebar group with Row spanning (New); closed groups render no links.
    await page.goto(url('react-data-grid/row-pinning/'));
    await waitForHydration(page);
    const nav = page.locator('.docs-sidebar-desktop');
    await expect(nav.getByRole('link', { name: 'Pro plan' }).count()).resolves.toBeGreaterThan(0);
    await expect(nav.getByRole('link', { name: 'Premium plan' }).count()).resolves.toBeGreaterThan(0);
    await expect(nav.locator('.sidebar-chip-newFeature').count()).resolves.toBeGreaterThan(0);
    // No Data Grid page is in preview since List view became stable in v8 (the Preview chip itself is
    // covered by tests/unit/pageTree/SidebarNav.test.tsx). Only what the reader can see counts (a group's
    // links stay in the page, hidden, once it has been opened and closed again).
    const visibleChips = (selector: string) =>
      nav.evaluate(
        (element, chipSelector) =>
          [...element.querySelectorAll(chipSelector)].filter((chip) =>
            chip.checkVisibility({ visibilityProperty: true }),
          ).length,
        selector,
      );
    await expect(visibleChips('.sidebar-chip-unstable')).resolves.toBe(0);
    await expect(nav.locator('.app-drawer-active').textContent()).resolves.toMatch(/Row pinning/);
    // The H1 of a paid page carries the plan mark too.
    await expect(
      page.locator('h1').getByRole('link', { name: 'Pro plan' }).getAttribute('href'),
    ).resolves.toBe('/x/introduction/licensing/#pro-plan');
  });
});

describe('settings drawer', () => {
  it('changes direction and the primary colour, and stores both', async () => {
    const { page } = await suite.open({ viewport: { width: 1280, height: 900 } });
    await page.goto(url('react-charts/'));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open settings' }).click();
    const drawer = page.getByRole('region', { name: 'Settings' });
    await drawer.getByRole('button', { name: 'Right to left' }).click();
    await page.waitForFunction(() => document.body.dir === 'rtl');
    await drawer.getByRole('button', { name: 'Use #0f7b4b as primary colour' }).click();
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
      );
    await page.waitForFunction(
      () =>
        getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim() ===
        '#0f7b4b',
    );
    expect(await page.evaluate(() => window.localStorage.getItem('paletteColors'))).toBe(
      '{"primary":{"main":"#0f7b4b"}}',
    );
    expect(await page.evaluate(() => window.localStorage.getItem('direction'))).toBe('rtl');
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => document.body.dir === 'rtl');
    expect(await primary()).toBe('#0f7b4b');
  });

  it('ignores a bad stored colour: one warning, default palette, working page', async () => {
    const context = await suite.newContext();
    await context.addInitScript(() =>
      window.localStorage.setItem('paletteColors', '{"primary":{"main":"url(javascript:alert(1))"}}'),
    );
    const page = await context.newPage();
    const recorder = recordConsole(page);
    await page.goto(url('react-tree-view/'));
    await waitForHydration(page);
    // The warning comes once the full colour parser, loaded after start-up, has read the value.
    await eventually(async () => recorder.warnings.filter((w) => /custom palette/.test(w)).length, 1);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    );
    expect(primary).toBe('#0a63c9');
    expect(await page.evaluate(() => window.localStorage.getItem('paletteColors'))).toBe(
      '{"primary":{"main":"url(javascript:alert(1))"}}',
    );
    expect(recorder.errors).toEqual([]);
  });
});
