/**
 * Prism on first use. theme-classic registers a client module that imports prism-react-renderer and adds
 * the configured `prism.additionalLanguages` at start-up, on every page: evaluating Prism and its
 * languages took about 40 ms of main-thread time before hydration (160 ms on a phone-class CPU), on pages
 * with no code at all. This plugin swaps that client module for an empty one; `src/code/prism.ts` loads
 * Prism and the same languages (through `@theme/prism-include-languages`, which still reads the config) the
 * first time a code block renders. README, "What keeps pages light".
 */
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

export interface PrismOnDemandPluginOptions {
  id?: string;
}

/** theme-classic's start-up client module (not `@theme/prism-include-languages`, which stays). */
export const THEME_PRISM_CLIENT_MODULE =
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

export default function prismOnDemandPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
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
