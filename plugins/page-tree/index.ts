import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import type { PageTreeNode } from '../../src/pageTree/types';
import { collectBadges, collectPagePaths } from '../../src/pageTree/toSidebar';
import { validatePageTree } from './validate';

export interface PageTreePluginOptions {
  /** The navigation tree; see src/data/pages.ts. */
  tree: PageTreeNode[];
  id?: string;
}

export interface PageTreeGlobalData {
  /** Pathname (relative to the site root) → badges, for pages that carry any. */
  badges: ReturnType<typeof collectBadges>;
}

interface DocsPluginContent {
  loadedVersions: { docs: { permalink: string }[] }[];
}

/**
 * Publishes the page tree's badges (plan, new, planned, unstable) to the theme and checks at build time
 * that every page of the tree exists, so a typo in the tree fails the build instead of leaving a dead link.
 */
export default function pageTreePlugin(context: LoadContext, options: PageTreePluginOptions): Plugin<void> {
  const baseUrl = context.siteConfig.baseUrl;
  return {
    name: 'page-tree',
    async allContentLoaded({ allContent, actions }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        DocsPluginContent | undefined;
      const permalinks = new Set(
        (docsContent?.loadedVersions ?? []).flatMap((version) =>
          version.docs.map((doc) => doc.permalink.replace(/\/$/, '')),
        ),
      );
      const missing = collectPagePaths(options.tree).filter(
        (pathname) => !permalinks.has(`${baseUrl}${pathname.replace(/^\//, '')}`.replace(/\/$/, '')),
      );
      if (missing.length > 0) {
        throw new Error(`page-tree: these entries of src/data/pages.ts have no page: ${missing.join(', ')}`);
      }
      const data: PageTreeGlobalData = { badges: collectBadges(options.tree) };
      actions.setGlobalData(data);
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<PageTreePluginOptions, PageTreePluginOptions>): PageTreePluginOptions {
  const problems = validatePageTree(options?.tree);
  if (problems.length > 0) {
    throw new Error(`page-tree: invalid tree option:\n- ${problems.join('\n- ')}`);
  }
  return { ...options, id: options.id ?? 'default' };
}
