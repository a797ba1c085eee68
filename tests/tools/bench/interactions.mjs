// Interaction to Next Paint of a scripted interaction on a demo page (`npm run bench`): the page loads and
// is used with the CPU slowed 4× (Lighthouse's mobile factor, through the DevTools protocol), and the figure
// is what web-vitals' attribution build reports in the page for that one interaction, with its parts
// (input delay, processing, presentation) and the element it ran on.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// The package exports only its module entries; the browser build (global `webVitals`) sits beside them.
const WEB_VITALS = readFileSync(
  path.join(path.dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/** Lighthouse's mobile preset slows the CPU 4×. */
export const CPU_SLOWDOWN = 4;

/**
 * What is timed: sorting a grid column on the grid overview and opening a date picker. `ready` is the
 * element that shows the demo has mounted; `act` performs the interaction with real (trusted) input and
 * `done` waits for what the reader sees as its result.
 */
export const INTERACTIONS = [
  {
    label: 'sort a grid column',
    sitePath: 'react-data-grid/',
    ready: '.MuiDataGrid-columnHeader--sortable',
    act: (page) => page.locator('.MuiDataGrid-columnHeader--sortable').first().click(),
    done: (page) =>
      page.waitForSelector(
        '.MuiDataGrid-columnHeader[aria-sort="ascending"], .MuiDataGrid-columnHeader[aria-sort="descending"]',
      ),
  },
  {
    label: 'open a date picker',
    sitePath: 'react-date-pickers/date-picker/',
    ready: 'button[aria-label^="Choose date"]',
    act: (page) => page.locator('button[aria-label^="Choose date"]').first().click(),
    done: (page) => page.waitForSelector('[role="dialog"] [role="grid"], .MuiDateCalendar-root'),
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function oneRun(browser, url, interaction) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // web-vitals observes from the start of the page, as a site would load it.
    await page.addInitScript(`${WEB_VITALS}
      window.__benchInp = [];
      webVitals.onINP((metric) => window.__benchInp.push({
        value: metric.value,
        inputDelay: metric.attribution.inputDelay,
        processing: metric.attribution.processingDuration,
        presentation: metric.attribution.presentationDelay,
        target: metric.attribution.interactionTarget,
      }), { reportAllChanges: true, durationThreshold: 0 });`);
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    const ready = page.locator(interaction.ready).first();
    await ready.scrollIntoViewIfNeeded();
    await ready.waitFor({ state: 'visible' });
    await interaction.act(page);
    await interaction.done(page);
    // The metric is reported once the interaction's frame has been presented.
    await page.waitForFunction(() => window.__benchInp.length > 0, undefined, { timeout: 15000 });
    const reports = await page.evaluate(() => window.__benchInp);
    return reports[reports.length - 1];
  } finally {
    await context.close();
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, basePath?: string, runs: number }} options
 */
export async function measureInteractions(browser, { origin, basePath = '/x/', runs }) {
  const results = [];
  for (const interaction of INTERACTIONS) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(await oneRun(browser, `${origin}${basePath}${interaction.sitePath}`, interaction));
    }
    const inp = median(samples.map((sample) => sample.value));
    results.push({
      label: interaction.label,
      sitePath: interaction.sitePath,
      inp,
      runs: samples.map((sample) => Math.round(sample.value)),
      parts: samples.find((sample) => sample.value === inp),
    });
  }
  return results;
}
