// Wall times of `npm test` (its steps and each Jest suite) and the bench's projection of what the tests and
// the build cost at another content size. Plain CommonJS: the tools (ES modules) and the unit tests
// (tests/unit/tools/timings.test.ts) load the same arithmetic.
'use strict';

const path = require('node:path');

/** `1234` → `1.2 s` */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Each suite of a Jest JSON report (`--json`) with its wall time and test count, slowest first.
 * @param {{ testResults: { name: string, startTime: number, endTime: number, assertionResults: unknown[] }[] }} report
 * @param {string} rootDir paths are printed relative to it
 */
function suiteTimes(report, rootDir) {
  return report.testResults
    .map((suite) => ({
      suite: path.relative(rootDir, suite.name),
      ms: Math.max(0, suite.endTime - suite.startTime),
      tests: suite.assertionResults.length,
    }))
    .sort((a, b) => b.ms - a.ms || a.suite.localeCompare(b.suite));
}

/**
 * The timing table `npm test` prints before its summary line: each step, each suite under the step that ran
 * it, then the total.
 * @param {{ steps: { name: string, lane?: string, ms: number, workers?: { ms: number }[], suites?: { suite: string, ms: number, tests: number }[] }[], totalMs: number }} timings
 */
function timingLines({ steps, totalMs }) {
  const width = Math.max(
    30,
    ...steps.flatMap((step) => [step.name.length + 2, ...(step.suites ?? []).map((s) => s.suite.length + 2)]),
  );
  const lines = ['Wall time (steps of the checks lane run beside the build and browser tests: marked ∥)'];
  for (const step of steps) {
    const name = step.lane === 'checks' ? `∥ ${step.name}` : step.name;
    lines.push(`${name.padEnd(width)} ${seconds(step.ms).padStart(9)}`);
    for (const [index, worker] of (step.workers ?? []).entries()) {
      const label = `  worker ${index + 1} (side by side)`;
      lines.push(`${label.padEnd(width)} ${seconds(worker.ms).padStart(9)}`);
    }
    for (const suite of [...(step.suites ?? [])].sort((a, b) => b.ms - a.ms)) {
      lines.push(`  ${suite.suite.padEnd(width - 2)} ${seconds(suite.ms).padStart(9)}  ${suite.tests} tests`);
    }
  }
  lines.push(`${'Total'.padEnd(width)} ${seconds(totalMs).padStart(9)}`);
  return lines;
}

/**
 * What one unit of content is: the counts the projection scales by. `routes` are every page of the sitemap;
 * `files` are the content files every source-wide step (lint, format, type-check, compile) reads.
 * @typedef {{ guidePages: number, demos: number, apiPages: number, otherRoutes: number }} Content
 */
const DRIVERS = ['fixed', 'guidePages', 'demos', 'apiPages', 'routes', 'files'];

/** How many units of `driver` a site of this content has. */
function units(content, driver) {
  switch (driver) {
    case 'fixed':
      return 1;
    case 'routes':
      return content.guidePages + content.apiPages + content.otherRoutes;
    case 'files':
      return content.guidePages + content.demos;
    default:
      return content[driver];
  }
}

/**
 * Projects measured costs to another content size. Each measured item grows with one driver: its cost per
 * unit of that driver (measured ms ÷ units today) times the units at the target. `fixed` items stay as they
 * are. Returns the cost per unit of each driver, the projected items and both totals.
 * @param {{ label: string, ms: number, driver: string }[]} items
 * @param {Content} today
 * @param {Content} target
 */
function project(items, today, target) {
  const perUnit = {};
  const projected = items.map((item) => {
    if (!DRIVERS.includes(item.driver)) throw new Error(`${item.label}: unknown driver ${item.driver}`);
    const count = units(today, item.driver);
    if (count <= 0) throw new Error(`${item.label}: no ${item.driver} today to measure a cost per unit by`);
    const msPerUnit = item.ms / count;
    perUnit[item.driver] = (perUnit[item.driver] ?? 0) + msPerUnit;
    return { ...item, msPerUnit, projectedMs: msPerUnit * units(target, item.driver) };
  });
  return {
    perUnit,
    items: projected,
    todayMs: laneTotal(projected, 'ms'),
    targetMs: laneTotal(projected, 'projectedMs'),
  };
}

/**
 * The wall time of items that run in lanes (`npm test`, tests/tools/run-all.mjs): the `first` lane, then the
 * longest of the others side by side. Items without a lane are one sequential lane.
 * @param {{ lane?: string }[]} items
 * @param {string} key the time field to add up
 */
function laneTotal(items, key) {
  const lanes = new Map();
  for (const item of items) lanes.set(item.lane ?? 'site', (lanes.get(item.lane ?? 'site') ?? 0) + item[key]);
  const first = lanes.get('first') ?? 0;
  lanes.delete('first');
  return first + Math.max(0, ...lanes.values());
}

/**
 * Splits the every-route check's per-route times (written by tests/browser/platform.test.ts) into costs by
 * template: API routes, guide routes without demos, other routes, and the extra each demo adds to its page
 * (a demo page's time minus a text guide page's mean, spread over its demos). Routes checked `parallel` at
 * a time each add their time ÷ `parallel` to the suite's wall time.
 * @param {{ path: string, kind: 'api' | 'guide' | 'other', demos: number, ms: number }[]} routes
 * @param {number} [parallel]
 * @returns {{ label: string, ms: number, driver: string }[]}
 */
function routeCostItems(routes, parallel = 1) {
  const total = (list) => list.reduce((sum, route) => sum + route.ms / parallel, 0);
  const api = routes.filter((r) => r.kind === 'api');
  const other = routes.filter((r) => r.kind === 'other');
  const guides = routes.filter((r) => r.kind === 'guide');
  const textGuides = guides.filter((r) => r.demos === 0);
  const demoGuides = guides.filter((r) => r.demos > 0);
  // A guide page without its demos costs what a text guide page costs; with none measured, an API page's.
  const base = textGuides.length > 0 ? textGuides : api.length > 0 ? api : other;
  const pageMs = base.length > 0 ? total(base) / base.length : 0;
  const demoExtra = demoGuides.reduce((sum, r) => sum + Math.max(0, r.ms / parallel - pageMs), 0);
  return [
    { label: 'every-route check: API pages', ms: total(api), driver: 'apiPages' },
    {
      label: 'every-route check: guide pages (without their demos)',
      ms: total(textGuides) + demoGuides.reduce((sum, r) => sum + Math.min(r.ms / parallel, pageMs), 0),
      driver: 'guidePages',
    },
    { label: 'every-route check: demos mounted', ms: demoExtra, driver: 'demos' },
    { label: 'every-route check: other routes', ms: total(other), driver: 'fixed' },
  ].filter((item) => item.ms > 0);
}

/** Which content each top-level build phase (Docusaurus' perf logger, under the locale) grows with. */
const BUILD_PHASE_DRIVERS = [
  // Reading and compiling the content: MDX pages and the demo modules they import.
  [/^Load site|^Bundling|^Creating .* bundler configs/, 'files'],
  // One HTML file per route, then the search index, the Markdown export and the link check read each.
  [/^SSG|^postBuild|^Broken links checker/, 'routes'],
];

/**
 * The build's cost items: each top-level phase with the content it grows with, and what the phases do not
 * account for (start-up, writing files) as a fixed item, so the items add up to the measured build time.
 * @param {{ name: string, ms: number }[]} phases
 * @param {number} totalMs
 */
function buildCostItems(phases, totalMs) {
  const items = phases.map((phase) => ({
    label: `build: ${phase.name}`,
    ms: phase.ms,
    driver: BUILD_PHASE_DRIVERS.find(([pattern]) => pattern.test(phase.name))?.[1] ?? 'fixed',
  }));
  const rest = totalMs - items.reduce((sum, item) => sum + item.ms, 0);
  if (rest > 0) items.push({ label: 'build: outside the timed phases', ms: rest, driver: 'fixed' });
  return items;
}

/**
 * `npm test`'s cost items from its timings (tests/.results/timings.json) and the every-route check's route
 * costs: source-wide steps grow with the content files, the build with its phases' drivers (in the
 * proportions `buildItems` measured), the every-route check with its templates; the other suites check
 * chosen pages and stay fixed.
 * @param {{ steps: { name: string, lane?: string, ms: number, workers?: { ms: number }[], suites?: { suite: string, ms: number }[] }[] }} timings
 * @param {{ parallelPages: number, routes: { path: string, kind: 'api' | 'guide' | 'other', demos: number, ms: number }[] } | null} routeCosts
 * @param {{ label: string, ms: number, driver: string }[]} buildItems
 */
function testCostItems(timings, routeCosts, buildItems) {
  const items = [];
  for (const step of timings.steps) {
    const before = items.length;
    addStepItems(step);
    // Steps before the lanes (the install) run first; older timings files have no lane: one sequential lane.
    const lane = step.lane ?? (/^Install/.test(step.name) ? 'first' : 'site');
    for (const item of items.slice(before)) item.lane = /^Install/.test(step.name) ? 'first' : lane;
  }
  return items;

  function addStepItems(step) {
    if (/^(Lint|Format|Type-check)/.test(step.name)) {
      items.push({ label: step.name, ms: step.ms, driver: 'files' });
    } else if (/^Production build/.test(step.name) && buildItems.length > 0) {
      const buildTotal = buildItems.reduce((sum, item) => sum + item.ms, 0);
      for (const item of buildItems) {
        items.push({
          label: `npm test ${item.label}`,
          ms: (step.ms * item.ms) / buildTotal,
          driver: item.driver,
        });
      }
    } else if (/^Browser tests/.test(step.name) && step.suites) {
      const suitesMs = step.suites.reduce((sum, suite) => sum + suite.ms, 0);
      // With workers side by side (tests/tools/browser-workers.cjs) the suites' times add up to more than the
      // step's wall time: each suite counts for its share of it. In one process, the step's time outside its
      // suites is starting the server and Jest.
      const scale = step.workers && suitesMs > 0 ? Math.min(1, step.ms / suitesMs) : 1;
      const startUp = step.workers ? 0 : Math.max(0, step.ms - suitesMs);
      items.push({ label: 'browser tests: start-up', ms: startUp, driver: 'fixed' });
      for (const suite of step.suites) {
        if (/platform\.test\.ts$/.test(suite.suite) && routeCosts) {
          const routeItems = routeCostItems(routeCosts.routes, routeCosts.parallelPages);
          const routesMs = routeItems.reduce((sum, item) => sum + item.ms, 0);
          items.push(...routeItems.map((item) => ({ ...item, ms: item.ms * scale })));
          items.push({
            label: `${suite.suite}: other tests`,
            ms: Math.max(0, suite.ms - routesMs) * scale,
            driver: 'fixed',
          });
        } else {
          items.push({ label: suite.suite, ms: suite.ms * scale, driver: 'fixed' });
        }
      }
    } else {
      items.push({ label: step.name, ms: step.ms, driver: 'fixed' });
    }
  }
}

/**
 * What one more guide page, demo or API page costs, from a projection's cost per unit of each driver: a
 * guide page is one more route and content file, a demo one more content file, an API page one more route.
 * @param {Record<string, number>} perUnit
 */
function marginalCosts(perUnit) {
  const of = (driver) => perUnit[driver] ?? 0;
  return {
    guidePage: of('guidePages') + of('routes') + of('files'),
    demo: of('demos') + of('files'),
    apiPage: of('apiPages') + of('routes'),
    route: of('routes'),
  };
}

module.exports = {
  marginalCosts,
  buildCostItems,
  testCostItems,
  seconds,
  suiteTimes,
  timingLines,
  units,
  project,
  routeCostItems,
  DRIVERS,
};
