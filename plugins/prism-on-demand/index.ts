/**
 * Prism off the path to an interactive page. Three parts:
 * - theme-classic registers a client module that imports prism-react-renderer and adds the configured
 *   `prism.additionalLanguages` at start-up, on every page (about 40 ms of main-thread time before hydration,
 *   160 ms on a phone-class CPU, on pages with no code at all). It is swapped for an empty module.
 * - Prism is not needed to hydrate: the server render gets it synchronously from `src/code/prismOnServer.ts`,
 *   which the client build swaps for an empty module, and in the browser `src/code/prism.ts` loads it as a
 *   chunk of its own only when a block must draw tokens the server did not.
 * - The highlighter goes to a `code-highlighter` chunk that only pages showing code load, and the code
 *   block with its buttons to a `code-block` chunk that only pages with fences load: fences render through
 *   the code block their page registers (src/components/code/codeBlockRegistry.ts), so the global MDX
 *   mapping no longer pulls it into the layout of every page, and the chunks keep both out of Docusaurus's
 *   `common` chunk, which every page loads.
 * maintainers/performance.md, "What keeps pages light".
 */
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

export interface PrismOnDemandPluginOptions {
  id?: string;
}

/** theme-classic's start-up client module (not `@theme/prism-include-languages`, which stays). */
export const THEME_PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

/** The module that gives the server render Prism synchronously; the client build gets an empty one. */
export const PRISM_ON_SERVER_MODULE = /[\\/]src[\\/]code[\\/]prismOnServer\.ts$/;

/**
 * The highlighter every shown snippet needs (fenced code blocks and demo sources): the component, its Prism
 * loader and the token colours. Not Prism, which the browser loads on its own when a block needs it.
 */
export const CODE_HIGHLIGHTER_MODULES: readonly RegExp[] = [
  /[\\/]src[\\/]code[\\/](prism|prismThemeCss)\.ts$/,
  /[\\/]src[\\/]components[\\/]code[\\/]HighlightedCode\.tsx$/,
];

/**
 * What a fenced code block adds to the highlighter: the block itself, its copy button and MUI's toggle
 * buttons (the JS/TS switch). A demo page without fences does not need them to hydrate (its toolbar, which
 * uses them, loads once the page is idle). Not the clipboard helper, which every page's "Copy page" button
 * uses.
 */
export const CODE_BLOCK_MODULES: readonly RegExp[] = [
  /[\\/]src[\\/]components[\\/]code[\\/](CopyButton\.tsx|useClipboardCopy\.ts|liveCodeParts\.tsx|CodeVariantPair\.tsx)$/,
  /[\\/]@mui[\\/]material[\\/](esm[\\/])?ToggleButton(Group)?[\\/]/,
  /[\\/]src[\\/]code[\\/]codeMeta\.ts$/,
  /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]index\.tsx$/,
];

/** One pattern for a list, so the bundler tests modules natively (maintainers/performance.md, "What keeps pages light"). */
const anyOf = (patterns: readonly RegExp[]): RegExp =>
  new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));

/** The client bundler's cache groups for both (above `common`'s priority of 40). */
export const codeHighlighterCacheGroup = {
  name: 'code-highlighter',
  test: anyOf(CODE_HIGHLIGHTER_MODULES),
  chunks: 'async' as const,
  priority: 45,
  enforce: true,
  reuseExistingChunk: true,
};

export const codeBlockCacheGroup = {
  ...codeHighlighterCacheGroup,
  name: 'code-block',
  test: anyOf(CODE_BLOCK_MODULES),
  priority: 44,
};

export default function prismOnDemandPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, { currentBundler }) {
      const empty = path.join(__dirname, 'emptyClientModule.js');
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      if (isServer) return { plugins: [new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, empty)] };
      return {
        optimization: {
          splitChunks: {
            cacheGroups: { codeHighlighter: codeHighlighterCacheGroup, codeBlock: codeBlockCacheGroup },
          },
        },
        plugins: [
          new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, empty),
          new NormalModuleReplacementPlugin(PRISM_ON_SERVER_MODULE, empty),
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
