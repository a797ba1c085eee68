/**
 * Accessibility: axe-core 4 on six key pages in both colour modes, failing on serious or
 * critical violations; and a keyboard walk through the navbar and the sidebar, where every control must
 * look different when it holds focus.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSuite, demosInViewMounted, url, waitForHydration } from './support';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const KEY_PAGES = [
  'introduction/',
  'react-data-grid/',
  'react-data-grid/sorting/',
  'api/data-grid/data-grid/',
  'react-date-pickers/',
  'react-charts/',
];
const MODES = ['light', 'dark'] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

const suite = browserSuite();

/**
 * One context per colour mode for the whole suite: the axe checks run side by side, each in a page of its
 * own, and the site's bundles come from the context's HTTP cache after the first page (a context per check
 * downloaded and compiled them twelve times). Nothing here stores anything the next page would read.
 */
const modeContexts = new Map<(typeof MODES)[number], BrowserContext>();
beforeAll(async () => {
  for (const mode of MODES) {
    modeContexts.set(
      mode,
      await suite.newContext({ colorScheme: mode, viewport: { width: 1280, height: 900 } }),
    );
  }
});

async function openPage(sitePath: string, mode: (typeof MODES)[number]): Promise<Page> {
  const page = await modeContexts.get(mode)!.newPage();
  await page.goto(url(sitePath));
  await waitForHydration(page);
  return page;
}

describe('axe-core on the key pages', () => {
  it.concurrent.each(KEY_PAGES.flatMap((sitePath) => MODES.map((mode) => [sitePath, mode] as const)))(
    '%s in %s mode has no serious or critical violation',
    async (sitePath, mode) => {
      const page = await openPage(sitePath, mode);
      try {
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
        // Check the page as a reader first sees it: the demos in view mounted.
        await demosInViewMounted(page);
        await page.addScriptTag({ content: AXE_SOURCE });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
          const results = (await axe.run(document, {
            resultTypes: ['violations'],
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
            // Tagged experimental in axe 4, so not in the tags above: a visible label missing from the name.
            rules: { 'label-content-name-mismatch': { enabled: true } },
          })) as { violations: AxeViolation[] };
          return results.violations;
        });
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            nodes: violation.nodes.length,
            first: violation.nodes
              .slice(0, 3)
              .map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
          }));
        expect(serious).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});

/** The computed properties a focus indicator can show up in. */
const INDICATOR_PROPERTIES = [
  'outline-style',
  'outline-width',
  'outline-color',
  'box-shadow',
  'background-color',
  'border-top-color',
  'border-bottom-color',
  'text-decoration-line',
  'color',
];

describe('visible focus in the navbar and the sidebar', () => {
  it('every control reached with Tab looks different when focused', async () => {
    const page = await openPage('react-data-grid/sorting/', 'light');
    try {
      await page.mouse.move(1279, 899);
      // Styles of every navbar and sidebar control at rest, before any of them has had focus.
      const resting = await page.evaluate((properties) => {
        const controls = Array.from(
          document.querySelectorAll<HTMLElement>(
            'header a, header button, header input, header [tabindex], aside a, aside button, aside [tabindex]',
          ),
        );
        return controls.map((control, index) => {
          control.setAttribute('data-focus-probe', String(index));
          const style = getComputedStyle(control);
          return properties.map((property) => style.getPropertyValue(property)).join('|');
        });
      }, INDICATOR_PROPERTIES);
      expect(resting.length).toBeGreaterThan(10);

      const reached: string[] = [];
      const invisible: string[] = [];
      for (let step = 0; step < 400; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate((properties) => {
          const element = document.activeElement as HTMLElement | null;
          const probe = element?.getAttribute('data-focus-probe');
          if (!element || probe === null || probe === undefined) {
            return {
              probe: null,
              inChrome: Boolean(element?.closest('header, aside')),
              label: '',
              style: '',
            };
          }
          const style = getComputedStyle(element);
          return {
            probe: Number(probe),
            inChrome: true,
            label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
            style: properties.map((property) => style.getPropertyValue(property)).join('|'),
          };
        }, INDICATOR_PROPERTIES);
        if (focused.probe === null) {
          // Past the sidebar: the walk has reached the page content.
          if (reached.length > 0 && !focused.inChrome) break;
          continue;
        }
        reached.push(focused.label);
        if (focused.style === resting[focused.probe])
          invisible.push(focused.label || `control #${focused.probe}`);
      }
      expect(reached.length).toBeGreaterThan(10);
      expect(invisible).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
