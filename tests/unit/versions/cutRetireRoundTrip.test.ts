/**
 * @jest-environment node
 */
/**
 * The documented round trip (maintainers/versions-and-translations.md, "Versions"), run for real on a copy of
 * the site's files: `npm run version:cut -- 8.x` writes exactly the version's files (the guide pages and demos
 * of docs/, the frozen sidebar, the API snapshot) and its versions.json entry, formatted as `npm run
 * format:check` wants them; `npm run version:retire -- 8.x` then deletes exactly those and leaves every file
 * byte for byte as before. No build: the committed fixture version covers building and serving a version.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, copyFileSync, symlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import { readApiVersionData } from '@site/plugins/api-docs/versionData';
import { tempDirsOfThisFile } from '../tempDirs';

const tempDir = tempDirsOfThisFile();
const siteDir = path.resolve(__dirname, '../../..');
/** Folders the commands may create that are neither the site's files nor the version's (gitignored). */
const NOT_SITE_FILES = new Set(['node_modules', '.docusaurus', 'build', '.git']);

/** The site's own files (tracked, and new ones git does not ignore), relative to the site. */
function siteFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: siteDir,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split('\0').filter((file) => {
    if (!file) return false;
    try {
      return statSync(path.join(siteDir, file)).isFile();
    } catch {
      return false; // deleted in the working tree
    }
  });
}

/** Every file under `dir` (the ignored folders aside) with the SHA-1 of its bytes. */
function snapshot(dir: string, relative = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const file = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!relative && NOT_SITE_FILES.has(entry.name)) continue;
      for (const [name, hash] of snapshot(dir, file)) files.set(name, hash);
    } else if (entry.isFile()) {
      files.set(
        file,
        createHash('sha1')
          .update(readFileSync(path.join(dir, file)))
          .digest('hex'),
      );
    }
  }
  return files;
}

function npmRun(cwd: string, args: string[]) {
  // As a maintainer runs it: Jest's NODE_ENV=test left out.
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  delete env.NODE_ENV;
  const result = spawnSync('npm', ['run', '--silent', ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 150_000,
    env,
  });
  expect({
    command: args.join(' '),
    status: result.status,
    stderr: result.status === 0 ? '' : result.stderr,
  }).toEqual({
    command: args.join(' '),
    status: 0,
    stderr: '',
  });
  return result.stdout;
}

test('npm run version:cut writes exactly the version files; npm run version:retire puts the tree back as it was', () => {
  const site = tempDir('version-round-trip-');
  for (const file of siteFiles()) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    copyFileSync(path.join(siteDir, file), path.join(site, file));
  }
  // Read only (the packages, and the API model's cache under node_modules/.cache).
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const before = snapshot(site);
  const versionsBefore = JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8')) as string[];
  expect(versionsBefore).not.toContain('8.x');

  npmRun(site, ['version:cut', '--', '8.x']);
  const cut = snapshot(site);
  const added = [...cut.keys()].filter((file) => !before.has(file)).sort();
  const changed = [...before.keys()].filter((file) => cut.get(file) !== before.get(file)).sort();
  // The guide pages and demos: a copy of docs/, byte for byte.
  const docs = [...before.keys()].filter((file) => file.startsWith('docs/'));
  expect(docs.length).toBeGreaterThan(100);
  expect(added).toEqual(
    [
      ...docs.map((file) => `versioned_docs/version-8.x/${file.slice('docs/'.length)}`),
      'versioned_api/version-8.x.json',
      'versioned_sidebars/version-8.x-sidebars.json',
    ].sort(),
  );
  for (const file of docs) {
    expect([file, cut.get(`versioned_docs/version-8.x/${file.slice('docs/'.length)}`)]).toEqual([
      file,
      before.get(file),
    ]);
  }
  expect(changed).toEqual(['versions.json']);
  // The new version first, on one line as Prettier writes a short list.
  expect(readFileSync(path.join(site, 'versions.json'), 'utf8')).toBe(
    `${JSON.stringify(['8.x', ...versionsBefore]).replace(/","/g, '", "')}\n`,
  );

  // The sidebar: the navigation tree with its badges, its API reference pointing at the version's own pages.
  const sidebar = readFileSync(path.join(site, 'versioned_sidebars/version-8.x-sidebars.json'), 'utf8');
  expect(sidebar).toContain('"href": "/x/8.x/api/data-grid/data-grid/"');
  expect(sidebar).toContain('"key": "/api/data-grid-group@8.x"');
  expect(sidebar).not.toContain('"/x/api/');
  expect(sidebar).toMatch(/"plan": "(pro|premium)"/);
  // The API snapshot: the installed packages' pages, valid, naming the installed version.
  const installed = (
    JSON.parse(readFileSync(path.join(siteDir, 'node_modules/@mui/x-data-grid/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const api = readApiVersionData(path.join(site, 'versioned_api/version-8.x.json'));
  expect(api.packages['@mui/x-data-grid']).toBe(installed);
  expect(api.pages.map((page) => page.path)).toEqual(
    expect.arrayContaining(['/api/data-grid/data-grid/', '/api/charts/bar-chart/']),
  );

  const retired = npmRun(site, ['version:retire', '--', '8.x']);
  expect(
    retired
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^versioned_/.test(line))
      .sort(),
  ).toEqual([
    'versioned_api/version-8.x.json',
    'versioned_docs/version-8.x',
    'versioned_sidebars/version-8.x-sidebars.json',
  ]);
  const after = snapshot(site);
  expect([...after.keys()].filter((file) => !before.has(file))).toEqual([]);
  expect([...before.keys()].filter((file) => after.get(file) !== before.get(file))).toEqual([]);
}, 240_000);
