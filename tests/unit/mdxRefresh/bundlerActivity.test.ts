/**
 * @jest-environment node
 */
/**
 * What keeps an edit's rebuild in `npm start` short (maintainers/performance.md, "Edit to screen in `npm start`"):
 * plugins/shared/bundlerActivity.ts, with which the docs plugin's reload waits for the rebuild an edit set off
 * (and the hot update's download), and does not wait without a dev bundler or when the bundler is idle (driven by
 * a real Rspack compiler in watch mode); and the dev-only bundler options of mdx-refresh and demos.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { LoadContext } from '@docusaurus/types';
import { BundlerActivityPlugin, bundlerSettled } from '@site/plugins/shared/bundlerActivity';
import mdxRefreshPlugin from '@site/plugins/mdx-refresh';
import demosPlugin from '@site/plugins/demos';
import { tempDirsOfThisFile } from '../tempDirs';

const tempDir = tempDirsOfThisFile();

/**
 * Whether `wait` ends before a long timer: the waits under test are either short (a grace period) or minutes
 * (the large `graceMs`/`downloadMs` given), so the answer does not depend on how busy the machine is.
 */
async function endsFirst(wait: Promise<void>, timerMs = 20_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timerMs);
  });
  try {
    return await Promise.race([wait.then(() => true), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

describe('bundler activity', () => {
  it('resolves at once without a dev bundler (no grace period either)', async () => {
    expect(await endsFirst(bundlerSettled({ graceMs: 600_000 }))).toBe(true);
  });

  it('waits for the rebuild a change set off, then for the download time; not when idle', async () => {
    const dir = tempDir('bundler-activity-');
    const entry = path.join(dir, 'entry.js');
    fs.writeFileSync(entry, 'export const answer = 42;\n');
    // Dated a minute back: a file written just before the watch starts can be taken for a change made during
    // the first build (the watcher's time accuracy), which sets off a rebuild the idle check then waits for.
    // A fresh-clone run on a busy machine failed that way.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(entry, aMinuteAgo, aMinuteAgo);
    fs.utimesSync(dir, aMinuteAgo, aMinuteAgo);
    const compiler = rspack({
      mode: 'development',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'out') },
      infrastructureLogging: { level: 'none' },
      plugins: [new BundlerActivityPlugin() as never],
    });
    const doneAt: number[] = [];
    let onDone: (() => void) | undefined;
    compiler.hooks.done.tap('test', () => {
      doneAt.push(Date.now());
      onDone?.();
    });
    const firstDone = new Promise<void>((resolve) => (onDone = resolve));
    const watching = compiler.watch({ aggregateTimeout: 200 }, () => undefined);
    try {
      await firstDone;
      // Idle: only the grace period, not the download time.
      expect(await endsFirst(bundlerSettled({ graceMs: 50, downloadMs: 600_000 }))).toBe(true);

      // A save: the wait ends after the rebuild's `done` and the download time.
      fs.writeFileSync(entry, 'export const answer = 43;\n');
      const started = Date.now();
      // A grace period long enough for the watcher to see the change on a busy machine.
      await bundlerSettled({ graceMs: 3000, downloadMs: 300 });
      const settledAt = Date.now();
      expect(doneAt).toHaveLength(2);
      expect(settledAt - doneAt[1]).toBeGreaterThanOrEqual(290);
      expect(settledAt - started).toBeGreaterThan(200);
    } finally {
      await new Promise<void>((resolve) => watching.close(() => resolve()));
    }
  }, 30_000);
});

describe('dev bundler options', () => {
  const context = { siteDir: process.cwd(), generatedFilesDir: tempDir('dev-options-') } as LoadContext;
  const withNodeEnv = <T>(value: string, run: () => T): T => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = value;
    try {
      return run();
    } finally {
      process.env.NODE_ENV = before;
    }
  };
  const clientConfig = (plugin: { configureWebpack?: (...args: never[]) => unknown }) =>
    (plugin.configureWebpack as (config: object, isServer: boolean) => Record<string, unknown>)({}, false);

  it('npm start: incremental chunk graph, the activity plugin, and Docusaurus chunking without the demo groups', () => {
    withNodeEnv('development', () => {
      const refresh = clientConfig(mdxRefreshPlugin(context, {}));
      expect(refresh.experiments).toEqual({ incremental: { buildChunkGraph: true } });
      expect((refresh.plugins as unknown[])[0]).toBeInstanceOf(BundlerActivityPlugin);
      expect(clientConfig(demosPlugin(context, { reportTimings: false })).optimization).toBeUndefined();
    });
  });

  it('builds: no dev options, and the demo chunk groups', () => {
    withNodeEnv('production', () => {
      expect(clientConfig(mdxRefreshPlugin(context, {}))).toEqual({});
      const demos = clientConfig(demosPlugin(context, { reportTimings: false })) as {
        optimization: { splitChunks: { cacheGroups: Record<string, unknown> } };
      };
      expect(Object.keys(demos.optimization.splitChunks.cacheGroups)).toEqual(
        expect.arrayContaining(['common', 'demoFrame', 'muiX']),
      );
    });
  });
});
