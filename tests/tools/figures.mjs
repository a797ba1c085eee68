// Prints the size figures the closing notes report, measured on a production build (default ./build):
// the largest JS asset, the JavaScript a page downloads in Chromium (raw and gzip), routes and pages.
// Usage: node tests/tools/figures.mjs [buildDir] [sitePath…]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from './static-server.mjs';
import { findChromium } from './chromium.mjs';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const sitePaths =
  process.argv.slice(3).length > 0
    ? process.argv.slice(3)
    : ['introduction/', 'react-data-grid/', 'api/data-grid/data-grid/'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (buffer) => ({ raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });

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
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(
    (url) => !url.href.startsWith(server.url.replace(/\/x\/$/, '')),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const files = new Map();
  // Sizes come from the build's files (response bodies of preloaded scripts are not always available).
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.endsWith('.js') || !pathname.startsWith('/x/')) return;
    const file = path.join(buildDir, pathname.slice('/x/'.length));
    files.set(request.url(), sizes(readFileSync(file)));
  });
  await page.goto(server.url + sitePath, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  // What the page needs to show and hydrate, as opposed to idle prefetches of linked pages that follow.
  const needed = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    ),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const sum = (entries) =>
    entries.reduce((acc, size) => ({ raw: acc.raw + size.raw, gzip: acc.gzip + size.gzip }), {
      raw: 0,
      gzip: 0,
    });
  const critical = sum([...files].filter(([url]) => needed.has(url)).map(([, size]) => size));
  const total = sum([...files.values()]);
  console.log(
    `/x/${sitePath}: until hydrated ${needed.size} JS files, ${kb(critical.raw)} raw, ${kb(critical.gzip)} gzip; ` +
      `with idle prefetches ${files.size} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`,
  );
  await context.close();
}
await browser.close();
await server.close();
