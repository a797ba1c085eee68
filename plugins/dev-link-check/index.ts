/**
 * dev-link-check: while `npm start` runs, learns the site's routes after every content load (the docs, the
 * generated API pages and `src/pages`) so that `remark.ts` can warn about a link to a missing page when a page
 * is compiled. Inactive in builds (`NODE_ENV=production`), where Docusaurus's own broken-link check fails them.
 */
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { normaliseRoute } from './links';
import { setKnownRoutes } from './registry';

export interface DevLinkCheckPluginOptions {
  id?: string;
  /** Default: on when `NODE_ENV` is `development` (what `docusaurus start` sets). */
  enabled?: boolean;
}

interface Permalinked {
  permalink: string;
}

/**
 * Every permalink of the loaded content: docs of every version, the API pages `plugins/api-docs` adds to the
 * docs plugin's content (`apiPages`), and pages.
 */
export function permalinksOf(allContent: Record<string, Record<string, unknown> | undefined>): string[] {
  const out: string[] = [];
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    const { loadedVersions = [], apiPages = [] } =
      (content as { loadedVersions?: { docs: Permalinked[] }[]; apiPages?: Permalinked[] } | undefined) ?? {};
    for (const version of loadedVersions) out.push(...version.docs.map((doc) => doc.permalink));
    out.push(...apiPages.map((page) => page.permalink));
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    if (Array.isArray(content)) out.push(...(content as Permalinked[]).map((page) => page.permalink));
  }
  return out;
}

export default function devLinkCheckPlugin(
  context: LoadContext,
  options: DevLinkCheckPluginOptions,
): Plugin<void> {
  const enabled = options.enabled ?? process.env.NODE_ENV === 'development';
  return {
    name: 'dev-link-check',
    async allContentLoaded({ allContent }) {
      if (!enabled) {
        setKnownRoutes(undefined);
        return;
      }
      const routes = new Set(
        permalinksOf(allContent as Record<string, Record<string, unknown>>).map(normaliseRoute),
      );
      // The home page and the bare base URL always exist.
      routes.add(normaliseRoute(context.siteConfig.baseUrl));
      setKnownRoutes({ baseUrl: context.siteConfig.baseUrl, routes });
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  DevLinkCheckPluginOptions | undefined,
  DevLinkCheckPluginOptions
>): DevLinkCheckPluginOptions {
  const unknown = Object.keys(options ?? {}).filter((key) => key !== 'id' && key !== 'enabled');
  if (unknown.length > 0) throw new Error(`dev-link-check: unknown option(s) ${unknown.join(', ')}.`);
  if (options?.enabled !== undefined && typeof options.enabled !== 'boolean') {
    throw new Error('dev-link-check: `enabled` must be a boolean.');
  }
  return { id: options?.id ?? 'default', enabled: options?.enabled };
}
