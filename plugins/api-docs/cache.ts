/**
 * Disk cache of the extracted API model. The key covers everything the extraction reads: the installed
 * version of each documented package and of TypeScript, and the text of the generator's own source
 * files, so a package upgrade or a generator change regenerates and anything else reuses the file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiModel } from '../../src/api/types';

export interface CacheKeyInputs {
  /** Package name → installed version. */
  versions: Record<string, string>;
  /** Source file path (relative, for a stable key) → contents. */
  sources: Record<string, string>;
}

export function cacheKey(inputs: CacheKeyInputs): string {
  const hash = crypto.createHash('sha256');
  for (const name of Object.keys(inputs.versions).sort())
    hash.update(`pkg:${name}@${inputs.versions[name]}\n`);
  for (const file of Object.keys(inputs.sources).sort())
    hash.update(`src:${file}\n${inputs.sources[file]}\n`);
  return hash.digest('hex').slice(0, 16);
}

export function installedVersion(nodeModulesDir: string, packageName: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(nodeModulesDir, packageName, 'package.json'), 'utf8'),
  ) as {
    version?: unknown;
  };
  if (typeof manifest.version !== 'string')
    throw new Error(`api-docs: ${packageName} has no version in package.json`);
  return manifest.version;
}

/** The files the extracted model depends on (extract.ts and what it imports, the cache format). */
export const EXTRACTION_SOURCES = [
  'extract.ts',
  'program.ts',
  'props.ts',
  'classes.ts',
  'slots.ts',
  'imports.ts',
  '../shared/typescript.ts',
  'jsdoc.ts',
  'skip-list.ts',
  'config.ts',
  'model.ts',
  'cache.ts',
];

/** The generator's own sources: the extraction files plus the shared naming and type modules. */
export function generatorSources(siteDir: string): Record<string, string> {
  const pluginDir = path.join(siteDir, 'plugins', 'api-docs');
  // Only what the extraction runs: editing how pages or the sidebar are written must not throw away a
  // model that takes 8–15 s (far more on a busy machine) to extract.
  const files = [
    ...EXTRACTION_SOURCES.map((file) => path.join(pluginDir, file)),
    path.join(siteDir, 'src', 'api', 'names.ts'),
    path.join(siteDir, 'src', 'api', 'types.ts'),
  ];
  return Object.fromEntries(
    files.map((file) => [path.relative(siteDir, file), fs.readFileSync(file, 'utf8')]),
  );
}

function isApiModel(value: unknown): value is ApiModel {
  if (!value || typeof value !== 'object') return false;
  const model = value as Partial<ApiModel>;
  return Array.isArray(model.components) && Array.isArray(model.interfaces) && Array.isArray(model.exports);
}

/** Reads a cached model; a missing, unreadable or malformed file counts as a miss. */
export function readCachedModel(file: string): ApiModel | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return isApiModel(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes through a temporary file and a rename, so a concurrent reader never sees half a file. */
export function writeCachedModel(file: string, model: ApiModel): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(model));
  fs.renameSync(temporary, file);
}
