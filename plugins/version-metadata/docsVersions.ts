import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { currentVersionLabel } from './installedVersion';

/**
 * The committed test version (versioned_docs/version-fixture/: a few pages and one demo). Built only by
 * test builds, so `npm test` covers a site with two versions without building the docs twice.
 */
export const FIXTURE_VERSION = 'fixture';

/** The cut versions, newest first, as `npm run version:cut` lists them in versions.json. */
export function cutVersions(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  if (!existsSync(file)) return [];
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data) || data.some((name) => typeof name !== 'string' || !/^[\w.-]+$/.test(name))) {
    throw new Error(`version-metadata: ${file} must be a list of version names.`);
  }
  return data as string[];
}

interface VersionOptions {
  label: string;
  path?: string;
  banner?: 'none' | 'unreleased' | 'unmaintained';
}

/**
 * The docs plugin's version options: the current docs at `/x/…`, labelled with the installed package
 * version, and each cut version at `/x/<version>/…` with Docusaurus's "older version" banner. The fixture
 * version is left out unless `includeFixture`.
 */
export function docsVersionsOptions(
  siteDir: string,
  { includeFixture }: { includeFixture: boolean },
): { lastVersion: string; onlyIncludeVersions: string[]; versions: Record<string, VersionOptions> } {
  const versions = cutVersions(siteDir).filter((name) => includeFixture || name !== FIXTURE_VERSION);
  return {
    lastVersion: 'current',
    onlyIncludeVersions: ['current', ...versions],
    versions: {
      current: { label: currentVersionLabel(siteDir), path: '', banner: 'none' },
      ...Object.fromEntries(
        versions.map((name) => [
          name,
          { label: name === FIXTURE_VERSION ? 'Fixture' : name, banner: 'unmaintained' },
        ]),
      ),
    },
  };
}
