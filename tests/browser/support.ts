/**
 * Shared set-up for the browser tests: Debian's Chromium through playwright-core (never a downloaded
 * browser), the base URL of the served production build, and a page that records console problems.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
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
    // newContext blocks every other host on purpose (font host, ad feed, ad pixels); the browser logs each
    // blocked load as an error, which says nothing about the page.
    if (message.text().startsWith('Failed to load resource') && isOtherOrigin(message.location().url)) return;
    if (message.type() === 'error') recorder.errors.push(message.text());
    if (message.type() === 'warning') recorder.warnings.push(message.text());
  });
  page.on('pageerror', (error) => recorder.errors.push(`pageerror: ${error.message}`));
  return recorder;
}

/**
 * Blocks every request that leaves the test server (font hosts, ad networks, analytics), so tests never
 * touch the network and are not slowed by its absence.
 */
export async function blockExternalRequests(context: BrowserContext): Promise<void> {
  await context.route(
    (requestUrl) => requestUrl.origin !== ORIGIN,
    (route) => route.abort(),
  );
}

export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await blockExternalRequests(context);
  return context;
}

/** Waits until React has hydrated the page (Docusaurus sets this attribute on <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
    undefined,
    {
      timeout: 30000,
    },
  );
}
