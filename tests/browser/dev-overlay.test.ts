/**
 * `npm start`'s dev overlay end to end (plugins/dev-overlay, README "While you write"): one dev server of the
 * site and Chromium. A demo with a type error and a page with a link to a missing page show in the browser's
 * overlay at the writer's file:line:column; the page's edit still reaches the screen meanwhile (the problems
 * are warnings, which do not hold back hot updates); once both are fixed the overlay goes. The files are put back
 * afterwards. The plumbing is unit-tested in tests/unit/devOverlay.
 *
 * The dev server runs on a copy of the site's sources in a temporary folder (node_modules linked), so the test's
 * edits never reach the working tree: `npm test` runs this suite in its checks lane (tests/tools/run-all.mjs),
 * beside the type-check, lint and format steps that read docs/, and a crash mid-test leaves `git status` clean.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from './support';

const REPO_DIR = path.resolve(__dirname, '../..');

/** What the copy leaves out: installed, generated and built files, and the repository's history. */
const NOT_COPIED = /^(node_modules|build|\.docusaurus|\.git|tests[\\/]\.results)([\\/]|$)/;

/** A copy of the site's sources to run the dev server on, with the repository's node_modules linked in. */
function copyOfSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-overlay-'));
  fs.cpSync(REPO_DIR, dir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.test(path.relative(REPO_DIR, source)),
  });
  fs.symlinkSync(path.join(REPO_DIR, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const SITE_DIR = copyOfSite();
const PAGE_FILE = 'docs/introduction/support.mdx';
const PROBE_FILE = 'docs/introduction/DevOverlayProbe.tsx';
const PROBE = `import * as React from 'react';
import Typography from '@mui/material/Typography';

export default function DevOverlayProbe() {
  const n: number = 'oops';
  return <Typography>{n}</Typography>;
}
`;
const MISSING = '/x/react-data-grid/does-not-exist/';
const MARKER = 'Dev overlay check paragraph';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the dev server's terminal output (read through `read`) contains `text`. */
async function outputContains(read: () => string, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!read().includes(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(read()).toContain(text);
}

/** The overlay's text, or '' when it is not shown. */
function overlayText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const frame = document.getElementById('webpack-dev-server-client-overlay') as HTMLIFrameElement | null;
    return frame?.contentDocument?.body?.innerText ?? '';
  });
}

describe('npm start dev overlay', () => {
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let output = '';
  const originalPage = fs.readFileSync(path.join(SITE_DIR, PAGE_FILE), 'utf8');

  beforeAll(async () => {
    const port = await freePort();
    server = spawn(
      path.join(REPO_DIR, 'node_modules', '.bin', 'docusaurus'),
      ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'],
      {
        cwd: SITE_DIR,
        // As from a terminal: `docusaurus start` keeps a NODE_ENV it inherits, and Jest's `test` breaks Rspack's browserslist.
        env: { ...process.env, BROWSER: 'none', NODE_ENV: 'development' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    server.stdout?.on('data', (chunk) => (output += String(chunk)));
    server.stderr?.on('data', (chunk) => (output += String(chunk)));
    browser = await launchBrowser();
    page = await browser.newPage();
    const address = `http://127.0.0.1:${port}/x/introduction/support/`;
    // The first request waits for the first compilation (a minute or two on a busy machine).
    const deadline = Date.now() + 240_000;
    for (;;) {
      try {
        await page.goto(address, { waitUntil: 'load', timeout: 240_000 });
        break;
      } catch (error) {
        if (Date.now() > deadline || server.exitCode !== null) {
          throw new Error(`dev server not serving ${address}: ${String(error)}\n${output.slice(-2000)}`, {
            cause: error,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    await waitForHydration(page);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(SITE_DIR, { recursive: true, force: true });
  });

  it('shows a demo type error and a link to a missing page at their file:line:column, and clears them when fixed', async () => {
    expect(await overlayText(page)).toBe('');

    // A type error: the worker checks the saved demo and the overlay shows it with a frame of the code.
    fs.writeFileSync(path.join(SITE_DIR, PROBE_FILE), PROBE);
    await page.waitForFunction(
      () => {
        const frame = document.getElementById(
          'webpack-dev-server-client-overlay',
        ) as HTMLIFrameElement | null;
        return (frame?.contentDocument?.body?.innerText ?? '').includes('DevOverlayProbe.tsx');
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const typeText = await overlayText(page);
    expect(typeText).toContain(
      `[demo types] ${PROBE_FILE}:5:9: TS2322: Type 'string' is not assignable to type 'number'.`,
    );
    expect(typeText).toContain("> 5 |   const n: number = 'oops';");

    // A link to a missing page, saved while the type error stands: the page still updates, and both show.
    const edited = `${originalPage.trimEnd()}\n\n${MARKER}: [gone](${MISSING}).\n`;
    const line = edited.trimEnd().split('\n').length;
    const column = MARKER.length + 3;
    fs.writeFileSync(path.join(SITE_DIR, PAGE_FILE), edited);
    await page.waitForFunction((text) => document.body.innerText.includes(text), MARKER, {
      timeout: 60_000,
      polling: 100,
    });
    await page.waitForFunction(
      () => {
        const frame = document.getElementById(
          'webpack-dev-server-client-overlay',
        ) as HTMLIFrameElement | null;
        const text = frame?.contentDocument?.body?.innerText ?? '';
        return text.includes('[page links]') && text.includes('[demo types]');
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    expect(await overlayText(page)).toContain(
      `[page links] ${PAGE_FILE}:${line}:${column}: link to ${MISSING}: no page at ${MISSING} (the build fails on it).`,
    );
    await outputContains(() => output, `[WARNING] ${PAGE_FILE}:${line}:${column}: link to ${MISSING}`);

    // Both fixed: the overlay goes.
    fs.writeFileSync(path.join(SITE_DIR, PAGE_FILE), originalPage);
    fs.writeFileSync(path.join(SITE_DIR, PROBE_FILE), PROBE.replace("'oops'", '42'));
    await page.waitForFunction(
      () => !document.getElementById('webpack-dev-server-client-overlay'),
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    await page.waitForFunction((text) => !document.body.innerText.includes(text), MARKER, {
      timeout: 60_000,
    });
    await outputContains(() => output, `[demo types] ${PROBE_FILE}: no type errors.`);
  }, 240_000);
});
