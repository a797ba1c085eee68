import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import { versionRoot } from '@site/src/components/versions/versionPaths';

/**
 * The current path relative to the root of the docs version being read: `/x/react-data-grid/` and
 * `/x/8.x/react-data-grid/` are both `/react-data-grid/`, so the product switcher, the versions menu and
 * search name the product of a cut version's pages too.
 */
export function useSitePath(): string {
  const { pathname } = useLocation();
  const base = useBaseUrl('/');
  const version = useActiveVersion(undefined);
  const root = version ? versionRoot(version) : base;
  const prefix = pathname.startsWith(root) ? root : base;
  return pathname.startsWith(prefix) ? `/${pathname.slice(prefix.length)}` : pathname;
}
