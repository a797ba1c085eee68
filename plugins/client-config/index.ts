/**
 * Keeps the plugins' and presets' options out of the site config the browser loads. Docusaurus serialises
 * the whole config into `.docusaurus/docusaurus.config.mjs`, which the main bundle of every page carries,
 * and no client code reads its `plugins`, `presets` or `themes` lists (1.3 KB gzip here, and it grows with
 * every option a plugin takes). The server build keeps the full config. maintainers/performance.md, "What keeps pages light".
 */
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

/** The only keys this plugin may empty: none of them is read in the browser. */
export const DROPPABLE_KEYS = ['plugins', 'presets', 'themes'] as const;

export interface ClientConfigPluginOptions {
  /** Config keys to empty in the client build. */
  dropKeys: Array<(typeof DROPPABLE_KEYS)[number]>;
  id?: string;
}

export default function clientConfigPlugin(
  context: LoadContext,
  options: ClientConfigPluginOptions,
): Plugin<void> {
  return {
    name: 'client-config',
    configureWebpack(_config, isServer) {
      if (isServer || options.dropKeys.length === 0) return {};
      return {
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
              use: [{ loader: path.join(__dirname, 'loader.cjs'), options: { keys: options.dropKeys } }],
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
  Partial<ClientConfigPluginOptions> | undefined,
  ClientConfigPluginOptions
>): ClientConfigPluginOptions {
  const dropKeys = options?.dropKeys ?? [...DROPPABLE_KEYS];
  const unknown = Array.isArray(dropKeys)
    ? dropKeys.filter((key) => !(DROPPABLE_KEYS as readonly string[]).includes(key))
    : [String(dropKeys)];
  if (!Array.isArray(dropKeys) || unknown.length > 0) {
    throw new Error(
      `client-config: dropKeys may only list ${DROPPABLE_KEYS.join(', ')}; got ${unknown.join(', ')}.`,
    );
  }
  return { dropKeys, id: options?.id ?? 'default' };
}
