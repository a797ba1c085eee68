// The browser suites split into two Jest processes that run side by side against one served build. One process
// leaves a core idle much of the time (it waits on page loads, transitions and simulated servers), so two fill
// the machine (maintainers/testing.md, "Two shards"). `npm test` and `npm run test:browser` without suite
// arguments both run them this way. Plain CommonJS, as tests/tools/timings.cjs: the tools (ES modules) and the
// unit tests (tests/unit/tools/browserShards.test.ts) load the same module.
'use strict';

const { readdirSync } = require('node:fs');
const path = require('node:path');

/**
 * The first shard: suites that bind the test build's fixed loopback ports (the ad feed 127.0.0.1:4561:
 * hostile, reader-hostile; the production host 127.0.0.1:4562: service-worker), so they must run one after
 * another in one process, and the every-route check, the longest suite, which balances the two shards (the
 * second holds every other suite). A suite added to the first shard must say why here.
 */
const FIRST_SHARD = ['platform', 'hostile', 'reader-hostile', 'service-worker'];

/** The browser suites (paths relative to the repository), in the two shards. */
function browserShards(root) {
  const dir = path.join(root, 'tests', 'browser');
  const suites = readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
  const isFirst = (name) => FIRST_SHARD.includes(name.slice(0, -'.test.ts'.length));
  const missing = FIRST_SHARD.filter((name) => !suites.includes(`${name}.test.ts`));
  if (missing.length > 0) {
    throw new Error(`browser-shards: FIRST_SHARD names suites that do not exist: ${missing.join(', ')}`);
  }
  const relative = (name) => path.join('tests', 'browser', name);
  return [suites.filter(isFirst).map(relative), suites.filter((name) => !isFirst(name)).map(relative)];
}

module.exports = { FIRST_SHARD, browserShards };
