import { usePluginData } from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { SidebarBadges } from '@site/src/pageTree/types';
import type { PageTreeGlobalData } from '@site/src/pageTree/types';
import { useVersionBeingRead } from '@site/src/components/versions/useVersionBeingRead';
import { versionRoot } from '@site/src/components/versions/versionPaths';

interface SidebarItemWithBadges {
  type: string;
  href?: string;
  items?: SidebarItemWithBadges[];
  customProps?: Record<string, unknown>;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * The badges a version's own sidebar gives the page at `permalink` (its item's `customProps`, frozen with
 * the version by `npm run version:cut`), or undefined when no item links to it.
 */
export function badgesInSidebar(
  items: readonly SidebarItemWithBadges[],
  permalink: string,
): SidebarBadges | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.href && withSlash(item.href) === withSlash(permalink)) {
      const { plan, newFeature, planned, unstable } = (item.customProps ?? {}) as SidebarBadges;
      return { plan, newFeature, planned, unstable };
    }
    const found = item.items ? badgesInSidebar(item.items, permalink) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Badges the page at `permalink` has (for example its plan): the page tree's (plugins/page-tree) for the
 * current docs, whose API groups load lazily; the version's frozen sidebar for a page of a cut version, so
 * `/x/8.x/…` shows the badges of 8.x, not those of today's page at the same path.
 */
export function usePageBadges(permalink: string): SidebarBadges | undefined {
  const data = usePluginData('page-tree') as PageTreeGlobalData | undefined;
  const base = useBaseUrl('/');
  const version = useVersionBeingRead() as { isLast: boolean; path: string } | undefined;
  const sidebar = useDocsSidebar();
  if (version && !version.isLast && permalink.startsWith(versionRoot(version))) {
    return badgesInSidebar((sidebar?.items ?? []) as SidebarItemWithBadges[], permalink);
  }
  const sitePath = permalink.startsWith(base) ? `/${permalink.slice(base.length)}` : permalink;
  return data?.badges[sitePath] ?? data?.badges[sitePath.replace(/\/$/, '')];
}
