import type { PageTreeNode, SidebarBadges } from './types';
import { titleFromPathname } from './pageTitle';
import { BASE_URL } from '../constants';

/** The subset of Docusaurus sidebar item shapes the tree produces. */
export type SidebarItem =
  | { type: 'doc'; id: string; label: string; key?: string; customProps?: SidebarBadges }
  | { type: 'link'; href: string; label: string; key?: string; customProps?: SidebarBadges }
  | {
      type: 'category';
      key?: string;
      label: string;
      items: SidebarItem[];
      collapsible: boolean;
      collapsed: boolean;
      customProps?: SidebarBadges;
      className?: string;
    };

/** `/react-data-grid/` → `react-data-grid/index`; `/introduction/licensing` → `introduction/licensing`. */
export function pathnameToDocId(pathname: string): string {
  const trimmed = pathname.replace(/^\/+/, '');
  if (trimmed === '' || trimmed.endsWith('/')) {
    return `${trimmed}index`;
  }
  return trimmed;
}

export function badgesOf(node: PageTreeNode): SidebarBadges | undefined {
  const badges: SidebarBadges = {};
  if (node.plan) badges.plan = node.plan;
  if (node.newFeature) badges.newFeature = true;
  if (node.planned) badges.planned = true;
  if (node.unstable) badges.unstable = true;
  return Object.keys(badges).length > 0 ? badges : undefined;
}

function withBadges<T extends object>(item: T, badges: SidebarBadges | undefined): T {
  return badges ? { ...item, customProps: badges } : item;
}

/**
 * Each item's `key` is its tree pathname: labels repeat across products ("Getting started"), and
 * Docusaurus needs unique keys to name the sidebar strings translators see (`sidebar.docs.doc.<key>`).
 */
export function toSidebarItems(nodes: readonly PageTreeNode[]): SidebarItem[] {
  return nodes.map((node): SidebarItem => ({ ...toSidebarItem(node), key: node.pathname }));
}

function toSidebarItem(node: PageTreeNode): SidebarItem {
  const label = node.title ?? node.subheader ?? titleFromPathname(node.pathname);
  if (node.children) {
    const items = toSidebarItems(node.children);
    if (node.subheader) {
      return {
        type: 'category',
        label: node.subheader,
        items,
        collapsible: false,
        collapsed: false,
        className: 'sidebar-subheader',
        customProps: { ...badgesOf(node), subheader: true },
      };
    }
    return withBadges({ type: 'category', label, items, collapsible: true, collapsed: true }, badgesOf(node));
  }
  if (/^https?:\/\//.test(node.pathname)) {
    return withBadges({ type: 'link', href: node.pathname, label }, badgesOf(node));
  }
  if (node.route) {
    // The page's own address, as the docs plugin gives a doc's (base URL, trailing slash).
    const href = `${BASE_URL}${node.pathname.replace(/^\/+/, '').replace(/\/?$/, '/')}`;
    return withBadges({ type: 'link', href, label }, badgesOf(node));
  }
  return withBadges({ type: 'doc', id: pathnameToDocId(node.pathname), label }, badgesOf(node));
}

/** Every page pathname in the tree, in order (external links excluded). */
export function collectPagePaths(nodes: readonly PageTreeNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.children) return collectPagePaths(node.children);
    return /^https?:\/\//.test(node.pathname) ? [] : [node.pathname];
  });
}

/** Pathname → badges, for the pages that have any (used for the plan mark next to a page's H1). */
export function collectBadges(nodes: readonly PageTreeNode[]): Record<string, SidebarBadges> {
  const out: Record<string, SidebarBadges> = {};
  const visit = (list: readonly PageTreeNode[]) => {
    for (const node of list) {
      if (node.children) visit(node.children);
      else {
        const badges = badgesOf(node);
        if (badges) out[node.pathname] = badges;
      }
    }
  };
  visit(nodes);
  return out;
}
