// `npm run serve [-- --port 3000] [--host 127.0.0.1] [--dir build]`: serves the production build at /x/ the
// way a production host would. It is the project's static server (tests/tools/static-server.mjs, the one the
// browser tests use), which serves every file the build made as a file — Pagefind's `.pf_meta`,
// `.pf_index` and `.pagefind` included, which `docusaurus serve` redirects to folder URLs and so breaks
// search — with the caching headers of a production host (`productionCacheControl`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { productionCacheControl, startStaticServer } from '../tests/tools/static-server.mjs';

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
    cacheControl: productionCacheControl,
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
