/**
 * The split of the browser suites into two processes (tests/tools/browser-shards.cjs): every suite in
 * exactly one shard, the suites that bind the test build's fixed ports together in the first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const browserDir = path.join(root, 'tests/browser');

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS tool module shared with Node scripts
const { browserShards } = require('../../tools/browser-shards.cjs') as {
  browserShards: (root: string) => string[][];
};

test('every browser suite runs in exactly one of the two shards', () => {
  const [first, second] = browserShards(root);
  const all = readdirSync(browserDir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join('tests', 'browser', name))
    .sort();
  expect([...first, ...second].sort()).toEqual(all);
  expect(first.filter((suite) => second.includes(suite))).toEqual([]);
  expect(first).toContain(path.join('tests', 'browser', 'platform.test.ts'));
  expect(second.length).toBeGreaterThan(first.length);
});

test('every suite that listens on a fixed loopback port of the test build is in the first shard', () => {
  const [first] = browserShards(root);
  // A suite that listens on the ad feed's or the production host's port (tests/tools/test-env.mjs).
  const listens = readdirSync(browserDir)
    .filter((name) => name.endsWith('.test.ts'))
    .filter((name) => {
      const source = readFileSync(path.join(browserDir, name), 'utf8');
      return /startAdFeedServer\(|listen\(AD_FEED_PORT|PRODUCTION_PORT\s*=\s*4562/.test(source);
    })
    .map((name) => path.join('tests', 'browser', name));
  expect(listens.length).toBeGreaterThanOrEqual(3);
  expect(listens.filter((suite) => !first.includes(suite))).toEqual([]);
});
