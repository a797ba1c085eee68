// Prints the size figures the closing notes report, measured on a production build (default ./build):
// the largest JS asset, the JavaScript a page downloads in Chromium (raw and gzip) until hydration, with idle
// prefetches and with every demo mounted, routes and pages.
// Usage: node tests/tools/figures.mjs [buildDir] [sitePath…]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from './static-server.mjs';
import { findChromium } from './chromium.mjs';
import { fileSizes as sizes, kb, measureMountedDemoScripts, measurePageScripts } from './page-scripts.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const sitePaths =
  process.argv.slice(3).length > 0
    ? process.argv.slice(3)
    : ['introduction/', 'react-data-grid/', 'api/data-grid/data-grid/'];

const jsDir = path.join(buildDir, 'assets', 'js');
const assets = readdirSync(jsDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, ...sizes(readFileSync(path.join(jsDir, file))) }))
  .sort((a, b) => b.raw - a.raw);
console.log('Largest JS assets:');
for (const asset of assets.slice(0, 5))
  console.log(`  ${asset.file}: ${kb(asset.raw)} raw, ${kb(asset.gzip)} gzip`);

function countPages(dir) {
  return readdirSync(dir).reduce((count, entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return count + countPages(full);
    return count + (entry === 'index.html' ? 1 : 0);
  }, 0);
}
const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
console.log(
  `Routes built (index.html files): ${countPages(buildDir)}; in the sitemap: ${(sitemap.match(/<loc>/g) ?? []).length}`,
);

const server = await startStaticServer({ root: buildDir });
const browser = await chromium.launch({
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const sitePath of sitePaths) {
  const { hydration, withPrefetch } = await measurePageScripts(browser, {
    origin: new URL(server.url).origin,
    buildDir,
    sitePath,
  });
  console.log(
    `/x/${sitePath}: until hydrated ${hydration.files.length} JS files, ${kb(hydration.raw)} raw, ${kb(hydration.gzip)} gzip; ` +
      `with idle prefetches ${withPrefetch.files.length} files, ${kb(withPrefetch.raw)} raw, ${kb(withPrefetch.gzip)} gzip`,
  );
  const mounted = await measureMountedDemoScripts(browser, {
    origin: new URL(server.url).origin,
    buildDir,
    sitePath,
  });
  if (mounted.demos > 0)
    console.log(
      `/x/${sitePath}: with its ${mounted.demos} demo${mounted.demos === 1 ? '' : 's'} mounted ${mounted.files.length} JS files, ${kb(mounted.raw)} raw, ${kb(mounted.gzip)} gzip`,
    );
}
await browser.close();
await server.close();
