import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** The current path relative to the site root: `/x/react-data-grid/` → `/react-data-grid/`. */
export function useSitePath(): string {
  const { pathname } = useLocation();
  const base = useBaseUrl('/');
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}
