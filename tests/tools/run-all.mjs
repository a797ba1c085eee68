// `npm test`: lint, format check, type-check, unit tests, production build, then the browser tests against
// that build served on a free loopback port. Ends with the plain summary line "N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';
import { testBuildEnv } from './test-env.mjs';

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
  console.log('\n== Lint (eslint)');
  countStep('lint', (await run(bin('eslint'), ['.'])) === 0);

  console.log('\n== Format check (prettier --check)');
  countStep('format check', (await run(bin('prettier'), ['--check', '.'])) === 0);

  console.log('\n== Type-check (tsc --noEmit)');
  countStep('type-check', (await run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])) === 0);

  console.log('\n== Unit tests');
  const unitFile = path.join(resultsDir, 'unit.json');
  const unitCode = await run(bin('jest'), [
    '--config',
    'tests/jest.unit.config.js',
    '--json',
    `--outputFile=${unitFile}`,
  ]);
  countJest('unit tests', unitFile, unitCode);

  console.log('\n== Production build');
  const buildOk = (await run(bin('docusaurus'), ['build'], testBuildEnv())) === 0;
  countStep('production build', buildOk);

  if (buildOk) {
    console.log('\n== Browser tests');
    let chromium;
    try {
      chromium = ensureChromium();
    } catch (error) {
      console.error(String(error.message));
      countStep('browser tests (Chromium missing)', false);
    }
    if (chromium) {
      const server = await startStaticServer({ root: path.join(root, 'build') });
      console.log(`Serving the build at ${server.url}`);
      const browserFile = path.join(resultsDir, 'browser.json');
      const code = await run(
        bin('jest'),
        ['--config', 'tests/jest.browser.config.js', '--json', `--outputFile=${browserFile}`],
        {
          DOCS_TEST_BASE_URL: server.url,
          DOCS_TEST_BUILD_DIR: path.join(root, 'build'),
          CHROMIUM_PATH: chromium,
        },
      );
      await server.close();
      countJest('browser tests', browserFile, code);
    }
  } else {
    countStep('browser tests (skipped because the build failed)', false);
  }

  console.log(`\nFinished in ${Math.round((Date.now() - started) / 1000)} s.`);
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
