// The settings every production build of the site runs with: `npm run build` (scripts/build.mjs), the build of
// `npm test` (tests/tools/run-all.mjs, tests/tools/build-test.mjs) and the project's build in `npm run bench`.
// Docusaurus reads them from the environment when its build command loads, before the site config, so they
// cannot live in docusaurus.config.ts. A value already in the environment wins. Plain CommonJS, as
// tests/tools/timings.cjs: the ES-module tools and the unit tests (tests/unit/tools/buildEnv.test.ts) load
// the same module. Measurements: maintainers/performance.md, "Build".
'use strict';

/**
 * Static rendering's worker threads are replaced once a task leaves more than this much JavaScript heap in
 * use (Docusaurus's default is 1 GB). A worker's heap holds the server bundle and the page chunks it has
 * loaded (about 60 MB) plus garbage V8 collects late, which had the two workers add 0.6 GB to the build's
 * peak. A replacement costs about 0.7 s of start-up, which the other worker's rendering mostly covers.
 */
const SSG_WORKER_RECYCLE_BYTES = 200 * 1000 * 1000;

/** Whether the environment says it is a CI run (`CI=true`, `CI=1`; `CI=false` and `CI=0` say it is not). */
function isCi(env) {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
}

/**
 * The variables to add to `env` for a build. In CI the bundler's persistent cache is off: a CI clone starts
 * with no cache and is discarded after the run, so writing the cache only costs memory (about 0.8 GB of the
 * build's peak) and no time is won; local builds keep it, and their later builds start warm.
 */
function buildEnv(env = process.env) {
  const settings = {};
  if (env.DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY === undefined) {
    settings.DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY = String(SSG_WORKER_RECYCLE_BYTES);
  }
  if (isCi(env) && env.DOCUSAURUS_NO_PERSISTENT_CACHE === undefined) {
    settings.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
  }
  return settings;
}

module.exports = { SSG_WORKER_RECYCLE_BYTES, buildEnv, isCi };
