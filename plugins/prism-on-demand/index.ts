/**
 * Prism only where code is shown, and set up on first use. theme-classic registers a client module that imports prism-react-renderer and adds
 * the configured `prism.additionalLanguages` at start-up, on every page: evaluating Prism and its
 * languages took about 40 ms of main-thread time before hydration (160 ms on a phone-class CPU), on pages
 * with no code at all. This plugin swaps that client module for an empty one; `src/code/prism.ts` loads
 * Prism and the same languages (through `@theme/prism-include-languages`, which still reads the config) the
 * first time a code block renders. And the code block with Prism goes to one `code-block` chunk that only the
 * pages showing code load: fences render through the code block their page registers
 * (src/components/code/codeBlockRegistry.ts), so the global MDX mapping no longer pulls it into the layout
 * of every page, and the chunk keeps it out of Docusaurus's `common` chunk, which every page loads.
 * README, "What keeps pages light".
 */
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

export interface PrismOnDemandPluginOptions {
  id?: string;
}

/** theme-classic's start-up client module (not `@theme/prism-include-languages`, which stays). */
export const THEME_PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

/**
 * Modules only a code block needs: prism-react-renderer, Prism's extra languages and the theme module that
 * registers them, the highlighter and the block itself (not the copy button, which demos share).
 */
export const CODE_BLOCK_MODULES: readonly RegExp[] = [
  /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/,
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]prism-include-languages\.js$/,
  /[\\/]src[\\/]code[\\/](prism|prismThemeCss|codeMeta)\.ts$/,
  /[\\/]src[\\/]components[\\/]code[\\/](HighlightedCode\.tsx|registerCodeBlock\.ts)$/,
  /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]index\.tsx$/,
];

export const isCodeBlockModule = (resource: string | undefined): boolean =>
  CODE_BLOCK_MODULES.some((pattern) => pattern.test(resource ?? ''));

/** The client bundler's cache group for the code block (above `common`'s priority of 40). */
export const codeBlockCacheGroup = {
  name: 'code-block',
  test: (module: unknown) => isCodeBlockModule((module as { resource?: string }).resource),
  chunks: 'async' as const,
  priority: 44,
  enforce: true,
  reuseExistingChunk: true,
};

export default function prismOnDemandPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        ...(!isServer && {
          optimization: { splitChunks: { cacheGroups: { codeBlock: codeBlockCacheGroup } } },
        }),
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            THEME_PRISM_CLIENT_MODULE,
            path.join(__dirname, 'emptyClientModule.js'),
          ),
        ],
      };
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<PrismOnDemandPluginOptions> | undefined,
  PrismOnDemandPluginOptions
>): PrismOnDemandPluginOptions {
  const unknown = Object.keys(options ?? {}).filter((key) => key !== 'id');
  if (unknown.length > 0) throw new Error(`prism-on-demand: unknown options: ${unknown.join(', ')}.`);
  return { id: options?.id ?? 'default' };
}
