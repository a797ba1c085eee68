/**
 * api-docs: API reference pages generated from the installed MUI X packages' type declarations.
 *
 * The extraction (extract.ts, cached by model.ts) runs when the config loads, because the sidebar
 * needs the component list; this plugin writes the per-page JSON and MDX stubs under `<docs>/api`
 * before the docs plugin reads the docs folder, and rewrites them when a docs page's front matter
 * changes (the demos lists come from `components:` front matter).
 */
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { collectBadges } from '../../src/pageTree/toSidebar';
import { collectDemos } from './demos';
import { loadApiModel } from './model';
import { normalizeApiDocsOptions, type ApiDocsPluginOptions } from './options';
import { planApiPages, syncGeneratedFiles, type SyncResult } from './pages';

export type { ApiDocsPluginOptions } from './options';

export interface ApiDocsContent {
  components: number;
  interfaces: number;
  files: SyncResult;
}

function generate(siteDir: string, options: ApiDocsPluginOptions): ApiDocsContent {
  const loaded = loadApiModel({ siteDir, cacheDir: options.cacheDir });
  const docsDir = path.join(siteDir, options.docsDir);
  const demos = collectDemos(docsDir, collectBadges(options.pageTree));
  const files = syncGeneratedFiles(path.join(docsDir, 'api'), planApiPages({ model: loaded.model, demos }));
  if (loaded.source === 'extracted') {
    console.log(
      `[api-docs] extracted ${loaded.model.components.length} components in ${loaded.milliseconds} ms (cache ${loaded.key})`,
    );
  }
  return { components: loaded.model.components.length, interfaces: loaded.model.interfaces.length, files };
}

export default function apiDocsPlugin(
  context: LoadContext,
  options: ApiDocsPluginOptions,
): Plugin<ApiDocsContent> {
  // Written now, while plugins are created: the docs plugin lists the docs folder later, in loadContent.
  generate(context.siteDir, options);
  return {
    name: 'api-docs',
    getPathsToWatch() {
      return [path.join(context.siteDir, options.docsDir, '**', '*.{md,mdx}')];
    },
    async loadContent() {
      return generate(context.siteDir, options);
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<Partial<ApiDocsPluginOptions>, ApiDocsPluginOptions>): ApiDocsPluginOptions {
  return normalizeApiDocsOptions(options);
}
