/**
 * The queue of browser test runs (tests/tools/browser-workers.cjs): how many workers, every suite queued
 * exactly once, the suites that listen on the test build's fixed ports in one job, and the workers taking jobs
 * in order as they become free.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const browserDir = path.join(root, 'tests/browser');

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool module shared with Node scripts
const workers = require('../../tools/browser-workers.cjs') as {
  browserWorkerCount: (env: Record<string, string | undefined>, cores: number) => number;
  browserJobs: (root: string, workers: number) => string[][];
  devServerSuites: (root: string) => string[];
  runQueue: <R>(
    jobs: string[][],
    count: number,
    runJob: (job: string[], index: number) => Promise<R>,
  ) => Promise<{ results: R[]; workerMs: number[] }>;
};

const suitesOnDisk = () =>
  readdirSync(browserDir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join('tests', 'browser', name))
    .sort();

test('one worker per two cores, or the count DOCS_TEST_BROWSER_WORKERS gives; a bad count is a clear error', () => {
  expect(workers.browserWorkerCount({}, 2)).toBe(1);
  expect(workers.browserWorkerCount({}, 1)).toBe(1);
  expect(workers.browserWorkerCount({}, 8)).toBe(4);
  expect(workers.browserWorkerCount({ DOCS_TEST_BROWSER_WORKERS: '3' }, 2)).toBe(3);
  expect(workers.browserWorkerCount({ DOCS_TEST_BROWSER_WORKERS: '' }, 4)).toBe(2);
  for (const bad of ['0', '17', '2.5', 'two', '-1', '1e1']) {
    expect(() => workers.browserWorkerCount({ DOCS_TEST_BROWSER_WORKERS: bad }, 2)).toThrow(
      /DOCS_TEST_BROWSER_WORKERS must be a whole number from 1 to 16/,
    );
  }
});

const againstTheBuild = () => suitesOnDisk().filter((suite) => !suite.includes(`${path.sep}dev-`));

test('leaves the suites that start their own dev server to the checks lane, and queues every other one', () => {
  const devSuites = workers.devServerSuites(root);
  expect(devSuites).toContain(path.join('tests', 'browser', 'dev-overlay.test.ts'));
  for (const suite of devSuites) expect(readFileSync(path.join(root, suite), 'utf8')).toMatch(/'start'/);
  expect([...devSuites, ...workers.browserJobs(root, 1).flat()].sort()).toEqual(suitesOnDisk());
});

test('with one worker, every suite in one Jest run', () => {
  const jobs = workers.browserJobs(root, 1);
  expect(jobs).toHaveLength(1);
  expect([...jobs[0]].sort()).toEqual(againstTheBuild());
});

test('with more workers, queues every browser suite exactly once, the every-route check first', () => {
  const jobs = workers.browserJobs(root, 2);
  expect(jobs.flat().sort()).toEqual(againstTheBuild());
  expect(new Set(jobs.flat()).size).toBe(jobs.flat().length);
  expect(jobs[0]).toEqual([path.join('tests', 'browser', 'platform.test.ts')]);
});

test('with more workers, puts every suite that listens on a fixed loopback port of the test build in one job', () => {
  const jobs = workers.browserJobs(root, 2);
  // A suite that listens on the ad feed's or the production host's port (tests/tools/test-env.mjs).
  const listens = suitesOnDisk().filter((suite) =>
    /startAdFeedServer\(|listen\(AD_FEED_PORT|PRODUCTION_PORT\s*=\s*4562/.test(
      readFileSync(path.join(root, suite), 'utf8'),
    ),
  );
  expect(listens.length).toBeGreaterThanOrEqual(3);
  const jobsWithThem = jobs.filter((job) => job.some((suite) => listens.includes(suite)));
  expect(jobsWithThem).toHaveLength(1);
  expect([...jobsWithThem[0]].sort()).toEqual(listens);
});

test('runs two jobs at a time, each worker taking the next job as soon as it is free', async () => {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const run = workers.runQueue([['a'], ['b'], ['c'], ['d']], 2, (job) => {
    started.push(job[0]);
    return new Promise<string>((resolve) => finish.set(job[0], () => resolve(`${job[0]} done`)));
  });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  await tick();
  expect(started).toEqual(['a', 'b']);
  finish.get('b')?.();
  await tick();
  // The worker that ran b takes c while a still runs.
  expect(started).toEqual(['a', 'b', 'c']);
  finish.get('c')?.();
  await tick();
  expect(started).toEqual(['a', 'b', 'c', 'd']);
  finish.get('a')?.();
  finish.get('d')?.();
  const { results, workerMs } = await run;
  expect(results).toEqual(['a done', 'b done', 'c done', 'd done']);
  expect(workerMs).toHaveLength(2);
});
