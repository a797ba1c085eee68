/**
 * Keeps the page-by-page `docs` map out of the docs plugin's version metadata. Docusaurus hands every docs
 * page one version module holding the sidebars and, for `useDocById`, the id, title, description and
 * sidebar of every doc: about 17 KB gzip of JavaScript on every page for a map only the classic theme's
 * `DocCard` (category index pages, which this site does not use) reads. Navigation, breadcrumbs and
 * pagination come from the sidebars and each page's own metadata, which stay.
 *
 * The same goes for the docs plugin's global data, in the main bundle: a list of every doc's id, path and
 * sidebar (about 4 KB gzip with 498 docs). Only the classic theme's doc navbar items, version dropdown and
 * version banner read it (`useLayoutDoc`, `useActiveDocContext`, `useDocVersionSuggestions`); this site's
 * navbar uses none of them and has one version, whose paths stay.
 *
 * And the sidebars in that module hold every product's "API reference" group: about 320 links, 58% of the
 * module (5.8 KB of its 10 KB gzip), on every page, where only a product's API pages show them open. With
 * `lazyApiGroups`, each group's items go to a JSON file of their own (apiSidebar.ts) and the group keeps an
 * empty list marked `customProps.apiSidebarGroup`. An API page imports its product's file and registers it
 * (src/components/sidebar/apiSidebarGroups.ts) before the sidebar renders, on the server and in the
 * browser alike; elsewhere the group loads its items when the reader opens it. README, "What keeps pages
 * light".
 */
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { API_SIDEBAR_DIR, collectApiGroups, writeApiSidebarGroups, type SidebarItemLike } from './apiSidebar';
import { cutVersion, retireVersion } from './versionCommands';

export interface VersionMetadataPluginOptions {
  /**
   * Empty `version.docs` in the bundled metadata (`useDocById` and `DocCard` then find no doc) and each
   * version's `docs` list in the global data (`useLayoutDoc` and `useActiveDocContext` then find none).
   */
  dropDocsMap: boolean;
  /** Take the "API reference" groups' items out of the version metadata (see the comment above). */
  lazyApiGroups: boolean;
  id?: string;
}

interface DocsContent {
  loadedVersions: Array<{ docs: unknown[]; sidebars: unknown }>;
}

/**
 * The docs plugin's own conversion of a version's sidebars into what the browser gets, so the files match
 * the version metadata exactly. Internal to @docusaurus/plugin-content-docs (pinned in package.json).
 */
function sidebarsProp(version: DocsContent['loadedVersions'][number]): Record<string, SidebarItemLike[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const props = require('@docusaurus/plugin-content-docs/lib/props.js') as {
    toSidebarsProp?: (loadedVersion: unknown) => Record<string, SidebarItemLike[]>;
  };
  if (typeof props.toSidebarsProp !== 'function') {
    throw new Error('version-metadata: @docusaurus/plugin-content-docs no longer exports toSidebarsProp.');
  }
  return props.toSidebarsProp(version);
}

/**
 * A client cache group per product's API sidebar file: `api-sidebar-data-grid`, loaded on its own. Fixed
 * names and patterns, not functions, so the bundler matches modules natively (maintainers/performance.md, "What keeps pages light").
 */
export function apiSidebarCacheGroups(generatedFilesDir: string, products: Iterable<string>) {
  const dir = path.join(generatedFilesDir, API_SIDEBAR_DIR) + path.sep;
  const escapedDir = dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Object.fromEntries(
    [...products].map((product) => {
      if (!/^[a-z0-9-]+$/.test(product))
        throw new Error(`version-metadata: unexpected product id "${product}".`);
      const group = {
        test: new RegExp(`^${escapedDir}${product}\\.json$`),
        name: `api-sidebar-${product}`,
        chunks: 'async' as const,
        priority: 50,
        enforce: true,
        reuseExistingChunk: true,
      };
      return [`apiSidebar-${product}`, group];
    }),
  );
}

/** The route-props files of the docs plugin, where the version metadata lives. */
export const VERSION_PROPS_FILE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function versionMetadataPlugin(
  context: LoadContext,
  options: VersionMetadataPluginOptions,
): Plugin<void> {
  // The products with an API sidebar file, known once the content is loaded (before the bundler config).
  let apiProducts: string[] = [];
  return {
    name: 'version-metadata',
    extendCli(cli) {
      // Versions as a maintainer uses them (versionCommands.ts; maintainers/versions-and-translations.md, "Versions").
      const run = (action: () => void) => {
        try {
          action();
        } catch (error) {
          console.error(`[version-metadata] ${(error as Error).message}`);
          process.exitCode = 1;
        }
      };
      cli
        .command('version:cut <version>')
        .description('Freeze the current docs, demos, navigation tree and API data as <version> (e.g. 8.x).')
        .action((version: string) =>
          run(() =>
            cutVersion(
              context.siteDir,
              version,
              path.join(context.siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
            ),
          ),
        );
      cli
        .command('version:retire <version>')
        .description(
          'Delete a cut version: its docs, sidebar, API snapshot, translations and versions.json entry.',
        )
        .action((version: string) =>
          run(() => {
            const removed = retireVersion(context.siteDir, version);
            console.log(
              `[version:retire] ${version} removed:\n  ${removed.map((file) => path.relative(context.siteDir, file)).join('\n  ')}`,
            );
          }),
        );
    },
    async allContentLoaded({ allContent }) {
      if (!options.lazyApiGroups) return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const groups = new Map<string, SidebarItemLike[]>();
      for (const version of docs?.loadedVersions ?? []) {
        for (const [product, items] of collectApiGroups(sidebarsProp(version))) groups.set(product, items);
      }
      writeApiSidebarGroups(context.generatedFilesDir, groups);
      apiProducts = [...groups.keys()];
    },
    configureWebpack(_config, isServer) {
      const loader = path.join(__dirname, 'loader.cjs');
      const rules = [
        ...(options.dropDocsMap
          ? [{ test: path.join(context.generatedFilesDir, 'globalData.json'), use: [{ loader }] }]
          : []),
        ...(options.dropDocsMap || options.lazyApiGroups
          ? [
              {
                test: VERSION_PROPS_FILE,
                use: [
                  {
                    loader,
                    options: { dropDocsMap: options.dropDocsMap, lazyApiGroups: options.lazyApiGroups },
                  },
                ],
              },
            ]
          : []),
      ];
      if (rules.length === 0) return {};
      return {
        module: { rules },
        ...(!isServer &&
          options.lazyApiGroups && {
            optimization: {
              splitChunks: { cacheGroups: apiSidebarCacheGroups(context.generatedFilesDir, apiProducts) },
            },
          }),
      };
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<VersionMetadataPluginOptions> | undefined,
  VersionMetadataPluginOptions
>): VersionMetadataPluginOptions {
  const dropDocsMap = options?.dropDocsMap ?? true;
  if (typeof dropDocsMap !== 'boolean') throw new Error('version-metadata: dropDocsMap must be a boolean.');
  const lazyApiGroups = options?.lazyApiGroups ?? true;
  if (typeof lazyApiGroups !== 'boolean')
    throw new Error('version-metadata: lazyApiGroups must be a boolean.');
  return { dropDocsMap, lazyApiGroups, id: options?.id ?? 'default' };
}
