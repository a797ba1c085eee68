import { useLocation } from '@docusaurus/router';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarBreadcrumbsItem, PropSidebarItem } from '@docusaurus/plugin-content-docs';

const samePath = (a: string | undefined, b: string) =>
  a !== undefined && a.replace(/\/$/, '').toLowerCase() === b.replace(/\/$/, '').toLowerCase();

/**
 * The sidebar items leading to `pathname`: its categories, outermost first, then the page's own item.
 * Docusaurus's `useSidebarBreadcrumbs` only ends on a doc's item; pages with routes of their own (the API
 * reference, plugins/api-docs) are plain links in the sidebar, so the page's item is any link to it.
 */
export function sidebarBreadcrumbs(
  items: readonly PropSidebarItem[],
  pathname: string,
): PropSidebarBreadcrumbsItem[] {
  for (const item of items) {
    if (item.type === 'link' && samePath(item.href, pathname)) return [item];
    if (item.type === 'category') {
      if (samePath(item.href, pathname)) return [item];
      const inner = sidebarBreadcrumbs(item.items, pathname);
      if (inner.length > 0) return [item, ...inner];
    }
  }
  return [];
}

/** The breadcrumbs of the page being shown, from the sidebar in context (null without a sidebar). */
export function useBreadcrumbs(): PropSidebarBreadcrumbsItem[] | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  return sidebar ? sidebarBreadcrumbs(sidebar.items, pathname) : null;
}
