import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { currentVersionLabel, installedLibVersion } from '@site/plugins/version-metadata/installedVersion';
import { tempDirsOfThisFile } from '../tempDirs';

/** Temporary folders made by this file, removed after it. */
const tempDir = tempDirsOfThisFile();

const siteDir = path.resolve(__dirname, '../../..');

function siteWithManifest(manifest: string): string {
  const dir = tempDir('installed-version-');
  const packageDir = path.join(dir, 'node_modules', '@mui', 'x-data-grid');
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(path.join(packageDir, 'package.json'), manifest);
  return dir;
}

test('the current version is the installed @mui/x-data-grid version', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(siteDir, 'node_modules/@mui/x-data-grid/package.json'), 'utf8'),
  ) as { version: string };
  expect(installedLibVersion(siteDir)).toBe(manifest.version);
  expect(currentVersionLabel(siteDir)).toBe(`v${manifest.version}`);
});

/**
 * Packages allowed to differ from the label, each with its reason. `@mui/x-charts-premium` has no 8.29.x
 * release on npm (8.27.0, 8.28.3, then 9.x); the range-bar demos use 8.28.3, which brings its own nested
 * `@mui/x-charts` (docs/react-charts/range-bar.mdx says so to readers).
 */
const knownOtherVersions: Record<string, string> = { '@mui/x-charts-premium': '8.28.3' };

test('every installed @mui/x-* package has the same version as the label', () => {
  const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const muiX = Object.keys(pkg.dependencies).filter((name) => name.startsWith('@mui/x-'));
  expect(muiX.length).toBeGreaterThan(5);
  for (const name of muiX) {
    const installed = JSON.parse(
      readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string };
    const expected = knownOtherVersions[name] ?? installedLibVersion(siteDir);
    expect(`${name}@${installed.version}`).toBe(`${name}@${expected}`);
  }
});

test('reads whatever version is installed, prereleases included', () => {
  expect(installedLibVersion(siteWithManifest('{"version":"9.0.0-beta.2"}'))).toBe('9.0.0-beta.2');
});

test('a missing package, unreadable manifest or invalid version is a clear error', () => {
  expect(() => installedLibVersion(tempDir('no-package-'))).toThrow(
    /cannot read .*x-data-grid.*package\.json/,
  );
  expect(() => installedLibVersion(siteWithManifest('{not json'))).toThrow(/cannot read/);
  expect(() => installedLibVersion(siteWithManifest('{"version":"<b>x</b>"}'))).toThrow(/no valid "version"/);
});
