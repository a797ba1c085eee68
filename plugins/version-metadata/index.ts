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
 * navbar uses none of them and has one version, whose paths stay. README, "What keeps pages light".
 */
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

export interface VersionMetadataPluginOptions {
  /**
   * Empty `version.docs` in the bundled metadata (`useDocById` and `DocCard` then find no doc) and each
   * version's `docs` list in the global data (`useLayoutDoc` and `useActiveDocContext` then find none).
   */
  dropDocsMap: boolean;
  id?: string;
}

/** The route-props files of the docs plugin, where the version metadata lives. */
export const VERSION_PROPS_FILE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function versionMetadataPlugin(
  context: LoadContext,
  options: VersionMetadataPluginOptions,
): Plugin<void> {
  return {
    name: 'version-metadata',
    configureWebpack() {
      if (!options.dropDocsMap) return {};
      return {
        module: {
          rules: [
            {
              test: [VERSION_PROPS_FILE, path.join(context.generatedFilesDir, 'globalData.json')],
              use: [{ loader: path.join(__dirname, 'loader.cjs') }],
            },
          ],
        },
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
  return { dropDocsMap, id: options?.id ?? 'default' };
}
