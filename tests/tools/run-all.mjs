// `npm test`: install when needed (npm ci), then two lanes side by side: the checks (lint, format check, type-check,
// unit tests) and the site (production build, then the browser tests against that build served on a free loopback
// port). Ends with the timing table and the plain summary line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { productionCacheControl, startStaticServer } from './static-server.mjs';
import { testBuildEnv } from './test-env.mjs';

const require = createRequire(import.meta.url);
const { seconds, suiteTimes, timingLines } = require('./timings.cjs');
const { browserJobs, browserWorkerCount, devServerSuites, runQueue } = require('./browser-workers.cjs');
const { buildEnv } = require('../../scripts/build-env.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsDir = path.join(root, 'tests', '.results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Linux's idle scheduling class through util-linux's `chrt`, when this machine has both: a process in it runs only
 * when no process of the normal class wants the CPU, which niceness alone does not give (a nice 19 process still
 * gets a share). Measured on the 2-core machine with two CPU burners beside the every-route check: alone 189 s,
 * burners at nice 19 233 s, burners in the idle class 208 s.
 */
const CHRT = ['/usr/bin/chrt', '/bin/chrt'].find(
  (candidate) =>
    process.platform === 'linux' &&
    existsSync(candidate) &&
    spawnSync(candidate, ['--idle', '0', 'true']).status === 0,
);

/**
 * Runs a command in the repository. `quiet` captures its output instead of streaming it (the caller prints it
 * as one block, so two lanes never interleave) and lowers its CPU priority: `background` puts it in the idle
 * scheduling class where the machine has it (see `CHRT`), otherwise it runs at niceness 10. Both are inherited
 * by what the command starts later (Jest's workers).
 */
function run(command, args, env = {}, { quiet = false, background = false } = {}) {
  return new Promise((resolve) => {
    const [file, fileArgs] = background && CHRT ? [CHRT, ['--idle', '0', command, ...args]] : [command, args];
    const child = spawn(file, fileArgs, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    if (quiet) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Not permitted on this system: the lane then shares the CPU evenly, which is only slower.
      }
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const totals = { passed: 0, failed: 0 };
const failures = [];
/** Each step's wall time and, for Jest steps, each suite's (tests/tools/timings.cjs prints them). */
const steps = [];

/**
 * Runs `body` as the step `name` of `lane` and records its wall time. A step of the checks lane prints its
 * header and output as one block when it ends (`body` returns the captured output).
 */
async function step(name, body, lane = 'site') {
  if (lane === 'site') console.log(`\n== ${name}`);
  const started = Date.now();
  const record = { name, lane, ms: 0 };
  steps.push(record);
  try {
    const output = await body(record);
    if (lane !== 'site')
      console.log(`\n== ${name} (checks lane, ${seconds(Date.now() - started)})\n${output ?? ''}`);
  } finally {
    record.ms = Date.now() - started;
  }
}

/** Adds each suite's wall time from a Jest JSON report to the step's record (`append`: after earlier ones). */
function recordSuites(record, file, append = false) {
  if (!existsSync(file)) return;
  const suites = suiteTimes(JSON.parse(readFileSync(file, 'utf8')), root);
  record.suites = append ? [...(record.suites ?? []), ...suites] : suites;
}

/** A step that is not a test runner (type-check, build) counts as one check. */
function countStep(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function countJest(name, file, exitCode) {
  if (!existsSync(file)) {
    countStep(`${name} (no results: jest exited ${exitCode})`, false);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  // Suites that fail to load report no tests: count each as a failure so they cannot hide.
  const brokenSuites = report.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.length === 0,
  );
  totals.failed += brokenSuites.length;
  if (report.numFailedTests > 0 || brokenSuites.length > 0) failures.push(name);
  if (report.numTotalTests === 0) countStep(`${name} ran no test`, false);
}

/** Jest's arguments for a run of browser suites (paths relative to the repository) reporting to `file`. */
function browserJestArgs(file, suites) {
  return [
    '--config',
    'tests/jest.browser.config.js',
    '--json',
    `--outputFile=${file}`,
    '--runTestsByPath',
    ...suites,
  ];
}

/** A command of the checks lane as one counted step: its output is printed when it ends. */
function check(name, label, command, args) {
  return step(
    name,
    async () => {
      const { code, output } = await run(command, args, {}, { quiet: true, background: true });
      countStep(label, code === 0);
      return output;
    },
    'checks',
  );
}

/**
 * Lint, format, type-checks and unit tests: nothing in them reads what the build writes (`.docusaurus/`
 * and `build/` are ignored by each), so they run beside the build and the browser tests in the idle scheduling
 * class (niceness 10 where it is missing): they fill the time the site lane leaves idle (maintainers/testing.md,
 * "Two lanes"). The dev-server suite stays at niceness 10: it waits on a dev server's rebuilds with time limits.
 */
async function checksLane() {
  await check('Lint (eslint)', 'lint', bin('eslint'), ['.']);
  // The same unused-export check as `npm run lint` (package.json "lint:exports", knip.config.ts).
  await check('Unused exports (knip)', 'unused exports', 'npm', ['run', '--silent', 'lint:exports']);
  await check('Format check (prettier --check)', 'format check', bin('prettier'), ['--check', '.']);
  await check('Type-check (tsc --noEmit)', 'type-check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  // The pickers demos of the other date libraries, one program per library (see tsconfig.demos-*.json).
  for (const lib of ['date-fns', 'luxon', 'moment']) {
    await check(`Type-check (${lib} demos)`, `type-check ${lib} demos`, bin('tsc'), [
      '--noEmit',
      '-p',
      `tsconfig.demos-${lib}.json`,
    ]);
  }
  await step(
    'Unit tests',
    async (record) => {
      const unitFile = path.join(resultsDir, 'unit.json');
      const { code, output } = await run(
        bin('jest'),
        ['--config', 'tests/jest.unit.config.js', '--json', `--outputFile=${unitFile}`],
        {},
        { quiet: true, background: true },
      );
      countJest('unit tests', unitFile, code);
      recordSuites(record, unitFile);
      return output;
    },
    'checks',
  );
  // The browser suites that start their own dev server (`npm start`) rather than use the build: here, off the
  // site lane's critical path; each runs on a temporary copy of the sources (tests/browser/dev-overlay.test.ts).
  const devSuites = devServerSuites(root);
  if (devSuites.length > 0) {
    await step(
      'Dev server browser tests',
      async (record) => {
        const file = path.join(resultsDir, 'dev-server.json');
        let chromium;
        try {
          chromium = ensureChromium();
        } catch (error) {
          countStep('dev server browser tests (Chromium missing)', false);
          return String(error.message);
        }
        const { code, output } = await run(
          bin('jest'),
          browserJestArgs(file, devSuites),
          { CHROMIUM_PATH: chromium },
          { quiet: true },
        );
        countJest('dev server browser tests', file, code);
        recordSuites(record, file);
        return output;
      },
      'checks',
    );
  }
}

/** The production build, then the browser tests against it: the critical path of the run. */
async function siteLane() {
  let buildOk = false;
  await step('Production build', async () => {
    buildOk = (await run(bin('docusaurus'), ['build'], { ...buildEnv(), ...testBuildEnv() })).code === 0;
    countStep('production build', buildOk);
  });

  if (!buildOk) {
    countStep('browser tests (skipped because the build failed)', false);
    return;
  }
  await step('Browser tests', async (record) => {
    let chromium;
    try {
      chromium = ensureChromium();
    } catch (error) {
      console.error(String(error.message));
      countStep('browser tests (Chromium missing)', false);
    }
    if (!chromium) return;
    // A production host's caching: the every-route check reuses the browser's cache of the hashed bundles.
    const server = await startStaticServer({
      root: path.join(root, 'build'),
      cacheControl: productionCacheControl,
    });
    console.log(`Serving the build at ${server.url}`);
    // A queue of Jest runs, one per two cores side by side, one served build (tests/tools/browser-workers.cjs).
    const workers = browserWorkerCount();
    const jobs = browserJobs(root, workers);
    const { results, workerMs } = await runQueue(jobs, workers, async (suites, index) => {
      const file = path.join(resultsDir, `browser-${index + 1}.json`);
      const { code } = await run(bin('jest'), browserJestArgs(file, suites), {
        DOCS_TEST_BASE_URL: server.url,
        DOCS_TEST_BUILD_DIR: path.join(root, 'build'),
        DOCS_TEST_RESULTS_DIR: resultsDir,
        CHROMIUM_PATH: chromium,
      });
      return { file, code, suites };
    });
    await server.close();
    for (const { file, code, suites } of results) {
      // With several jobs, a failing one is named by its suites; with one, it is all of them.
      const label =
        results.length === 1
          ? 'browser tests'
          : `browser tests (${suites.map((suite) => path.basename(suite)).join(', ')})`;
      countJest(label, file, code);
      recordSuites(record, file, true);
    }
    // Side by side, the suites' times add up to more than the step's: the table and the bench need to know.
    if (workerMs.length > 1) record.workers = workerMs.map((ms) => ({ ms }));
  });
}

async function main() {
  const started = Date.now();
  // First, so the install counts in the total (only when node_modules is missing or older than the lock).
  let installed = false;
  await step('Install (npm ci when needed)', async () => {
    installed =
      (await run(process.execPath, [path.join(root, 'tests', 'tools', 'ensure-deps.mjs')])).code === 0;
  });
  if (!installed) countStep('install', false);

  await Promise.all([checksLane(), siteLane()]);

  const totalMs = Date.now() - started;
  // The bench (tests/tools/bench.mjs) projects the test run's cost from this file.
  writeFileSync(
    path.join(resultsDir, 'timings.json'),
    `${JSON.stringify({ finishedAt: new Date().toISOString(), load: os.loadavg(), totalMs, steps }, null, 2)}\n`,
  );
  console.log('');
  for (const line of timingLines({ steps, totalMs })) console.log(line);
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  if (failures.length > 0) console.log(`Failing: ${failures.join(', ')}`);
  const summary = `${totals.passed} passed, ${totals.failed} failed`;
  writeFileSync(path.join(resultsDir, 'summary.txt'), `${summary}\n`);
  console.log(summary);
  process.exit(totals.failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  writeFileSync(
    path.join(resultsDir, 'summary.txt'),
    `${totals.passed} passed, ${totals.failed + 1} failed\n`,
  );
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
