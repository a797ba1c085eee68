import type { LoadContext, Plugin, OptionValidationContext } from '@docusaurus/types';
import type { PageTreeGlobalData, PageTreeNode } from '../../src/pageTree/types';
import { pages } from '../../src/data/pages';
import { collectBadges, collectPagePaths } from '../../src/pageTree/toSidebar';
import { loadApiSidebarGroups, withApiReference } from '../api-docs/sidebar';
import { validatePageTree } from './validate';

export type { PageTreeGlobalData } from '../../src/pageTree/types';

/**
 * The tree is imported here, not passed as an option: Docusaurus ships every plugin's options to the
 * browser inside the site config of the main bundle.
 */
export interface PageTreePluginOptions {
  id?: string;
}

interface DocsPluginContent {
  loadedVersions: { docs: { permalink: string }[] }[];
}

/** Throws with every problem of the tree (shape, unknown keys, duplicates). */
export function checkPageTree(tree: unknown): asserts tree is PageTreeNode[] {
  const problems = validatePageTree(tree);
  if (problems.length > 0) {
    throw new Error(`page-tree: invalid tree in src/data/pages.ts:\n- ${problems.join('\n- ')}`);
  }
}

/**
 * Publishes the page tree's badges (plan, new, planned, unstable) to the theme, API reference included,
 * and checks at build time that every page of the tree exists, so a typo in the tree fails the build
 * instead of leaving a dead link.
 */
export default function pageTreePlugin(context: LoadContext): Plugin<void> {
  const baseUrl = context.siteConfig.baseUrl;
  checkPageTree(pages);
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
      const missing = collectPagePaths(pages).filter(
        (pathname) => !permalinks.has(`${baseUrl}${pathname.replace(/^\//, '')}`.replace(/\/$/, '')),
      );
      if (missing.length > 0) {
        throw new Error(`page-tree: these entries of src/data/pages.ts have no page: ${missing.join(', ')}`);
      }
      const tree = withApiReference(pages, loadApiSidebarGroups(context.siteDir));
      const data: PageTreeGlobalData = { badges: collectBadges(tree) };
      actions.setGlobalData(data);
    },
  };
}

export function validateOptions({
  options,
}: OptionValidationContext<PageTreePluginOptions | undefined, PageTreePluginOptions>): PageTreePluginOptions {
  if (options && Object.keys(options).some((key) => key !== 'id')) {
    throw new Error('page-tree: the only option is `id`; the tree is read from src/data/pages.ts.');
  }
  return { id: options?.id ?? 'default' };
}
