// `npm run test:browser -- [jest args]`: the browser tests against the existing build/ (made by
// `npm run build:test`), without rebuilding, as `npm test` runs them: a queue of Jest runs, one per two cores side by side
// (tests/tools/browser-workers.cjs). `npm run test:browser -- tests/browser/demos.test.ts` runs one suite.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { ensureChromium } from './chromium.mjs';
import { productionCacheControl, startStaticServer } from './static-server.mjs';

const { browserJobs, browserWorkerCount, runQueue } = createRequire(import.meta.url)('./browser-workers.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, 'build');
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error('No build/ folder: run `npm run build:test` first.');
  process.exit(1);
}
const chromium = ensureChromium();
// A production host's caching: the every-route check reuses the browser's cache of the hashed bundles.
const server = await startStaticServer({ root: buildDir, cacheControl: productionCacheControl });
console.log(`Serving the build at ${server.url}`);
const env = {
  ...process.env,
  DOCS_TEST_BASE_URL: server.url,
  DOCS_TEST_BUILD_DIR: buildDir,
  CHROMIUM_PATH: chromium,
};
const jestArgs = ['--config', 'tests/jest.browser.config.js', ...process.argv.slice(2)];
// Named suites (or a pattern) run in one Jest process; all of them run as `npm test` runs them.
const namesSuites = process.argv.slice(2).some((arg) => !arg.startsWith('-'));
const workers = browserWorkerCount();
const runJest = (args) =>
  new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'jest'), args, {
      cwd: root,
      stdio: 'inherit',
      env,
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
const codes = namesSuites
  ? [await runJest(jestArgs)]
  : (
      await runQueue(browserJobs(root, workers), workers, (suites) =>
        runJest([...jestArgs, '--runTestsByPath', ...suites]),
      )
    ).results;
await server.close();
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
