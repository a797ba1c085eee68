/**
 * Keeps the bundler's persistent cache (local builds and `npm start`; CI turns it off, scripts/build-env.cjs) in
 * step with the site's own build code. Rspack reuses a module's cached output until one of the cache's build
 * dependencies changes, and Docusaurus lists only its own files and the site config
 * (core lib/webpack/base.js, `getCacheBuildDependencies`). The site's plugins are named in the config by path and
 * their loaders are given to the bundler by path, never imported, so an edited loader left the previous output in
 * place: a changed `plugins/client-config/routes-loader.cjs` built the old route table until the cache was
 * deleted. This plugin adds every file of the listed folders to the build dependencies.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

export interface BuildCachePluginOptions {
  /** Folders of the site whose files the bundler's output depends on (every file, at any depth). */
  folders: string[];
  id?: string;
}

/** Every file under `dir`, sorted, as absolute paths. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Whether the bundler config has Rspack's persistent cache, the only cache build dependencies apply to. */
function hasPersistentCache(config: { experiments?: unknown }): boolean {
  const cache = (config.experiments as { cache?: unknown } | undefined)?.cache;
  return typeof cache === 'object' && cache !== null && (cache as { type?: unknown }).type === 'persistent';
}

export default function buildCachePlugin(
  context: LoadContext,
  options: BuildCachePluginOptions,
): Plugin<void> {
  const folders = options.folders.map((folder) => path.resolve(context.siteDir, folder));
  for (const folder of folders) {
    if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory())
      throw new Error(`build-cache: ${path.relative(context.siteDir, folder)} is not a folder of the site.`);
  }
  return {
    name: 'build-cache',
    configureWebpack(config) {
      if (!hasPersistentCache(config)) return {};
      // Read at each configuration, so a file added since the last build counts too. Merged after Docusaurus's list.
      return { experiments: { cache: { buildDependencies: folders.flatMap(filesUnder) } } } as never;
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<BuildCachePluginOptions> | undefined,
  BuildCachePluginOptions
>): BuildCachePluginOptions {
  const folders = options?.folders ?? ['plugins'];
  if (
    !Array.isArray(folders) ||
    folders.length === 0 ||
    folders.some((folder) => typeof folder !== 'string' || folder === '' || path.isAbsolute(folder))
  ) {
    throw new Error(
      `build-cache: folders must list folders of the site, relative to it; got ${JSON.stringify(folders)}.`,
    );
  }
  return { folders, id: options?.id ?? 'default' };
}
