/**
 * The settings every production build runs with (scripts/build-env.cjs): static-rendering workers recycled at
 * a set heap size, the persistent bundler cache off in CI only, and the environment's own values kept.
 */
type Env = Record<string, string | undefined>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module shared with Node scripts
const { SSG_WORKER_RECYCLE_BYTES, buildEnv, isCi } = require('../../../scripts/build-env.cjs') as {
  SSG_WORKER_RECYCLE_BYTES: number;
  buildEnv: (env: Env) => Record<string, string>;
  isCi: (env: Env) => boolean;
};

test('every build recycles its static-rendering workers at the set heap size', () => {
  expect(buildEnv({})).toEqual({
    DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY: String(SSG_WORKER_RECYCLE_BYTES),
  });
  // Docusaurus parses it as a whole number of bytes.
  expect(Number.isInteger(Number(buildEnv({}).DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY))).toBe(true);
});

test('a CI run builds without the persistent bundler cache; a local run keeps it', () => {
  expect(buildEnv({ CI: 'true' }).DOCUSAURUS_NO_PERSISTENT_CACHE).toBe('true');
  expect(buildEnv({ CI: '1' }).DOCUSAURUS_NO_PERSISTENT_CACHE).toBe('true');
  for (const local of [{}, { CI: '' }, { CI: 'false' }, { CI: '0' }, { CI: ' FALSE ' }]) {
    expect(buildEnv(local)).not.toHaveProperty('DOCUSAURUS_NO_PERSISTENT_CACHE');
    expect(isCi(local)).toBe(false);
  }
});

test('a value already in the environment wins', () => {
  const env = {
    CI: 'true',
    DOCUSAURUS_SSG_WORKER_THREAD_RECYCLER_MAX_MEMORY: '1000000000',
    DOCUSAURUS_NO_PERSISTENT_CACHE: 'false',
  };
  expect(buildEnv(env)).toEqual({});
});
