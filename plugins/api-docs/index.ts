/**
 * api-docs: API reference pages generated from the installed MUI X packages' type declarations.
 *
 * The extraction (extract.ts, cached on disk by model.ts) runs when the plugin is created. The plugin
 * then writes the per-page JSON and MDX stubs under `<docs>/api`, and rewrites them when a docs page's
 * front matter changes (the demos lists come from `components:` front matter). The sidebar's API groups
 * are read from the same cached model by sidebars.ts (sidebar.ts); the plugin writes no file for them.
 *
 * Why the files are written in the factory and not in `loadContent`: the docs plugin lists the docs
 * folder and reads the sidebars in its own `loadContent`, and Docusaurus runs every plugin's
 * `loadContent` in parallel, so the factory is the last point that is certainly earlier. See README
 * "API reference".
 */
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import type { ApiDemoLink } from '../../src/api/types';
import { collectBadges } from '../../src/pageTree/toSidebar';
import { pages } from '../../src/data/pages';
import { collectDemos } from './demos';
import { loadApiModel } from './model';
import { normalizeApiDocsOptions, type ApiDocsPluginOptions } from './options';
import { planApiPages, syncGeneratedFiles, type SyncResult } from './pages';
import { apiPageCacheGroup } from './chunks';

export type { ApiDocsPluginOptions } from './options';

export interface ApiDocsContent {
  components: number;
  interfaces: number;
  files: SyncResult;
}

function demosOf(context: LoadContext, options: ApiDocsPluginOptions): Map<string, ApiDemoLink[]> {
  // Demo links carry the plan mark of the guide page they point to.
  return collectDemos(path.join(context.siteDir, options.docsDir), collectBadges(pages));
}

function generate(
  context: LoadContext,
  options: ApiDocsPluginOptions,
  demos: Map<string, ApiDemoLink[]>,
): ApiDocsContent {
  const started = Date.now();
  const { siteDir } = context;
  const loaded = loadApiModel({ siteDir, cacheDir: options.cacheDir });
  const docsDir = path.join(siteDir, options.docsDir);
  const files = syncGeneratedFiles(path.join(docsDir, 'api'), planApiPages({ model: loaded.model, demos }));
  if (loaded.source === 'extracted') {
    console.log(
      `[api-docs] extracted ${loaded.model.components.length} components in ${loaded.milliseconds} ms (cache ${loaded.key})`,
    );
  }
  console.log(
    `[api-docs] model (${loaded.source}) and ${files.written + files.unchanged} generated files ` +
      `(${files.written} written) in ${Date.now() - started} ms`,
  );
  return { components: loaded.model.components.length, interfaces: loaded.model.interfaces.length, files };
}

const demosKey = (demos: Map<string, ApiDemoLink[]>) => JSON.stringify([...demos]);

export default function apiDocsPlugin(
  context: LoadContext,
  options: ApiDocsPluginOptions,
): Plugin<ApiDocsContent> {
  // Written now, while plugins are created: the docs plugin lists the docs folder later, in loadContent.
  const initialDemos = demosOf(context, options);
  const content = generate(context, options, initialDemos);
  let lastDemos = demosKey(initialDemos);
  return {
    name: 'api-docs',
    async loadContent() {
      return content;
    },
    // Runs after any plugin's content (re)loads, so after every docs edit in `npm start`. The plugin does
    // not watch the docs itself: that would reload the site a second time on every Markdown edit. Pages
    // are rewritten only when a `components:` front matter list changed.
    async allContentLoaded() {
      const demos = demosOf(context, options);
      const key = demosKey(demos);
      if (key === lastDemos) return;
      lastDemos = key;
      generate(context, options, demos);
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const apiDir = path.join(context.siteDir, options.docsDir, 'api');
      return { optimization: { splitChunks: { cacheGroups: { apiPage: apiPageCacheGroup(apiDir) } } } };
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<Partial<ApiDocsPluginOptions>, ApiDocsPluginOptions>): ApiDocsPluginOptions {
  return normalizeApiDocsOptions(options);
}
