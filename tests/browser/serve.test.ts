/**
 * `npm run serve` (scripts/serve.mjs) serves the build as a production host would: every file the build made
 * is answered as that file (Pagefind's `.pf_meta`, `.pf_index`, `.pf_fragment` and `.pagefind` files
 * included, which `docusaurus serve` redirects to folder URLs), hashed files are cached for good and the
 * rest revalidated, and search works through it. The script runs as `npm run serve` runs it, on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { browserSuite, recordConsole, waitForHydration } from './support';

const ROOT = path.resolve(__dirname, '../..');
const BUILD_DIR = process.env.DOCS_TEST_BUILD_DIR ?? path.join(ROOT, 'build');
const IMMUTABLE = 'public, max-age=31536000, immutable';

const suite = browserSuite();
let child: ChildProcess;
let baseUrl: string;

beforeAll(async () => {
  child = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--dir', BUILD_DIR], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
  });
  const match = /at (http:\/\/\S+\/x\/)/.exec(line);
  if (!match) throw new Error(`unexpected first line from scripts/serve.mjs: ${line}`);
  baseUrl = match[1];
});

afterAll(async () => {
  if (child.exitCode !== null) return;
  child.removeAllListeners('exit');
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
});

/** One file of each kind Pagefind loads, named as the build wrote it. */
function pagefindFiles(): string[] {
  const dir = path.join(BUILD_DIR, 'pagefind');
  const first = (sub: string, extension: string) => {
    const name = readdirSync(path.join(dir, sub)).find((file) => file.endsWith(extension));
    if (!name) throw new Error(`no ${extension} file in build/pagefind/${sub}`);
    return path.posix.join('pagefind', sub, name);
  };
  return [
    'pagefind/pagefind.js',
    'pagefind/pagefind-entry.json',
    first('', '.pf_meta'),
    first('', '.pagefind'),
    first('index', '.pf_index'),
    first('fragment', '.pf_fragment'),
  ];
}

async function get(sitePath: string) {
  const response = await fetch(baseUrl + sitePath, { redirect: 'manual' });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

test("serves each of Pagefind's files as the file the build wrote, never a redirect", async () => {
  const files = pagefindFiles();
  expect(files.map((file) => path.extname(file))).toEqual(
    expect.arrayContaining(['.pf_meta', '.pagefind', '.pf_index', '.pf_fragment']),
  );
  for (const file of files) {
    const { response, body } = await get(file);
    expect(`${file} ${response.status}`).toBe(`${file} 200`);
    expect(response.headers.get('location')).toBeNull();
    expect(body.equals(readFileSync(path.join(BUILD_DIR, file)))).toBe(true);
    const hashed = /\.pf_(meta|index|fragment)$/.test(file);
    expect(`${file}: ${response.headers.get('cache-control')}`).toBe(
      `${file}: ${hashed ? IMMUTABLE : 'no-cache'}`,
    );
  }
});

test('hashed bundles are immutable, HTML and the service worker are revalidated', async () => {
  const script = readdirSync(path.join(BUILD_DIR, 'assets', 'js')).find((file) =>
    /^main\.[0-9a-f]+\.js$/.test(file),
  );
  expect(script).toBeDefined();
  const asset = await get(`assets/js/${script}`);
  expect(asset.response.status).toBe(200);
  expect(asset.response.headers.get('cache-control')).toBe(IMMUTABLE);
  for (const sitePath of ['', 'react-data-grid/', 'sw.js', 'sitemap.xml']) {
    const { response } = await get(sitePath);
    expect(`${sitePath} ${response.status} ${response.headers.get('cache-control')}`).toBe(
      `${sitePath} 200 no-cache`,
    );
  }
  const missing = await get('no-such-page/');
  expect(missing.response.status).toBe(404);
  expect(missing.response.headers.get('cache-control')).toBe('no-cache');
});

test('search finds pages through the served build', async () => {
  const origin = new URL(baseUrl).origin;
  const context = await suite.browser.newContext();
  try {
    await context.route(
      (requestUrl) => requestUrl.origin !== origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const consoleRecord = recordConsole(page);
    await page.goto(`${baseUrl}introduction/`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('sorting');
    const result = page.getByTestId('search-result').first();
    await result.waitFor({ timeout: 15000 });
    await expect(page.getByText('The search failed').count()).resolves.toBe(0);
    await expect(result.getAttribute('data-url')).resolves.toMatch(/^\/x\//);
    expect(consoleRecord.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  } finally {
    await context.close();
  }
});
