/**
 * Service worker and icon-font stylesheet against the production build. The test build names
 * 127.0.0.1:4562 as the production host, so the same build served there registers /x/sw.js while the
 * normal test server (another port, so another host) must not.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, appendFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from './staticServerProcess';
import { BASE_URL, recordConsole, url, waitForHydration, browserSuite } from './support';

const PRODUCTION_PORT = 4562;
const BUILD_DIR = process.env.DOCS_TEST_BUILD_DIR ?? path.resolve(__dirname, '../../build');

const suite = browserSuite();

/** Counts page loads in this tab (sessionStorage survives reloads) and lets a test take focus away. */
const LOAD_COUNTER = `
  sessionStorage.setItem('test-loads', String(Number(sessionStorage.getItem('test-loads') || 0) + 1));
  const realHasFocus = Document.prototype.hasFocus;
  Document.prototype.hasFocus = function () {
    return sessionStorage.getItem('test-blurred') === '1' ? false : realHasFocus.call(this);
  };
`;

const loads = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('test-loads')));

async function registrations(page: Page) {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
  );
}

describe('service worker on the production host', () => {
  let server: ServerProcess;
  let deployDir: string | null = null;

  beforeAll(async () => {
    expect(existsSync(path.join(BUILD_DIR, 'sw.js'))).toBe(true);
    server = await startServerProcess(BUILD_DIR, PRODUCTION_PORT);
  });

  afterAll(async () => {
    await server?.close();
    if (deployDir) rmSync(deployDir, { recursive: true, force: true });
  });

  it('registers /x/sw.js, and after a new deploy reloads the open page exactly once', async () => {
    const context = await suite.newContext();
    // newContext lets only the normal test server through; the production host is another origin.
    await context.route(`http://127.0.0.1:${PRODUCTION_PORT}/**`, (route) => route.continue());
    await context.addInitScript(LOAD_COUNTER);
    const page = await context.newPage();
    const problems = recordConsole(page);
    const swRequests: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/x/sw.js') swRequests.push(request.url());
    });
    const home = `${server.url}react-data-grid/`;
    await page.goto(home);
    await waitForHydration(page);

    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
    });
    expect(scope.scope).toBe(`http://127.0.0.1:${PRODUCTION_PORT}/x/`);
    expect(new URL(scope.script).pathname).toBe('/x/sw.js');
    // Offline mode is opt-in, so a normal visit registers the worker without it.
    expect(JSON.parse(new URL(scope.script).searchParams.get('params') ?? '{}')).toMatchObject({
      offlineMode: false,
    });
    expect(swRequests.length).toBeGreaterThan(0);

    // First install: the worker does not take over this page and nothing reloads. A timer on purpose: this
    // proves a reload does NOT happen.
    await page.waitForTimeout(1500);
    expect(await loads(page)).toBe(1);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    // The reader comes back later: the page is now controlled.
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await loads(page)).toBe(2);

    // Deploy a changed build and let the page find it while the tab is in the background.
    deployDir = mkdtempSync(path.join(os.tmpdir(), 'ads-deploy-'));
    execFileSync('cp', ['-R', `${BUILD_DIR}/.`, deployDir]);
    appendFileSync(path.join(deployDir, 'sw.js'), `\n// deploy ${Date.now()}\n`);
    await server.setRoot(deployDir);
    await page.evaluate(() => sessionStorage.setItem('test-blurred', '1'));
    const takenOver = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
        ),
    );
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/x/');
      await registration?.update();
    });
    await takenOver;
    // The new worker has taken over, but the reload waits for focus. A timer on purpose: this proves the
    // reload does NOT happen during a few of the 100 ms focus polls.
    await page.waitForTimeout(500);
    expect(await loads(page)).toBe(2);

    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => sessionStorage.removeItem('test-blurred'));
    await reloaded;
    await waitForHydration(page);
    expect(await loads(page)).toBe(3);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // And never again: no loop. A timer on purpose: this proves a second reload does NOT happen.
    await page.waitForTimeout(3000);
    expect(await loads(page)).toBe(3);
    expect(problems.errors).toEqual([]);
  });
});

describe('service worker on any other host', () => {
  it('registers nothing and removes a registration left for the docs scope', async () => {
    const { context, page } = await suite.open();
    const swRequests: string[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/x/sw.js') swRequests.push(request.url());
    });
    await page.goto(url('react-data-grid/'));
    await waitForHydration(page);
    // A timer on purpose: this proves the worker is NOT registered on this host.
    await page.waitForTimeout(1500);
    expect(await registrations(page)).toEqual([]);
    expect(swRequests).toEqual([]);

    // A worker left behind on this host (e.g. by an older build) is removed on the next visit.
    await page.evaluate(() =>
      navigator.serviceWorker.register(`/x/sw.js?params=${encodeURIComponent('{"offlineMode":false}')}`, {
        scope: '/x/',
      }),
    );
    expect(await registrations(page)).toEqual([`${new URL(BASE_URL).origin}/x/`]);
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0);
    expect(await registrations(page)).toEqual([]);
  });
});

describe('icon-font stylesheet', () => {
  it('does not block rendering when the font host hangs, and a failed load leaves the layout as it was', async () => {
    const measure = async (fontHost: 'hang' | 'fail') => {
      const context = await suite.newContext();
      await context.route('https://fonts.googleapis.com/**', (route) =>
        fontHost === 'fail' ? route.abort('connectionrefused') : undefined,
      );
      const page = await context.newPage();
      await page.goto(url('introduction/'), { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      const result = await page.evaluate(() => {
        const link = document.querySelector<HTMLLinkElement>('link[data-icon-font]');
        const heading = document.querySelector('h1')!.getBoundingClientRect();
        return {
          media: link?.media,
          href: link?.href,
          firstContentfulPaint: performance.getEntriesByName('first-contentful-paint').length,
          heading: [heading.top, heading.height, heading.width],
          bodyFont: getComputedStyle(document.body).fontFamily,
        };
      });
      await context.close();
      return result;
    };
    const hanging = await measure('hang');
    const failed = await measure('fail');
    // The page painted and hydrated while the stylesheet request was still open.
    expect(hanging.firstContentfulPaint).toBe(1);
    expect(hanging.media).toBe('print');
    expect(hanging.href).toBe('https://fonts.googleapis.com/icon?family=Material+Icons&display=block');
    expect(failed.media).toBe('print');
    expect(failed.heading).toEqual(hanging.heading);
    expect(failed.bodyFont).toBe(hanging.bodyFont);
  });
});
