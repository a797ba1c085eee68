/**
 * Keeps the old path of a moved page working (src/data/movedPages.ts): one route per entry, rendered by
 * src/components/specialRoutes/MovedPageRedirect.tsx with the new address as its prop. A real page at the
 * old path (rather than a 404 page that forwards) means the old URL answers 200 and works without
 * JavaScript; the page is `noindex`, so it stays out of the sitemap, the search index and llms.txt.
 */
import * as path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { movedPages } from '../../src/data/movedPages';
import { validateMovedPages } from './validate';

export interface MovedPagesPluginOptions {
  id?: string;
}

export default function movedPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'moved-pages',
    async contentLoaded({ actions }) {
      const moves = validateMovedPages(movedPages, path.join(context.siteDir, 'docs'));
      const base = context.baseUrl;
      for (const { from, to } of moves) {
        actions.addRoute({
          path: `${base}${from.slice(1)}/`,
          component: '@site/src/components/specialRoutes/MovedPageRedirect.tsx',
          exact: true,
          props: { target: `${base}${to.slice(1)}/` },
        });
      }
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<
  MovedPagesPluginOptions | undefined,
  MovedPagesPluginOptions
>): MovedPagesPluginOptions {
  if (options && Object.keys(options).some((key) => key !== 'id')) {
    throw new Error('moved-pages: the only option is `id`; the table is read from src/data/movedPages.ts.');
  }
  return { id: options?.id ?? 'default' };
}
