// The JavaScript a page downloads in Chromium, measured on a production build served by the static server:
// the scripts fetched until the page has hydrated (what it needs), and all scripts once the idle prefetches
// of linked pages have run. Sizes come from the build's files (raw and gzip level 9), because response
// bodies of preloaded scripts are not always available. Used by `npm run figures` and `npm run bench`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import hydrationMoment from './hydration-moment.cjs';

const { recordHydrationMoment, scriptsStartedBeforeHydration } = hydrationMoment;

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const fileSizes = (buffer) => ({ raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
const sum = (entries) =>
  entries.reduce((acc, size) => ({ raw: acc.raw + size.raw, gzip: acc.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  });

/**
 * A desktop-sized page in a fresh context that only reaches the site: third-party requests (ads, fonts,
 * analytics) are not the site's JavaScript.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 */
async function siteOnlyPage(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  return { context, page: await context.newPage() };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, basePath?: string, buildDir: string, sitePath: string }} target
 * @returns {Promise<{ hydration: { files: string[], raw: number, gzip: number }, withPrefetch: { files: string[], raw: number, gzip: number } }>}
 */
export async function measurePageScripts(browser, { origin, basePath = '/x/', buildDir, sitePath }) {
  const { context, page } = await siteOnlyPage(browser, origin);
  const files = new Map();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.endsWith('.js') || !pathname.startsWith(basePath)) return;
    files.set(request.url(), {
      file: pathname.slice(basePath.length),
      ...fileSizes(readFileSync(path.join(buildDir, pathname.slice(basePath.length)))),
    });
  });
  await page.addInitScript(recordHydrationMoment);
  await page.goto(`${origin}${basePath}${sitePath}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.waitForLoadState('networkidle');
  const needed = new Set(await page.evaluate(scriptsStartedBeforeHydration));
  // Then the idle prefetches of linked pages.
  await page.waitForTimeout(1000);
  await context.close();
  const hydrationEntries = [...files].filter(([url]) => needed.has(url)).map(([, size]) => size);
  const allEntries = [...files.values()];
  return {
    hydration: { files: hydrationEntries.map((entry) => entry.file), ...sum(hydrationEntries) },
    withPrefetch: { files: allEntries.map((entry) => entry.file), ...sum(allEntries) },
  };
}

/**
 * The JavaScript a page has executed once every demo on it has mounted: the page is opened, each demo is
 * scrolled into view in turn and awaited, and the scripts the page ran (script elements, not the
 * `rel=prefetch` downloads of linked pages, which Chromium reports with another resource type) are summed.
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, basePath?: string, buildDir: string, sitePath: string }} target
 * @returns {Promise<{ demos: number, files: string[], raw: number, gzip: number }>}
 */
export async function measureMountedDemoScripts(browser, { origin, basePath = '/x/', buildDir, sitePath }) {
  const { context, page } = await siteOnlyPage(browser, origin);
  const files = new Map();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() !== 'script') return;
    if (!pathname.endsWith('.js') || !pathname.startsWith(basePath)) return;
    files.set(pathname, fileSizes(readFileSync(path.join(buildDir, pathname.slice(basePath.length)))));
  });
  await page.goto(`${origin}${basePath}${sitePath}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  const demos = await page.locator('[data-demo]').count();
  for (let index = 0; index < demos; index += 1) {
    const demo = page.locator('[data-demo]').nth(index);
    await demo.scrollIntoViewIfNeeded();
    await demo.and(page.locator('[data-demo-mounted="true"]')).waitFor({ timeout: 30000 });
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  const entries = [...files.values()];
  return { demos, files: [...files.keys()], ...sum(entries) };
}
