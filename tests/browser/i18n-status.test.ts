/**
 * `npm run i18n:status` as a translator runs it on a fresh clone: no arguments, the English strings extracted
 * from the site itself (plugins/i18n-status). Not a browser test: it runs in this phase because it loads the
 * whole site, whose API model the build has just cached (node_modules/.cache/api-docs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

test('runs with no arguments, prints per-language counts, keeps untranslatable strings apart and exits 0', () => {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/docusaurus'), ['i18n:status'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 180000,
  });
  expect(result.stderr).not.toMatch(/unable to resolve/i);
  expect(result.status).toBe(0);
  for (const locale of ['zh', 'pt']) {
    expect(result.stdout).toMatch(
      new RegExp(
        `^${locale}: \\d+ translated, \\d+ missing, \\d+ obsolete \\([1-9]\\d* kept in English`,
        'm',
      ),
    );
  }
  // The brand (navbar title) and the version label are never reported missing.
  expect(result.stdout).toMatch(/navbar\.json\): 0 translated, 0 missing/);
  expect(result.stdout).not.toMatch(/missing: [^\n]*\bversion\.label\b/);
  expect(result.stdout).toContain('i18n:status: no errors.');
  // The English extraction lives in a temporary folder that is removed, and never in i18n/en/.
  expect(
    readdirSync(path.join(ROOT, '.docusaurus')).filter((name) => name.startsWith('i18n-status-')),
  ).toEqual([]);
  expect(existsSync(path.join(ROOT, 'i18n', 'en'))).toBe(false);
}, 180000);
