// Markdown edit to browser update in `npm start`: starts the dev server, opens a page, appends a marker
// paragraph to its Markdown file and times until the marker is on screen; the file is restored afterwards.
// Docusaurus's perf logger is on, so the time its reload of the docs plugin took on each edit is reported too.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`dev server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * The durations Docusaurus's perf logger printed for "Reload site plugin <id>" (ms), in order: the whole
 * reload only, not the nested steps it also logs ("Reload site plugin <id> > Reload plugin …").
 */
function pluginReloads(output) {
  return (
    output
      // eslint-disable-next-line no-control-regex -- strips the terminal colour codes of the dev server's log
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => /Reload site plugin (\S+) - ([\d.]+) (ms|seconds)/.exec(line))
      .filter(Boolean)
      .map((match) => Math.round(Number(match[2]) * (match[3] === 'ms' ? 1 : 1000)))
  );
}

/**
 * @param {{ root: string, browser: import('playwright-core').Browser, docFile: string, sitePath: string, edits: number }} options
 * @returns {Promise<{ startupMs: number, editMs: number[], pluginReloadMs: number[] }>}
 */
export async function measureMarkdownEdit({ root, browser, docFile, sitePath, edits }) {
  const port = await freePort();
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'docusaurus'),
    ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
    {
      cwd: root,
      env: { ...process.env, BROWSER: 'none', DOCUSAURUS_PERF_LOGGER: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const file = path.join(root, docFile);
  const original = readFileSync(file, 'utf8');
  try {
    const url = `http://127.0.0.1:${port}/x/${sitePath}`;
    const startupMs = await waitForHttp(url, 600_000);
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 300_000 });
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
      null,
      {
        timeout: 300_000,
      },
    );
    const editMs = [];
    const reloadsBefore = pluginReloads(output).length;
    for (let edit = 0; edit < edits; edit += 1) {
      const marker = `Bench edit marker ${Date.now()}`;
      const started = Date.now();
      writeFileSync(file, `${original}\n\n${marker}\n`);
      await page.waitForFunction((text) => document.body.innerText.includes(text), marker, {
        timeout: 120_000,
        polling: 20,
      });
      editMs.push(Date.now() - started);
      // Let the watcher settle before the next edit.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await page.close();
    return { startupMs, editMs, pluginReloadMs: pluginReloads(output).slice(reloadsBefore) };
  } catch (error) {
    console.error(output.slice(-3000));
    throw error;
  } finally {
    writeFileSync(file, original);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
