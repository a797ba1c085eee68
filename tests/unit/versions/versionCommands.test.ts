/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkVersionName,
  retireVersion,
  versionFiles,
  versionSidebars,
} from '@site/plugins/version-metadata/versionCommands';
import { readApiVersionData, versionedApiFile } from '@site/plugins/api-docs/versionData';
import {
  cutVersions,
  docsVersionsOptions,
  FIXTURE_VERSION,
} from '@site/plugins/version-metadata/docsVersions';
import { tempDirsOfThisFile } from '../tempDirs';

/** Temporary folders made by this file, removed after it. */
const tempDir = tempDirsOfThisFile();

const siteDir = path.resolve(__dirname, '../../..');

function siteWithVersions(versions: string[]): string {
  const dir = tempDir('versions-');
  writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(versions));
  const manifest = path.join(dir, 'node_modules/@mui/x-data-grid');
  mkdirSync(manifest, { recursive: true });
  writeFileSync(path.join(manifest, 'package.json'), '{"version":"8.29.3"}');
  return dir;
}

function touch(file: string, text = '{}') {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

test('version names start with a digit and hold no path characters', () => {
  for (const name of ['8.x', '8.29', '9.0.0-beta.1']) expect(() => checkVersionName(name)).not.toThrow();
  for (const name of ['current', 'fixture', '../8', '8/x', '', ' 8.x', 'x'.repeat(40)]) {
    expect(() => checkVersionName(name)).toThrow(/start with a digit/);
  }
});

test('docs options: current labelled with the installed version; the fixture only when asked for', () => {
  const dir = siteWithVersions(['8.x', FIXTURE_VERSION]);
  const production = docsVersionsOptions(dir, { includeFixture: false });
  expect(production.onlyIncludeVersions).toEqual(['current', '8.x']);
  expect(production.versions).toEqual({
    current: { label: 'v8.29.3', path: '', banner: 'none' },
    '8.x': { label: '8.x', banner: 'unmaintained' },
  });
  const test = docsVersionsOptions(dir, { includeFixture: true });
  expect(test.onlyIncludeVersions).toEqual(['current', '8.x', FIXTURE_VERSION]);
  expect(test.versions[FIXTURE_VERSION]).toEqual({ label: 'Fixture', banner: 'unmaintained' });
});

test("the site's versions.json lists the fixture", () => {
  expect(cutVersions(siteDir)).toContain(FIXTURE_VERSION);
  expect(existsSync(path.join(siteDir, 'versioned_docs/version-fixture/react-data-grid/sorting.mdx'))).toBe(
    true,
  );
});

test('a malformed versions.json is a clear error; no file means no cut version', () => {
  const dir = siteWithVersions([]);
  writeFileSync(path.join(dir, 'versions.json'), '["../x"]');
  expect(() => cutVersions(dir)).toThrow(/must be a list of version names/);
  expect(cutVersions(tempDir('no-versions-'))).toEqual([]);
});

test('retiring a version deletes exactly its files and its versions.json entry', () => {
  const dir = siteWithVersions(['8.x', '7.x']);
  for (const version of ['8.x', '7.x']) {
    touch(path.join(dir, `versioned_docs/version-${version}/introduction/index.mdx`), '# x');
    touch(path.join(dir, `versioned_sidebars/version-${version}-sidebars.json`));
    touch(path.join(dir, `versioned_api/version-${version}.json`));
    touch(path.join(dir, `i18n/zh/docusaurus-plugin-content-docs/version-${version}.json`));
  }
  expect(
    versionFiles(dir, '8.x')
      .map((file) => path.relative(dir, file))
      .sort(),
  ).toEqual([
    'i18n/zh/docusaurus-plugin-content-docs/version-8.x.json',
    'versioned_api/version-8.x.json',
    'versioned_docs/version-8.x',
    'versioned_sidebars/version-8.x-sidebars.json',
  ]);
  retireVersion(dir, '8.x');
  expect(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8'))).toEqual(['7.x']);
  expect(versionFiles(dir, '8.x')).toEqual([]);
  expect(versionFiles(dir, '7.x')).toHaveLength(4);
  expect(() => retireVersion(dir, '8.x')).toThrow(/No version 8\.x/);
  expect(() => retireVersion(siteWithVersions([FIXTURE_VERSION]), FIXTURE_VERSION)).toThrow(/fixture/);
});

test("a cut version's sidebar points its API reference at the version's own pages, under keys of its own", () => {
  const current = [
    {
      type: 'category',
      key: '/react-data-grid-group',
      items: [
        { type: 'doc', id: 'react-data-grid/sorting', key: '/react-data-grid/sorting' },
        {
          type: 'category',
          key: '/api/data-grid-group',
          items: [
            { type: 'link', href: '/x/api/data-grid/', key: '/api/data-grid/' },
            { type: 'link', href: '/x/api/data-grid/data-grid/', key: '/api/data-grid/data-grid' },
          ],
        },
        { type: 'link', href: 'https://github.com/mui/mui-x' },
      ],
    },
  ];
  const frozen = JSON.stringify(versionSidebars({ docs: current }, '8.x'));
  expect(frozen).toContain('"href":"/x/8.x/api/data-grid/data-grid/"');
  expect(frozen).toContain('"href":"/x/8.x/api/data-grid/"');
  expect(frozen).not.toContain('"/x/api/');
  // The version's group stays in its own metadata (plugins/version-metadata fills `/api/<product>-group`).
  expect(frozen).toContain('"key":"/api/data-grid-group@8.x"');
  expect(frozen).toContain('"id":"react-data-grid/sorting"');
  expect(frozen).toContain('"href":"https://github.com/mui/mui-x"');
  // The input is left as it was.
  expect(JSON.stringify(current)).toContain('"/x/api/data-grid/data-grid/"');
});

test("the fixture version's frozen API data is valid and holds the page its sidebar links to", () => {
  const data = readApiVersionData(versionedApiFile(siteDir, FIXTURE_VERSION));
  expect(data.pages.map((page) => page.path)).toEqual(['/api/data-grid/data-grid/', '/api/data-grid/']);
  const sidebar = readFileSync(
    path.join(siteDir, 'versioned_sidebars/version-fixture-sidebars.json'),
    'utf8',
  );
  expect(sidebar).toContain('"href": "/x/fixture/api/data-grid/data-grid/"');
});
