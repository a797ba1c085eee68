// The browser suites as a queue of Jest runs that two workers take from, side by side, against one served
// build. One Jest process leaves a core idle much of the time (it waits on page loads, transitions and
// simulated servers), so two fill the machine, and a queue keeps both busy to the end whatever the suites
// cost (maintainers/testing.md, "Two browser workers"). `npm test` and `npm run test:browser` without suite
// arguments both run them this way. Plain CommonJS, as tests/tools/timings.cjs: the tools (ES modules) and the
// unit tests (tests/unit/tools/browserWorkers.test.ts) load the same module.
'use strict';

const { readdirSync, statSync } = require('node:fs');
const path = require('node:path');

/** How many Jest runs go side by side: the machines this project targets have 2 cores. */
const BROWSER_WORKERS = 2;

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
 * The queue of Jest runs (each a list of suite paths relative to the repository): the every-route check, the
 * port suites together, then every other suite on its own, largest file first (a rough measure of its cost,
 * so the short ones fill in at the end).
 */
function browserJobs(root) {
  const dir = path.join(root, 'tests', 'browser');
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.test.ts'.length));
  const missing = [LONGEST_SUITE, ...PORT_SUITES].filter((name) => !names.includes(name));
  if (missing.length > 0) {
    throw new Error(`browser-workers: no such suites in tests/browser: ${missing.join(', ')}`);
  }
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

module.exports = { BROWSER_WORKERS, PORT_SUITES, browserJobs, runQueue };
