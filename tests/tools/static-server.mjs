// A small static server for the production build, mounted at /x/ like the real host. The browser tests
// use it instead of `docusaurus serve` so they can point it at another build folder while it runs.
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const ONE_YEAR = 31536000;
const IMMUTABLE = `public, max-age=${ONE_YEAR}, immutable`;
const REVALIDATE = 'no-cache';

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
export function productionCacheControl(pathname) {
  const relative = pathname.replace(/^\/+/, '');
  if (/^assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(relative)) return IMMUTABLE;
  if (/^assets\/(images|fonts|files)\/.+-[0-9a-f]{8,}\.[a-z0-9]+$/i.test(relative)) return IMMUTABLE;
  if (/^pagefind\/(index|fragment)\/[^/]+\.pf_(index|fragment)$/.test(relative)) return IMMUTABLE;
  if (/^pagefind\/pagefind\.[^/]+\.pf_meta$/.test(relative)) return IMMUTABLE;
  return REVALIDATE;
}

/**
 * @param {{ root: string, basePath?: string, host?: string, port?: number, gzip?: boolean,
 *   cacheControl?: (relativePath: string) => string }} options
 *   gzip: compress text responses for clients that accept it, as the real host does (the bench turns it on).
 *   cacheControl: the Cache-Control of a file found, from its path below the base URL (default `no-cache`;
 *   `productionCacheControl` is a production host's, which `npm run serve` and the browser tests use).
 * @returns {Promise<{ url: string, port: number, setRoot: (dir: string) => void, close: () => Promise<void> }>}
 */
export function startStaticServer({
  root,
  basePath = '/x/',
  host = '127.0.0.1',
  port = 0,
  gzip = false,
  cacheControl = () => 'no-cache',
}) {
  let currentRoot = path.resolve(root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (!pathname.startsWith(basePath)) {
      if (pathname === basePath.slice(0, -1)) {
        res.writeHead(301, { Location: basePath }).end();
        return;
      }
      res.writeHead(404).end('Not found');
      return;
    }
    const relative = pathname.slice(basePath.length);
    let file = path.join(currentRoot, relative);
    // Inside the root itself, not merely a sibling folder whose name starts the same (`build-old/`).
    if (file !== currentRoot && !file.startsWith(currentRoot + path.sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${pathname}/${url.search}` }).end();
        return;
      }
      file = path.join(file, 'index.html');
    }
    let status = 200;
    if (!existsSync(file) || !statSync(file).isFile()) {
      status = 404;
      file = path.join(currentRoot, '404.html');
      if (!existsSync(file)) {
        res.writeHead(404).end('Not found');
        return;
      }
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      'Cache-Control': status === 200 ? cacheControl(relative) : 'no-cache',
    };
    if (path.basename(file) === 'sw.js') {
      headers['Service-Worker-Allowed'] = basePath;
    }
    const compress =
      gzip &&
      /^(text|application\/(json|xml|manifest))/.test(type) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (compress) headers['Content-Encoding'] = 'gzip';
    res.writeHead(status, headers);
    if (compress) createReadStream(file).pipe(createGzip()).pipe(res);
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actualPort}${basePath}`,
        port: actualPort,
        setRoot: (dir) => {
          currentRoot = path.resolve(dir);
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'build';
  const port = Number(process.argv[3] ?? 3999);
  startStaticServer({ root, port }).then(({ url }) => console.log(`Serving ${root} at ${url}`));
}
