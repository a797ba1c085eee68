/**
 * Keeps the page-by-page `docs` map out of the docs plugin's version metadata. Docusaurus hands every docs
 * page one version module holding the sidebars and, for `useDocById`, the id, title, description and
 * sidebar of every doc: about 17 KB gzip of JavaScript on every page for a map only the classic theme's
 * `DocCard` (category index pages, which this site does not use) reads. Navigation, breadcrumbs and
 * pagination come from the sidebars and each page's own metadata, which stay. README, "What keeps pages light".
 */
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

export interface VersionMetadataPluginOptions {
  /** Empty `version.docs` in the bundled metadata (`useDocById` and `DocCard` then find no doc). */
  dropDocsMap: boolean;
  id?: string;
}

/** The route-props files of the docs plugin, where the version metadata lives. */
export const VERSION_PROPS_FILE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function versionMetadataPlugin(
  _context: LoadContext,
  options: VersionMetadataPluginOptions,
): Plugin<void> {
  return {
    name: 'version-metadata',
    configureWebpack() {
      if (!options.dropDocsMap) return {};
      return {
        module: {
          rules: [{ test: VERSION_PROPS_FILE, use: [{ loader: path.join(__dirname, 'loader.cjs') }] }],
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
