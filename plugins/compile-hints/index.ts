/**
 * V8's explicit compile hint on the scripts loaded on demand (maintainers/performance.md, "Start-up work").
 *
 * V8 compiles a function the first time it is called, on the main thread, inside whatever task called it. A
 * demo that mounts calls hundreds of its package's functions for the first time (the data grid's chunk is
 * 430 KB minified), so their compiling lands in the demo's mount tasks, and likewise for the route's modules
 * while the page hydrates. A script that opens with the comment `//# allFunctionsCalledOnLoad` is compiled
 * whole while it streams in, on a background thread (Chromium 136 and later; other engines read a comment).
 *
 * Only chunks loaded on demand get it (`chunks: 'async'`): the route's modules and the demos' code. Not the
 * runtime and the main bundle, which the HTML names: compiled whole, the main bundle became runnable later
 * and the API page's largest paint came later, for no less blocking time. The bundler side is
 * ./bundlerPlugin.ts; production client builds only.
 */
import type { OptionValidationContext, Plugin } from '@docusaurus/types';
import { COMPILE_HINT_SCOPES, CompileHintsBundlerPlugin, type CompileHintScope } from './bundlerPlugin';

export interface CompileHintsPluginOptions {
  /** Which chunks get the hint. Default: `async` (those loaded on demand). */
  chunks: CompileHintScope;
  id?: string;
}

export default function compileHintsPlugin(
  _context: unknown,
  options: CompileHintsPluginOptions,
): Plugin<void> {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production' || options.chunks === 'none') return {};
      return { plugins: [new CompileHintsBundlerPlugin(options.chunks)] };
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  Partial<CompileHintsPluginOptions> | undefined,
  CompileHintsPluginOptions
>): CompileHintsPluginOptions {
  const chunks: unknown = options?.chunks ?? 'async';
  if (!(COMPILE_HINT_SCOPES as readonly unknown[]).includes(chunks)) {
    throw new Error(
      `compile-hints: chunks must be one of ${COMPILE_HINT_SCOPES.join(', ')}; got ${JSON.stringify(chunks)}.`,
    );
  }
  return { chunks: chunks as CompileHintScope, id: options?.id ?? 'default' };
}
