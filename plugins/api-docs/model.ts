/**
 * The extracted API model, from the disk cache when its key matches, otherwise extracted and cached.
 * Synchronous, so the plugin can write the generated pages while it is created (see index.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiModel } from '../../src/api/types';
import { API_PRODUCTS } from './config';
import { cacheKey, generatorSources, installedVersion, readCachedModel, writeCachedModel } from './cache';
import { DEFAULT_API_DOCS_OPTIONS } from './options';
import { SKIP_RULES } from './skip-list';

export interface LoadedApiModel {
  model: ApiModel;
  key: string;
  cacheFile: string;
  /** `memory`: already loaded by this process; `disk`: read from the cache; `extracted`: generated now. */
  source: 'memory' | 'disk' | 'extracted';
  milliseconds: number;
}

/** This site's root: the plugin lives in `<site>/plugins/api-docs`. */
export const SITE_DIR = path.resolve(__dirname, '..', '..');

// Models already loaded by this module instance. Code loaded through another module registry (the
// config, a remark plugin) has its own copy and reads the disk cache once.
const memory = new Map<string, ApiModel>();

/**
 * The extractor, required only when the cache misses: sidebars.ts reads the sidebar groups through this
 * module on every docs reload of `npm start` (plugins/api-docs/sidebar.ts), and loading TypeScript each
 * time would slow every edit.
 */
function extract(): typeof import('./extract').extractApiModel {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('./extract') as typeof import('./extract')).extractApiModel;
}

export function loadApiModel(options: { siteDir?: string; cacheDir?: string } = {}): LoadedApiModel {
  const started = Date.now();
  const siteDir = options.siteDir ?? SITE_DIR;
  const nodeModulesDir = path.join(siteDir, 'node_modules');
  const packages = [
    ...API_PRODUCTS.flatMap((product) => product.packages.map((pkg) => pkg.name)),
    'typescript',
  ];
  const key = cacheKey({
    versions: Object.fromEntries(packages.map((name) => [name, installedVersion(nodeModulesDir, name)])),
    sources: generatorSources(siteDir),
  });
  const cacheFile = path.join(siteDir, options.cacheDir ?? DEFAULT_API_DOCS_OPTIONS.cacheDir, `${key}.json`);
  const inMemory = memory.get(cacheFile);
  if (inMemory)
    return { model: inMemory, key, cacheFile, source: 'memory', milliseconds: Date.now() - started };
  const cached = fs.existsSync(cacheFile) ? readCachedModel(cacheFile) : null;
  const model = cached ?? extract()({ nodeModulesDir, skipRules: SKIP_RULES });
  if (!cached) writeCachedModel(cacheFile, model);
  memory.set(cacheFile, model);
  return { model, key, cacheFile, source: cached ? 'disk' : 'extracted', milliseconds: Date.now() - started };
}
