import { usePluginData } from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { SidebarBadges } from '@site/src/pageTree/types';
import type { PageTreeGlobalData } from '@site/src/pageTree/types';

/** Badges the page tree gives the page at `permalink` (for example its plan), if any. */
export function usePageBadges(permalink: string): SidebarBadges | undefined {
  const data = usePluginData('page-tree') as PageTreeGlobalData | undefined;
  const base = useBaseUrl('/');
  const sitePath = permalink.startsWith(base) ? `/${permalink.slice(base.length)}` : permalink;
  return data?.badges[sitePath] ?? data?.badges[sitePath.replace(/\/$/, '')];
}
