/**
 * dev-overlay: in `npm start`, the browser's dev overlay shows, beside Docusaurus's compilation errors, the demo
 * type errors (`plugins/dev-typecheck`) and links to missing pages (`plugins/dev-link-check`) at the writer's
 * file:line:column, and hides them once fixed; hot updates go on meanwhile (README "While you write").
 * `compilerPlugin.ts` turns the problems into compilation warnings; this plugin adds it to the client compiler
 * and tells the dev server's overlay to show those warnings (its `client.overlay.warnings` filter, through the
 * `devServer` options Docusaurus merges from the plugins' config). Builds are untouched.
 */
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { DevProblemsPlugin, isDevProblemWarning } from './compilerPlugin';

export interface DevOverlayPluginOptions {
  id?: string;
  /** Default: on when `NODE_ENV` is `development` (what `docusaurus start` sets). */
  enabled?: boolean;
}

export default function devOverlayPlugin(
  _context: LoadContext,
  options: DevOverlayPluginOptions,
): Plugin<void> {
  const enabled = options.enabled ?? process.env.NODE_ENV === 'development';
  return {
    name: 'dev-overlay',
    configureWebpack(_config, isServer) {
      if (!enabled || isServer) return {};
      return {
        plugins: [new DevProblemsPlugin()],
        devServer: { client: { overlay: { warnings: isDevProblemWarning } } },
      };
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  DevOverlayPluginOptions | undefined,
  DevOverlayPluginOptions
>): DevOverlayPluginOptions {
  const unknown = Object.keys(options ?? {}).filter((key) => key !== 'id' && key !== 'enabled');
  if (unknown.length > 0) throw new Error(`dev-overlay: unknown option(s) ${unknown.join(', ')}.`);
  if (options?.enabled !== undefined && typeof options.enabled !== 'boolean') {
    throw new Error('dev-overlay: `enabled` must be a boolean.');
  }
  return { id: options?.id ?? 'default', enabled: options?.enabled };
}
