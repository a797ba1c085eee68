// The browser suites as a queue of Jest runs that workers take from, side by side, against one served build
// (maintainers/testing.md, "Browser workers"). A worker is a Jest process driving its own Chromium, which keeps
// about two cores busy, so a machine gets one worker per two cores: on the 2-core machines this project targets
// (and CI) that is one worker running every suite in one Jest process. Two there saved only 9 % and doubled every
// suite's time, which timing-sensitive tests feel on a busy machine (maintainers/testing.md, "Browser workers").
// `DOCS_TEST_BROWSER_WORKERS` sets the count. Plain CommonJS, as
// tests/tools/timings.cjs: the tools (ES modules) and the unit tests (tests/unit/tools/browserWorkers.test.ts)
// load the same module.
'use strict';

const { readdirSync, statSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * How many Jest runs go side by side: `DOCS_TEST_BROWSER_WORKERS` when it is a whole number from 1 to 16,
 * otherwise one per two cores.
 */
function browserWorkerCount(env = process.env, cores = os.availableParallelism()) {
  const asked = env.DOCS_TEST_BROWSER_WORKERS;
  if (asked !== undefined && asked !== '') {
    if (!/^\d+$/.test(asked) || Number(asked) < 1 || Number(asked) > 16) {
      throw new Error(`DOCS_TEST_BROWSER_WORKERS must be a whole number from 1 to 16, not "${asked}"`);
    }
    return Number(asked);
  }
  return Math.max(1, Math.floor(cores / 2));
}

/**
 * Suites that listen on the test build's fixed loopback ports (the ad feed 127.0.0.1:4561: hostile,
 * reader-hostile; the production host 127.0.0.1:4562: service-worker): one job, so they run one after
 * another and never beside each other.
 */
const PORT_SUITES = ['hostile', 'reader-hostile', 'service-worker'];

/** The every-route check, by far the longest suite: queued first so the other worker's queue evens out. */
const LONGEST_SUITE = 'platform';

const fileOf = (name) => path.join('tests', 'browser', `${name}.test.ts`);

/**
 * Suites that start their own `npm start` dev server (`dev-*.test.ts`) instead of using the served build:
 * `npm test` runs them in its checks lane (tests/tools/run-all.mjs), which the build does not wait for, not
 * among the browser suites on the run's critical path.
 */
const isDevServerSuite = (name) => name.startsWith('dev-');

/** The dev-server suites (see `isDevServerSuite`), as paths relative to the repository. */
function devServerSuites(root) {
  return readdirSync(path.join(root, 'tests', 'browser'))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.test.ts'.length))
    .filter(isDevServerSuite)
    .sort()
    .map(fileOf);
}

/**
 * The queue of Jest runs (each a list of suite paths relative to the repository). For one worker, one run of
 * every suite (a Jest process per suite would only add start-up time). For more: the every-route check, the
 * port suites together, then every other suite on its own, largest file first (a rough measure of its cost, so
 * the short ones fill in at the end).
 */
function browserJobs(root, workers) {
  const dir = path.join(root, 'tests', 'browser');
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.test.ts'.length))
    .filter((name) => !isDevServerSuite(name));
  const missing = [LONGEST_SUITE, ...PORT_SUITES].filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new Error(`browser-workers: no such suites in tests/browser: ${missing.join(', ')}`);
  }
  if (workers === 1) return [names.sort().map(fileOf)];
  const size = (name) => statSync(path.join(dir, `${name}.test.ts`)).size;
  const others = names
    .filter((name) => name !== LONGEST_SUITE && !PORT_SUITES.includes(name))
    .sort((a, b) => size(b) - size(a) || a.localeCompare(b));
  return [[fileOf(LONGEST_SUITE)], PORT_SUITES.map(fileOf), ...others.map((name) => [fileOf(name)])];
}

/**
 * Runs `jobs` with `workers` side by side, each worker taking the next job when its last one ends.
 * `runJob(job, index)` resolves with the job's result; the results come back in the jobs' order, with the
 * wall time each worker spent.
 */
async function runQueue(jobs, workers, runJob) {
  const results = new Array(jobs.length);
  let next = 0;
  const workerMs = await Promise.all(
    Array.from({ length: workers }, async () => {
      const started = Date.now();
      for (let index = next++; index < jobs.length; index = next++) {
        results[index] = await runJob(jobs[index], index);
      }
      return Date.now() - started;
    }),
  );
  return { results, workerMs };
}

module.exports = { PORT_SUITES, browserJobs, browserWorkerCount, devServerSuites, runQueue };
