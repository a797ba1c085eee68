// `npm run serve [-- --port 3000] [--host 127.0.0.1] [--dir build]`: serves the production build at /x/ the
// way a production host would. It is the project's static server (tests/tools/static-server.mjs, the one the
// browser tests use), which serves every file the build made as a file — Pagefind's `.pf_meta`,
// `.pf_index` and `.pagefind` included, which `docusaurus serve` redirects to folder URLs and so breaks
// search — with the caching headers of a production host (`cacheControlFor`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startStaticServer } from '../tests/tools/static-server.mjs';

const ONE_YEAR = 31536000;
export const IMMUTABLE = `public, max-age=${ONE_YEAR}, immutable`;
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a response, from its path under the base URL. Files whose name carries a content
 * hash never change under that name: the bundler's assets (`assets/js/main.3f2a….js`, CSS, images and
 * fonts under `assets/`) and Pagefind's index chunks, fragments and metadata
 * (`pagefind/index/en_4c1d….pf_index`, `pagefind/fragment/…`, `pagefind/pagefind.en_….pf_meta`).
 * Everything else must be revalidated: HTML, `sw.js`, `sitemap.xml`, the Markdown export, and Pagefind's
 * unhashed `pagefind.js`, `pagefind-entry.json` and `wasm.<lang>.pagefind`, which change with each build.
 * @param {string} pathname the request path below the base URL, without query (`assets/js/main.1a2b.js`)
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  const relative = pathname.replace(/^\/+/, '');
  if (/^assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(relative)) return IMMUTABLE;
  if (/^assets\/(images|fonts|files)\/.+-[0-9a-f]{8,}\.[a-z0-9]+$/i.test(relative)) return IMMUTABLE;
  if (/^pagefind\/(index|fragment)\/[^/]+\.pf_(index|fragment)$/.test(relative)) return IMMUTABLE;
  if (/^pagefind\/pagefind\.[^/]+\.pf_meta$/.test(relative)) return IMMUTABLE;
  return REVALIDATE;
}

/**
 * Serves `dir` at `/x/` with production caching.
 * @param {{ dir: string, port?: number, host?: string }} options
 */
export async function serve({ dir, port = 3000, host = '127.0.0.1' }) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
  }
  return startStaticServer({
    root: dir,
    port,
    host,
    basePath: '/x/',
    gzip: true,
    cacheControl: cacheControlFor,
  });
}

function parsePort(value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535 (got "${value}").`);
  }
  return port;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const { values } = parseArgs({
      options: {
        port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
        host: { type: 'string', default: '127.0.0.1' },
        dir: { type: 'string', default: 'build' },
      },
    });
    const server = await serve({
      dir: path.resolve(root, values.dir),
      port: parsePort(values.port),
      host: values.host,
    });
    console.log(`Serving ${values.dir}/ at ${server.url} (Ctrl+C to stop)`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
