/**
 * mdx-refresh: in `npm start`, puts the MDX refresh loader (`loader.cjs`, `transform.ts`) after Docusaurus's
 * MDX loader for the docs pages, so that editing a page or one of its demos re-renders its article only
 * (README "While you write"). It also keeps the rebuild of an edit short: Rspack updates the chunk graph instead
 * of building it again, and the docs plugin's reload waits for the rebuild (`../shared/bundlerActivity.ts`).
 * Builds are untouched.
 */
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { BundlerActivityPlugin } from '../shared/bundlerActivity';

export interface MdxRefreshPluginOptions {
  id?: string;
  /** Default: on when `NODE_ENV` is `development` (what `docusaurus start` sets). */
  enabled?: boolean;
}

export default function mdxRefreshPlugin(
  context: LoadContext,
  options: MdxRefreshPluginOptions,
): Plugin<void> {
  const enabled = options.enabled ?? process.env.NODE_ENV === 'development';
  return {
    name: 'mdx-refresh',
    configureWebpack(_config, isServer) {
      if (!enabled || isServer) return {};
      return {
        // Lets the docs plugin's reload wait for the rebuild that brings an edit to the screen.
        plugins: [new BundlerActivityPlugin()],
        // Rspack rebuilds the chunk graph of the whole site (a chunk per page and per demo) on every edit unless
        // told to update it; only in `npm start`, where the chunks are never shipped.
        experiments: { incremental: { buildChunkGraph: true } },
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              include: [path.join(context.siteDir, 'docs')],
              // `post` loaders run last: this one gets the JavaScript @docusaurus/mdx-loader produced.
              enforce: 'post',
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
  MdxRefreshPluginOptions | undefined,
  MdxRefreshPluginOptions
>): MdxRefreshPluginOptions {
  const unknown = Object.keys(options ?? {}).filter((key) => key !== 'id' && key !== 'enabled');
  if (unknown.length > 0) throw new Error(`mdx-refresh: unknown option(s) ${unknown.join(', ')}.`);
  if (options?.enabled !== undefined && typeof options.enabled !== 'boolean') {
    throw new Error('mdx-refresh: `enabled` must be a boolean.');
  }
  return { id: options?.id ?? 'default', enabled: options?.enabled };
}
