/**
 * `npm run version:cut -- <version>` and `npm run version:retire -- <version>` (docusaurus CLI commands added
 * by this plugin). maintainers/versions-and-translations.md, "Versions".
 *
 * Cutting runs Docusaurus's `docs:version`, which freezes the guide pages and their demos
 * (`versioned_docs/version-<v>/`), the navigation tree with its badges (`versioned_sidebars/version-<v>-sidebars.json`,
 * generated from src/data/pages.ts) and lists the version in versions.json; then it snapshots the API model the
 * api-docs plugin reads for the installed packages into `versioned_api/version-<v>.json`, so the version keeps
 * its own props after the packages are upgraded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadApiModel } from '../api-docs/model';
import { API_PRODUCTS } from '../api-docs/config';
import { installedVersion } from '../api-docs/cache';
import type { ApiModel } from '../../src/api/types';
import { cutVersions, FIXTURE_VERSION } from './docsVersions';

export const VERSIONED_API_DIR = 'versioned_api';

/** The frozen API data of one version: what `versioned_api/version-<v>.json` holds. */
export interface VersionedApiSnapshot {
  /** Format of this file; bumped when the shape changes. */
  schema: 1;
  version: string;
  /** Package name → the version installed when the version was cut (the model was extracted from it). */
  packages: Record<string, string>;
  /** The api-docs plugin's extracted model (plugins/api-docs/model.ts, `loadApiModel().model`), unchanged. */
  model: ApiModel;
}

export function versionedApiFile(siteDir: string, version: string): string {
  return path.join(siteDir, VERSIONED_API_DIR, `version-${version}.json`);
}

/** A version name a maintainer may cut: starts with a digit (`8.x`, `8.29`), then letters, digits, `.`, `-`. */
export function checkVersionName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !/^\d[\w.-]{0,31}$/.test(name)) {
    throw new Error(`Version names start with a digit, like 8.x (got "${String(name)}").`);
  }
}

export function snapshotApi(siteDir: string, version: string): string {
  const { model } = loadApiModel({ siteDir });
  const nodeModules = path.join(siteDir, 'node_modules');
  const names = [
    ...new Set(API_PRODUCTS.flatMap((product) => product.packages.map((pkg) => pkg.name))),
  ].sort();
  const snapshot: VersionedApiSnapshot = {
    schema: 1,
    version,
    packages: Object.fromEntries(names.map((name) => [name, installedVersion(nodeModules, name)])),
    model,
  };
  const file = versionedApiFile(siteDir, version);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(snapshot)}\n`);
  return file;
}

export function cutVersion(siteDir: string, version: string, docusaurusBin: string): void {
  checkVersionName(version);
  if (cutVersions(siteDir).includes(version))
    throw new Error(`Version ${version} already exists (versions.json).`);
  const result = spawnSync(process.execPath, [docusaurusBin, 'docs:version', version], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`docusaurus docs:version ${version} failed.`);
  const file = snapshotApi(siteDir, version);
  console.log(`[version:cut] ${version}: API model frozen in ${path.relative(siteDir, file)}.`);
}

/** The files and folders a version owns (what retiring it deletes). */
export function versionFiles(siteDir: string, version: string): string[] {
  const i18nDir = path.join(siteDir, 'i18n');
  const translated = existsSync(i18nDir)
    ? readdirSync(i18nDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => {
          const docsDir = path.join(i18nDir, entry.name, 'docusaurus-plugin-content-docs');
          return [path.join(docsDir, `version-${version}`), path.join(docsDir, `version-${version}.json`)];
        })
    : [];
  return [
    path.join(siteDir, 'versioned_docs', `version-${version}`),
    path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`),
    versionedApiFile(siteDir, version),
    ...translated,
  ].filter((file) => existsSync(file));
}

export function retireVersion(siteDir: string, version: string): string[] {
  const versions = cutVersions(siteDir);
  if (!versions.includes(version)) throw new Error(`No version ${version} in versions.json.`);
  if (version === FIXTURE_VERSION) throw new Error('The fixture version belongs to the tests; keep it.');
  const removed = versionFiles(siteDir, version);
  for (const file of removed) rmSync(file, { recursive: true, force: true });
  writeFileSync(
    path.join(siteDir, 'versions.json'),
    `${JSON.stringify(
      versions.filter((name) => name !== version),
      null,
      2,
    )}\n`,
  );
  return removed;
}
