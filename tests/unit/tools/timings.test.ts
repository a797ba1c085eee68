/**
 * The arithmetic of `npm test`'s timing table and of the bench's projection (tests/tools/timings.cjs), on
 * fixture numbers: the bench itself takes too long to run as a test.
 */
interface Item {
  label: string;
  ms: number;
  driver: string;
  lane?: string;
}
interface Content {
  guidePages: number;
  demos: number;
  apiPages: number;
  otherRoutes: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool module shared with Node scripts
const timings = require('../../tools/timings.cjs') as {
  seconds(ms: number): string;
  suiteTimes(
    report: {
      testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
    },
    rootDir: string,
  ): { suite: string; ms: number; tests: number }[];
  timingLines(timings: {
    steps: {
      name: string;
      lane?: string;
      ms: number;
      workers?: { ms: number }[];
      suites?: { suite: string; ms: number; tests: number }[];
    }[];
    totalMs: number;
  }): string[];
  units(content: Content, driver: string): number;
  project(
    items: Item[],
    today: Content,
    target: Content,
  ): {
    perUnit: Record<string, number>;
    items: (Item & { msPerUnit: number; projectedMs: number })[];
    todayMs: number;
    targetMs: number;
  };
  routeCostItems(
    routes: { path: string; kind: string; demos: number; ms: number }[],
    parallel?: number,
  ): Item[];
  marginalCosts(perUnit: Record<string, number>): Record<string, number>;
  buildCostItems(phases: { name: string; ms: number }[], totalMs: number): Item[];
  testCostItems(
    timings: {
      steps: {
        name: string;
        lane?: string;
        ms: number;
        workers?: { ms: number }[];
        suites?: { suite: string; ms: number; tests: number }[];
      }[];
    },
    routeCosts: {
      parallelPages: number;
      routes: { path: string; kind: string; demos: number; ms: number }[];
    } | null,
    buildItems: Item[],
  ): Item[];
};

const TODAY: Content = { guidePages: 100, demos: 200, apiPages: 50, otherRoutes: 10 };
const TARGET: Content = { guidePages: 200, demos: 1000, apiPages: 50, otherRoutes: 10 };

describe('suite times from a Jest JSON report', () => {
  it('gives each suite its wall time, relative path and test count, slowest first', () => {
    const report = {
      testResults: [
        { name: '/repo/tests/browser/a.test.ts', startTime: 1000, endTime: 3500, assertionResults: [1, 2] },
        { name: '/repo/tests/browser/b.test.ts', startTime: 3500, endTime: 13500, assertionResults: [1] },
      ],
    };
    expect(timings.suiteTimes(report, '/repo')).toEqual([
      { suite: 'tests/browser/b.test.ts', ms: 10000, tests: 1 },
      { suite: 'tests/browser/a.test.ts', ms: 2500, tests: 2 },
    ]);
  });

  it('prints steps, their suites and the total last', () => {
    const lines = timings.timingLines({
      steps: [
        { name: 'Lint (eslint)', lane: 'checks', ms: 12345 },
        {
          name: 'Browser tests',
          lane: 'site',
          ms: 60000,
          suites: [{ suite: 'tests/browser/b.test.ts', ms: 59000, tests: 3 }],
        },
      ],
      totalMs: 72345,
    });
    expect(lines[0]).toMatch(/^Wall time \(steps of the checks lane run beside/);
    expect(lines[1]).toMatch(/^∥ Lint \(eslint\)\s+12\.3 s$/);
    expect(lines[2]).toMatch(/^Browser tests\s+60\.0 s$/);
    expect(lines[3]).toMatch(/^ {2}tests\/browser\/b\.test\.ts\s+59\.0 s {2}3 tests$/);
    expect(lines[4]).toMatch(/^Total\s+72\.3 s$/);
  });

  it('prints the browser workers, then every suite they ran, slowest first', () => {
    const lines = timings.timingLines({
      steps: [
        {
          name: 'Browser tests',
          ms: 50000,
          workers: [{ ms: 40000 }, { ms: 49000 }],
          suites: [
            { suite: 'tests/browser/p.test.ts', ms: 40000, tests: 9 },
            { suite: 'tests/browser/a.test.ts', ms: 20000, tests: 1 },
            { suite: 'tests/browser/b.test.ts', ms: 29000, tests: 2 },
          ],
        },
      ],
      totalMs: 50000,
    });
    expect(lines[2]).toMatch(/^ {2}worker 1 \(side by side\)\s+40\.0 s$/);
    expect(lines[3]).toMatch(/^ {2}worker 2 \(side by side\)\s+49\.0 s$/);
    expect(lines.slice(4, 7).map((line) => line.trim().split(/\s+/)[0])).toEqual([
      'tests/browser/p.test.ts',
      'tests/browser/b.test.ts',
      'tests/browser/a.test.ts',
    ]);
  });
});

describe('projection', () => {
  it('counts routes and content files from the content', () => {
    expect(timings.units(TODAY, 'routes')).toBe(160);
    expect(timings.units(TODAY, 'files')).toBe(300);
    expect(timings.units(TODAY, 'demos')).toBe(200);
    expect(timings.units(TODAY, 'fixed')).toBe(1);
  });

  it('scales each item by its driver and keeps fixed costs', () => {
    const result = timings.project(
      [
        { label: 'install', ms: 40000, driver: 'fixed' },
        { label: 'demos mounted', ms: 20000, driver: 'demos' },
        { label: 'static rendering', ms: 16000, driver: 'routes' },
        { label: 'lint', ms: 30000, driver: 'files' },
      ],
      TODAY,
      TARGET,
    );
    // 100 ms a demo, 100 ms a route, 100 ms a file.
    expect(result.perUnit).toEqual({ fixed: 40000, demos: 100, routes: 100, files: 100 });
    expect(result.items.map((item) => item.projectedMs)).toEqual([40000, 100000, 26000, 120000]);
    expect(result.todayMs).toBe(106000);
    expect(result.targetMs).toBe(286000);
  });

  it('adds up what one more guide page, demo or API page costs', () => {
    expect(
      timings.marginalCosts({ fixed: 5000, routes: 100, files: 10, guidePages: 1, demos: 200, apiPages: 3 }),
    ).toEqual({
      guidePage: 111,
      demo: 210,
      apiPage: 103,
      route: 100,
    });
  });

  it('refuses a driver it cannot measure', () => {
    expect(() =>
      timings.project([{ label: 'x', ms: 1, driver: 'demos' }], { ...TODAY, demos: 0 }, TARGET),
    ).toThrow(/no demos today/);
    expect(() => timings.project([{ label: 'x', ms: 1, driver: 'pages' }], TODAY, TARGET)).toThrow(
      /unknown driver/,
    );
  });
});

describe('route costs of the every-route check', () => {
  it('splits API pages, guide pages and the demos on them', () => {
    const items = timings.routeCostItems([
      { path: '/x/api/a/', kind: 'api', demos: 0, ms: 300 },
      { path: '/x/api/b/', kind: 'api', demos: 0, ms: 500 },
      { path: '/x/guide/text/', kind: 'guide', demos: 0, ms: 400 },
      { path: '/x/guide/demos/', kind: 'guide', demos: 3, ms: 1900 },
      { path: '/x/', kind: 'other', demos: 0, ms: 100 },
    ]);
    expect(items).toEqual([
      { label: 'every-route check: API pages', ms: 800, driver: 'apiPages' },
      { label: 'every-route check: guide pages (without their demos)', ms: 800, driver: 'guidePages' },
      // The demo page costs 1,900 ms, a text page 400: its 3 demos cost 1,500.
      { label: 'every-route check: demos mounted', ms: 1500, driver: 'demos' },
      { label: 'every-route check: other routes', ms: 100, driver: 'fixed' },
    ]);
    const total = items.reduce((sum, item) => sum + item.ms, 0);
    expect(total).toBe(300 + 500 + 400 + 1900 + 100);
  });

  it('counts routes checked two at a time for half their time each', () => {
    const items = timings.routeCostItems(
      [
        { path: '/x/guide/text/', kind: 'guide', demos: 0, ms: 400 },
        { path: '/x/guide/demos/', kind: 'guide', demos: 2, ms: 1400 },
      ],
      2,
    );
    expect(items).toEqual([
      { label: 'every-route check: guide pages (without their demos)', ms: 400, driver: 'guidePages' },
      { label: 'every-route check: demos mounted', ms: 500, driver: 'demos' },
    ]);
  });
});

describe('build and test cost items', () => {
  const buildItems = [
    { label: 'build: Load site', ms: 10000, driver: 'files' },
    { label: 'build: Bundling with Rspack', ms: 30000, driver: 'files' },
    { label: 'build: SSG', ms: 15000, driver: 'routes' },
    { label: 'build: postBuild()', ms: 5000, driver: 'routes' },
    { label: 'build: Deleting server bundle', ms: 100, driver: 'fixed' },
    { label: 'build: outside the timed phases', ms: 4900, driver: 'fixed' },
  ];

  it('gives each build phase its driver and the untimed rest as fixed', () => {
    expect(
      timings.buildCostItems(
        [
          { name: 'Load site', ms: 10000 },
          { name: 'Bundling with Rspack', ms: 30000 },
          { name: 'SSG', ms: 15000 },
          { name: 'postBuild()', ms: 5000 },
          { name: 'Deleting server bundle', ms: 100 },
        ],
        65000,
      ),
    ).toEqual(buildItems);
  });

  it('splits npm test: source-wide steps by files, the build by its phases, the every-route check by template', () => {
    const items = timings.testCostItems(
      {
        steps: [
          { name: 'Install (npm ci when needed)', ms: 1000 },
          { name: 'Lint (eslint)', ms: 20000 },
          { name: 'Production build', ms: 130000 },
          {
            name: 'Browser tests',
            ms: 10000,
            suites: [
              { suite: 'tests/browser/platform.test.ts', ms: 6000, tests: 9 },
              { suite: 'tests/browser/hostile.test.ts', ms: 3000, tests: 70 },
            ],
          },
        ],
      },
      {
        parallelPages: 2,
        routes: [
          { path: '/x/api/a/', kind: 'api', demos: 0, ms: 2000 },
          { path: '/x/guide/', kind: 'guide', demos: 1, ms: 4000 },
        ],
      },
      buildItems,
    );
    const byLabel = Object.fromEntries(items.map((item) => [item.label, [item.ms, item.driver]]));
    expect(byLabel['Install (npm ci when needed)']).toEqual([1000, 'fixed']);
    expect(byLabel['Lint (eslint)']).toEqual([20000, 'files']);
    // The build step took twice the bench's build: each phase counts twice.
    expect(byLabel['npm test build: Bundling with Rspack']).toEqual([60000, 'files']);
    expect(byLabel['npm test build: SSG']).toEqual([30000, 'routes']);
    expect(byLabel['browser tests: start-up']).toEqual([1000, 'fixed']);
    // Two pages at a time: the API page adds 1 s, the guide page 1 s (as a text page would) and its demo 1 s.
    expect(byLabel['every-route check: API pages']).toEqual([1000, 'apiPages']);
    expect(byLabel['every-route check: demos mounted']).toEqual([1000, 'demos']);
    expect(byLabel['tests/browser/platform.test.ts: other tests']).toEqual([3000, 'fixed']);
    expect(byLabel['tests/browser/hostile.test.ts']).toEqual([3000, 'fixed']);
    const total = items.reduce((sum, item) => sum + item.ms, 0);
    expect(total).toBeCloseTo(1000 + 20000 + 130000 + 10000);
  });

  it('gives suites run by workers side by side their share of the step wall time, with no start-up left', () => {
    const items = timings.testCostItems(
      {
        steps: [
          {
            name: 'Browser tests',
            ms: 6000,
            workers: [{ ms: 6000 }, { ms: 3000 }],
            suites: [
              { suite: 'tests/browser/platform.test.ts', ms: 6000, tests: 9 },
              { suite: 'tests/browser/hostile.test.ts', ms: 3000, tests: 70 },
            ],
          },
        ],
      },
      {
        parallelPages: 2,
        routes: [{ path: '/x/api/a/', kind: 'api', demos: 0, ms: 4000 }],
      },
      [],
    );
    const byLabel = Object.fromEntries(items.map((item) => [item.label, item.ms]));
    // 9 s of suites in 6 s of wall time: each counts for two thirds of its time.
    expect(byLabel['browser tests: start-up']).toBe(0);
    expect(byLabel['every-route check: API pages']).toBeCloseTo((2000 * 2) / 3);
    expect(byLabel['tests/browser/platform.test.ts: other tests']).toBeCloseTo((4000 * 2) / 3);
    expect(byLabel['tests/browser/hostile.test.ts']).toBeCloseTo(2000);
    expect(items.reduce((sum, item) => sum + item.ms, 0)).toBeCloseTo(6000);
  });

  it('adds the lanes up as they run: the install first, then the longest of the checks and the site', () => {
    const items = timings.testCostItems(
      {
        steps: [
          { name: 'Install (npm ci when needed)', lane: 'site', ms: 1000 },
          { name: 'Lint (eslint)', lane: 'checks', ms: 20000 },
          { name: 'Unit tests', lane: 'checks', ms: 50000 },
          { name: 'Production build', lane: 'site', ms: 30000 },
          { name: 'Browser tests', lane: 'site', ms: 60000, suites: [] },
        ],
      },
      null,
      [],
    );
    const today = { guidePages: 10, demos: 10, apiPages: 10, otherRoutes: 0 };
    // 1 s install, then max(20 + 50 s of checks, 30 + 60 s of site) = 91 s, not the 161 s the steps add up to.
    expect(timings.project(items, today, today).todayMs).toBe(91000);
    // The checks grow with the files: at ten times the content they become the longer lane.
    const bigger = { guidePages: 100, demos: 100, apiPages: 10, otherRoutes: 0 };
    expect(timings.project(items, today, bigger).targetMs).toBe(1000 + 200000 + 50000);
  });
});
