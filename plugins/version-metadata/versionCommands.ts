/**
 * `npm run version:cut -- <version>` and `npm run version:retire -- <version>` (docusaurus CLI commands added
 * by this plugin). maintainers/versions-and-translations.md, "Versions".
 *
 * Cutting runs Docusaurus's `docs:version`, which freezes the guide pages and their demos
 * (`versioned_docs/version-<v>/`), the navigation tree with its badges (`versioned_sidebars/version-<v>-sidebars.json`,
 * generated from src/data/pages.ts) and lists the version in versions.json; then it points the version's
 * sidebar at the version's own API pages and freezes those pages (made from the installed packages) into
 * `versioned_api/version-<v>.json`, from which plugins/api-docs serves them at `/x/<v>/api/…`, so the version
 * keeps its own props after the packages are upgraded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadApiModel } from '../api-docs/model';
import { API_PRODUCTS } from '../api-docs/config';
import { installedVersion } from '../api-docs/cache';
import { collectDemos } from '../api-docs/demos';
import { apiVersionData, versionedApiFile, writeApiVersionData } from '../api-docs/versionData';
import { collectBadges } from '../../src/pageTree/toSidebar';
import { pages } from '../../src/data/pages';
import { BASE_URL } from '../../src/constants';
import { cutVersions, FIXTURE_VERSION } from './docsVersions';

/** A version name a maintainer may cut: starts with a digit (`8.x`, `8.29`), then letters, digits, `.`, `-`. */
export function checkVersionName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !/^\d[\w.-]{0,31}$/.test(name)) {
    throw new Error(`Version names start with a digit, like 8.x (got "${String(name)}").`);
  }
}

/** Freezes the API pages of the installed packages, their demo links included, as the version's own. */
export function snapshotApi(siteDir: string, version: string): string {
  const { model } = loadApiModel({ siteDir });
  const nodeModules = path.join(siteDir, 'node_modules');
  const names = [
    ...new Set(API_PRODUCTS.flatMap((product) => product.packages.map((pkg) => pkg.name))),
  ].sort();
  const packages = Object.fromEntries(names.map((name) => [name, installedVersion(nodeModules, name)]));
  const demos = collectDemos(path.join(siteDir, 'docs'), collectBadges(pages));
  const file = versionedApiFile(siteDir, version);
  mkdirSync(path.dirname(file), { recursive: true });
  writeApiVersionData(file, apiVersionData(model, demos, packages));
  return file;
}

type SidebarNode = { type?: unknown; href?: unknown; key?: unknown; items?: unknown };

/**
 * The cut version's sidebar with its API reference pointing at the version's own API pages: `docs:version`
 * copies the current sidebar, whose API links (routes, not docs) name the current pages. Each product's API
 * group also gets a key of its own (`/api/<product>-group@<version>`), so plugins/version-metadata leaves
 * it in the version's metadata instead of filling it with the current version's items.
 */
export function versionSidebars(sidebars: Record<string, unknown>, version: string): Record<string, unknown> {
  const currentApi = `${BASE_URL}api/`;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const item = { ...(node as SidebarNode) };
    if (item.type === 'link' && typeof item.href === 'string' && item.href.startsWith(currentApi)) {
      item.href = `${BASE_URL}${version}/api/${item.href.slice(currentApi.length)}`;
    }
    if (typeof item.key === 'string' && /^\/api\/[a-z][a-z-]*-group$/.test(item.key)) {
      item.key = `${item.key}@${version}`;
    }
    if (item.items !== undefined) item.items = visit(item.items);
    return item;
  };
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, visit(items)]));
}

/**
 * Formats the JSON files a cut or a retirement writes with the project's Prettier, as `npm run format` would:
 * `docs:version` writes versions.json and the sidebar with JSON.stringify's layout, which `npm run
 * format:check` refuses, and a retirement then puts versions.json back byte for byte.
 */
function formatJsonFiles(siteDir: string, files: string[]): void {
  const prettier = path.join(siteDir, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  if (!existsSync(prettier)) {
    console.warn('[version-metadata] Prettier is not installed: run `npm run format` on the version files.');
    return;
  }
  const result = spawnSync(process.execPath, [prettier, '--write', '--log-level', 'warn', ...files], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Prettier could not format ${files.join(', ')}.`);
}

function versionSidebarFile(siteDir: string, version: string): string {
  return path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`);
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
  const sidebarFile = versionSidebarFile(siteDir, version);
  const sidebars = JSON.parse(readFileSync(sidebarFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(sidebarFile, `${JSON.stringify(versionSidebars(sidebars, version), null, 2)}\n`);
  const file = snapshotApi(siteDir, version);
  formatJsonFiles(siteDir, [path.join(siteDir, 'versions.json'), sidebarFile, file]);
  console.log(`[version:cut] ${version}: API pages frozen in ${path.relative(siteDir, file)}.`);
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
    versionSidebarFile(siteDir, version),
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
  const versionsFile = path.join(siteDir, 'versions.json');
  writeFileSync(versionsFile, `${JSON.stringify(versions.filter((name) => name !== version))}\n`);
  formatJsonFiles(siteDir, [versionsFile]);
  return removed;
}
