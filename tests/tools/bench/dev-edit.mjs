// Edit to browser update in `npm start`: starts the dev server, opens a page, saves a marker into its Markdown
// file or one of its demos and times until the marker is on screen; files are restored afterwards.
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
 * Saves `edit(original, marker)` into `file` `edits` times and times each save until the marker is on the open
 * page. Before each save the page is scrolled down and an element outside the article (the navbar) is tagged;
 * after it, the scroll position and the tag tell whether the page kept its layout (only the article
 * re-rendered) or was mounted again.
 */
async function timeEdits(page, { root, file, edit, edits }) {
  const absolute = path.join(root, file);
  const original = readFileSync(absolute, 'utf8');
  const editMs = [];
  const kept = [];
  try {
    for (let n = 0; n < edits; n += 1) {
      const marker = `Bench edit marker ${Date.now()}`;
      const tag = String(n);
      const scrollBefore = await page.evaluate((value) => {
        window.scrollTo(0, 400);
        const navbar = document.querySelector('nav');
        if (navbar) navbar.dataset.benchTag = value;
        return window.scrollY;
      }, tag);
      const started = Date.now();
      writeFileSync(absolute, edit(original, marker));
      await page.waitForFunction((text) => document.body.innerText.includes(text), marker, {
        timeout: 120_000,
        polling: 20,
      });
      editMs.push(Date.now() - started);
      kept.push(
        await page.evaluate(
          ({ value, scroll }) =>
            document.querySelector('nav')?.dataset.benchTag === value &&
            Math.abs(window.scrollY - scroll) < 2,
          { value: tag, scroll: scrollBefore },
        ),
      );
      // Let the watcher settle before the next edit.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  } finally {
    writeFileSync(absolute, original);
  }
  return { editMs, kept };
}

/**
 * One `npm start` session; for each target, opens its page and times `edits` saves of its file (a Markdown page,
 * a demo). Returns the startup time, per target the times and whether the layout was kept, and how long
 * Docusaurus took to reload the docs plugin on each edit (its perf logger).
 * @param {{ root: string, browser: import('playwright-core').Browser, edits: number,
 *   targets: { label: string, file: string, sitePath: string, edit: (original: string, marker: string) => string }[] }} options
 */
export async function measureDevEdits({ root, browser, edits, targets }) {
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
  try {
    const startupMs = await waitForHttp(`http://127.0.0.1:${port}/x/${targets[0].sitePath}`, 600_000);
    const results = [];
    for (const target of targets) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/x/${target.sitePath}`, {
        waitUntil: 'load',
        timeout: 300_000,
      });
      await page.waitForFunction(
        () => document.documentElement.getAttribute('data-has-hydrated') === 'true',
        null,
        { timeout: 300_000 },
      );
      const reloadsBefore = pluginReloads(output).length;
      const timed = await timeEdits(page, { root, file: target.file, edit: target.edit, edits });
      results.push({ ...target, ...timed, pluginReloadMs: pluginReloads(output).slice(reloadsBefore) });
      await page.close();
    }
    return { startupMs, results };
  } catch (error) {
    console.error(output.slice(-3000));
    throw error;
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
