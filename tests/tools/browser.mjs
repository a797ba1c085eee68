// `npm run test:browser -- [jest args]`: the browser tests against the existing build/ (made by
// `npm run build:test`), without rebuilding. `npm run test:browser -- tests/browser/demos.test.ts` runs one suite.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';
import { productionCacheControl, startStaticServer } from './static-server.mjs';

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
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'jest'),
  ['--config', 'tests/jest.browser.config.js', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DOCS_TEST_BASE_URL: server.url,
      DOCS_TEST_BUILD_DIR: buildDir,
      CHROMIUM_PATH: chromium,
    },
  },
);
child.on('close', async (code) => {
  await server.close();
  process.exit(code ?? 1);
});
