/**
 * @jest-environment node
 */
/**
 * plugins/shared/bundlerActivity.ts: the docs plugin's reload in `npm start` waits for the rebuild an edit set
 * off (and the hot update's download), and does not wait without a dev bundler or when the bundler is idle.
 * Driven by a real Rspack compiler in watch mode.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { BundlerActivityPlugin, bundlerSettled } from '@site/plugins/shared/bundlerActivity';
import { tempDirsOfThisFile } from '../tempDirs';

const tempDir = tempDirsOfThisFile();

describe('bundler activity', () => {
  it('resolves at once without a dev bundler', async () => {
    const started = Date.now();
    await bundlerSettled({ graceMs: 1000 });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('waits for the rebuild a change set off, then for the download time; not when idle', async () => {
    const dir = tempDir('bundler-activity-');
    const entry = path.join(dir, 'entry.js');
    fs.writeFileSync(entry, 'export const answer = 42;\n');
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
      // Idle: only the grace period.
      let started = Date.now();
      await bundlerSettled({ graceMs: 50, downloadMs: 1000 });
      expect(Date.now() - started).toBeLessThan(900);

      // A save: the wait ends after the rebuild's `done` and the download time.
      fs.writeFileSync(entry, 'export const answer = 43;\n');
      started = Date.now();
      await bundlerSettled({ graceMs: 150, downloadMs: 300 });
      const settledAt = Date.now();
      expect(doneAt).toHaveLength(2);
      expect(settledAt - doneAt[1]).toBeGreaterThanOrEqual(290);
      expect(settledAt - started).toBeGreaterThan(200);
    } finally {
      await new Promise<void>((resolve) => watching.close(() => resolve()));
    }
  }, 30_000);
});
