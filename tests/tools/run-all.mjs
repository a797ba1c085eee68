// `npm test`: install when needed (npm ci), lint, format check, type-check, unit tests, production build, then the browser tests against
// that build served on a free loopback port. Ends with the plain summary line "N passed, N failed".
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { productionCacheControl, startStaticServer } from './static-server.mjs';
import { testBuildEnv } from './test-env.mjs';

const { suiteTimes, timingLines } = createRequire(import.meta.url)('./timings.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const resultsDir = path.join(root, 'tests', '.results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const totals = { passed: 0, failed: 0 };
const failures = [];
/** Each step's wall time and, for Jest steps, each suite's (tests/tools/timings.cjs prints them). */
const steps = [];

/** Runs `body` as the step `name` and records its wall time. */
async function step(name, body) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const record = { name, ms: 0 };
  steps.push(record);
  try {
    await body(record);
  } finally {
    record.ms = Date.now() - started;
  }
}

/** Adds each suite's wall time from a Jest JSON report to the step's record. */
function recordSuites(record, file) {
  if (existsSync(file)) record.suites = suiteTimes(JSON.parse(readFileSync(file, 'utf8')), root);
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

async function main() {
  const started = Date.now();
  // First, so the install counts in the total (only when node_modules is missing or older than the lock).
  let installed = false;
  await step('Install (npm ci when needed)', async () => {
    installed = (await run(process.execPath, [path.join(root, 'tests', 'tools', 'ensure-deps.mjs')])) === 0;
  });
  if (!installed) countStep('install', false);

  await step('Lint (eslint)', async () => countStep('lint', (await run(bin('eslint'), ['.'])) === 0));

  // The same unused-export check as `npm run lint` (package.json "lint:exports", knip.config.ts).
  await step('Unused exports (knip)', async () =>
    countStep('unused exports', (await run('npm', ['run', '--silent', 'lint:exports'])) === 0),
  );

  await step('Format check (prettier --check)', async () =>
    countStep('format check', (await run(bin('prettier'), ['--check', '.'])) === 0),
  );

  await step('Type-check (tsc --noEmit)', async () =>
    countStep('type-check', (await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])) === 0),
  );

  // The pickers demos of the other date libraries, one program per library (see tsconfig.demos-*.json).
  for (const lib of ['date-fns', 'luxon', 'moment']) {
    await step(`Type-check (${lib} demos)`, async () =>
      countStep(
        `type-check ${lib} demos`,
        (await run(bin('tsc'), ['--noEmit', '-p', `tsconfig.demos-${lib}.json`])) === 0,
      ),
    );
  }

  await step('Unit tests', async (record) => {
    const unitFile = path.join(resultsDir, 'unit.json');
    const unitCode = await run(bin('jest'), [
      '--config',
      'tests/jest.unit.config.js',
      '--json',
      `--outputFile=${unitFile}`,
    ]);
    countJest('unit tests', unitFile, unitCode);
    recordSuites(record, unitFile);
  });

  let buildOk = false;
  await step('Production build', async () => {
    buildOk = (await run(bin('docusaurus'), ['build'], testBuildEnv())) === 0;
    countStep('production build', buildOk);
  });

  if (buildOk) {
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
      const browserFile = path.join(resultsDir, 'browser.json');
      const code = await run(
        bin('jest'),
        ['--config', 'tests/jest.browser.config.js', '--json', `--outputFile=${browserFile}`],
        {
          DOCS_TEST_BASE_URL: server.url,
          DOCS_TEST_BUILD_DIR: path.join(root, 'build'),
          DOCS_TEST_RESULTS_DIR: resultsDir,
          CHROMIUM_PATH: chromium,
        },
      );
      await server.close();
      countJest('browser tests', browserFile, code);
      recordSuites(record, browserFile);
    });
  } else {
    countStep('browser tests (skipped because the build failed)', false);
  }

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
