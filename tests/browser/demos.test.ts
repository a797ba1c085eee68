/**
 * Demos acceptance: the code variant shared by every demo and kept across pages and reloads,
 * `#Name.js` links, lazy demo chunks without layout shift, a crashing demo contained, and the styling
 * variants. Runs against the test build (DOCS_TEST_BUILD=true mounts /x/test-fixtures/).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { ORIGIN, recordConsole, url, waitForHydration, browserSuite } from './support';
import { eventually } from './eventually';
import { chunkNameOf } from './builtChunks';

const THREE_DEMOS = 'test-fixtures/three-demos/';
const THROWING = 'test-fixtures/throwing-demo/';
const ONE_YEAR = 31536000;

const suite = browserSuite();
let context: BrowserContext;

beforeEach(async () => {
  context = await suite.newContext({ viewport: { width: 1280, height: 800 } });
});

async function open(page: Page, path: string) {
  await page.goto(url(path), { waitUntil: 'load' });
  await waitForHydration(page);
}

/** The code variant each demo on the page visibly shows, read from its visible source blocks. */
async function visibleVariants(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const result: Record<string, string[]> = {};
    for (const demo of document.querySelectorAll<HTMLElement>('[data-demo]')) {
      const visible = [...demo.querySelectorAll<HTMLElement>('[data-demo-source]')].filter(
        (pre) => pre.offsetParent !== null,
      );
      result[demo.dataset.demo!] = visible.map((pre) => pre.dataset.codeVariant!);
    }
    return result;
  });
}

/**
 * The fixture demos whose compiled code the scripts at `urls` hold. Demo chunks are unnamed (README, "What
 * keeps pages light"), so a chunk is recognised by its content: each fixture's root carries a `data-testid`
 * that only compiled JSX writes as an object key (the page's own chunk holds the sources as JSX text).
 */
async function demoChunks(urls: string[]): Promise<string[]> {
  const scripts = [...new Set(urls.filter((u) => u.endsWith('.js')))];
  const found = new Set<string>();
  for (const script of scripts) {
    const body = await (await fetch(script)).text();
    for (const match of body.matchAll(/"data-testid":"(Fixture\w+)"/g)) found.add(match[1]);
  }
  return [...found];
}

describe('code variant', () => {
  it('switching one demo to JS switches every demo, writes a one-year cookie, and holds on a second page and after reload', async () => {
    const page = await context.newPage();
    const recorder = recordConsole(page);
    await open(page, THREE_DEMOS);
    expect(await visibleVariants(page)).toEqual({
      FixtureGrid: ['TS'],
      FixtureCounter: ['TS'],
      FixtureChart: ['TS'],
    });

    const firstToolbar = page.getByRole('toolbar', { name: 'FixtureGrid demo toolbar' });
    await firstToolbar.getByRole('button', { name: 'JS', exact: true }).click();
    await eventually(() => visibleVariants(page), {
      FixtureGrid: ['JS'],
      FixtureCounter: ['JS'],
      FixtureChart: ['JS'],
    });
    expect(
      await firstToolbar.getByRole('button', { name: 'JS', exact: true }).getAttribute('aria-pressed'),
    ).toEqual('true');

    const cookie = (await context.cookies(ORIGIN)).find((c) => c.name === 'codeVariant');
    expect(cookie?.value).toEqual('JS');
    expect(cookie?.path).toEqual('/');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - ONE_YEAR)).toBeLessThan(120);

    // Client-side navigation to another page with demos.
    await page.evaluate(
      (target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      new URL(url(THROWING)).pathname,
    );
    await page.waitForSelector('[data-demo="FixtureCounter"]');
    // FixtureThrows never returns JSX, so it has no preview to show.
    await eventually(() => visibleVariants(page), { FixtureThrows: [], FixtureCounter: ['JS'] });

    // A fresh load of the second page, then a reload of the first.
    await open(page, THROWING);
    expect(await visibleVariants(page)).toEqual({ FixtureThrows: [], FixtureCounter: ['JS'] });
    await open(page, THREE_DEMOS);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    expect(await visibleVariants(page)).toEqual({
      FixtureGrid: ['JS'],
      FixtureCounter: ['JS'],
      FixtureChart: ['JS'],
    });
    await eventually(
      () =>
        page
          .getByRole('toolbar', { name: 'FixtureChart demo toolbar' })
          .getByRole('button', { name: 'JS', exact: true })
          .getAttribute('aria-pressed'),
      'true',
    );
    expect(recorder.errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });

  it('#Name.js opens that demo in JS with its full code shown, scrolled into view', async () => {
    const page = await context.newPage();
    await page.goto(`${url(THREE_DEMOS)}#FixtureChart.js`, { waitUntil: 'load' });
    await waitForHydration(page);
    const demo = page.locator('[data-demo="FixtureChart"]');
    await eventually(
      () => demo.locator('[data-demo-source="full"][data-code-variant="JS"]').isVisible(),
      true,
    );
    expect(await demo.locator('[data-demo-source="full"][data-code-variant="JS"]').textContent()).toContain(
      'const downloads = [12, 19, 7, 24];',
    );
    expect(await demo.locator('[data-demo-source="full"][data-code-variant="TS"]').isVisible()).toEqual(
      false,
    );
    await eventually(() => demo.getByRole('button', { name: 'Hide code' }).count(), 1);
    await eventually(
      () =>
        demo.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.top < window.innerHeight;
        }),
      true,
    );
  });
});

describe('lazy demos', () => {
  it('loads each demo chunk only as it nears the viewport, with layout shift under 0.02', async () => {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await open(page, THREE_DEMOS);
    // Layout shifts from here on: the demos mounting as they load and scroll in. (A first paint that lands
    // before the document is fully parsed is the page shell's business and measured by the platform tests.)
    await page.evaluate(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });
    await page.waitForSelector('[data-demo="FixtureGrid"] [role="grid"]');
    // A timer on purpose: this proves the demos further down are NOT loaded while out of reach.
    await page.waitForTimeout(500);
    expect(await demoChunks(requested)).toEqual(['FixtureGrid']);
    expect(await page.locator('[data-demo="FixtureCounter"]').getAttribute('data-demo-mounted')).toEqual(
      'false',
    );

    await page.locator('[data-testid="spacer-1"]').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await page.waitForSelector('[data-demo="FixtureCounter"] button:has-text("Clicked 0 times")');
    expect((await demoChunks(requested)).sort()).toEqual(['FixtureCounter', 'FixtureGrid']);

    await page.locator('[data-testid="spacer-2"]').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    // The toolbar's icons are SVGs too: wait for the chart's own drawing surface.
    await page.waitForSelector('[data-demo="FixtureChart"] svg.MuiChartsSurface-root');
    expect((await demoChunks(requested)).sort()).toEqual(['FixtureChart', 'FixtureCounter', 'FixtureGrid']);
    // A timer on purpose: this proves no late layout shift follows the last mount.
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    console.log(`three-demos fixture CLS: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.02);
  });

  it('loads no demo or MUI X license code on a page without demos', async () => {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await open(page, 'introduction/');
    // Every request the page makes on load (a demo chunk would be one) has been made once it is idle.
    await page.waitForLoadState('networkidle');
    // No demo's toolbar, no fixture demo chunk (demo chunks are unnamed: recognised by content).
    expect(requested.filter((u) => chunkNameOf(u) === 'demo-toolbar')).toEqual([]);
    expect(await demoChunks(requested)).toEqual([]);
    const scripts = requested.filter((u) => u.endsWith('.js'));
    const bodies = await Promise.all(
      scripts.map(async (u) => ({ url: u, body: await (await fetch(u)).text() })),
    );
    // Markers of MUI X component code and of the license verifier.
    const withMuiX = bodies.filter(({ body }) =>
      /MuiDataGrid|MuiChartsAxis|MuiPickersDay|MuiTreeItem|MUI X: Invalid license key/.test(body),
    );
    expect(withMuiX.map(({ url: chunk }) => chunk)).toEqual([]);
  });
});

describe('a demo that throws', () => {
  it('shows the error box with its name and "Reset demo", and the rest of the page keeps working', async () => {
    const page = await context.newPage();
    await open(page, THROWING);
    const alert = page.locator('[data-demo-error="FixtureThrows"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The demo “FixtureThrows” crashed');
    expect(await alert.textContent()).toContain('FixtureThrows failed on purpose');
    expect(await alert.getByRole('button', { name: 'Reset demo' }).isVisible()).toEqual(true);
    // Reset remounts it; it throws again and is contained again.
    await alert.getByRole('button', { name: 'Reset demo' }).click();
    await page.locator('[data-demo-error="FixtureThrows"]').waitFor();
    // The other demo and the page's own UI still work.
    const counter = page.locator('[data-demo="FixtureCounter"]');
    await counter.getByRole('button', { name: 'Clicked 0 times' }).click();
    await counter.getByRole('button', { name: 'Clicked 1 times' }).waitFor();
    await counter.getByRole('button', { name: 'Show code' }).click();
    expect(await counter.locator('[data-demo-source="full"]').first().isVisible()).toEqual(true);
  });
});

describe('styling variants', () => {
  it('offers the styling selector only for a demo with variants, and Tailwind classes style the Tailwind one', async () => {
    const page = await context.newPage();
    await open(page, 'common-concepts/styling-variants/');
    const toolbar = page.getByRole('toolbar', { name: 'StatusGrid demo toolbar' });
    await toolbar.getByRole('button', { name: 'MUI System' }).click();
    await page.getByRole('menuitem', { name: 'Tailwind CSS' }).click();
    const pill = page.locator('[data-demo="StatusGrid"] .rounded-full').first();
    await pill.waitFor();
    const style = await pill.evaluate((el) => ({
      radius: getComputedStyle(el).borderTopLeftRadius,
      size: getComputedStyle(el).fontSize,
    }));
    expect(style).toEqual({ radius: '9999px', size: '12px' });
    const cookie = (await context.cookies(ORIGIN)).find((c) => c.name === 'codeStyling');
    expect(decodeURIComponent(cookie?.value ?? '')).toEqual('Tailwind');

    await toolbar.getByRole('button', { name: 'Tailwind CSS' }).click();
    await page.getByRole('menuitem', { name: 'Plain CSS' }).click();
    const cssPill = page.locator('[data-demo="StatusGrid"] .status-pill--down');
    await cssPill.waitFor();
    expect(await cssPill.evaluate((el) => getComputedStyle(el).backgroundColor)).toEqual(
      'rgb(255, 228, 230)',
    );
    await toolbar.getByRole('button', { name: 'Show code' }).click();
    // The tab row loads with its own chunk; the stylesheet tab shows the file the demo imports.
    const cssTab = page.getByRole('tab', { name: 'StatusGrid.css' });
    await cssTab.click();
    expect(await cssTab.getAttribute('aria-selected')).toEqual('true');
    expect(await page.locator('[data-demo="StatusGrid"] [data-demo-source="file"]').textContent()).toContain(
      '.status-pill--down',
    );

    await open(page, THREE_DEMOS);
    await page.locator('[data-demo-toolbar="FixtureGrid"]').waitFor();
    // A single-file demo has no styling selector: its only menu button is "More".
    expect(await page.locator('[data-demo-toolbar="FixtureGrid"] [aria-haspopup="menu"]').count()).toEqual(1);
    expect(
      await page
        .getByRole('toolbar', { name: 'FixtureGrid demo toolbar' })
        .getByRole('button', { name: 'MUI System' })
        .count(),
    ).toEqual(0);
  });
});
