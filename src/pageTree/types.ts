/** One entry of the navigation tree (maintainers/writing.md, "The navigation tree and badges"). */
export type Plan = 'pro' | 'premium';

export interface PageTreeNode {
  /** Site path without the /x prefix for pages (`/react-data-grid/sorting`), or an absolute https URL. */
  pathname: string;
  /** Label in the sidebar; derived from the last path segment when omitted. */
  title?: string;
  /** Renders the node as a small uppercase section label over its children. */
  subheader?: string;
  children?: PageTreeNode[];
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  /**
   * A page with a route of its own rather than a docs page (the API reference, plugins/api-docs): the
   * sidebar links to its address instead of naming a doc.
   */
  route?: boolean;
}

/** What a sidebar item carries in `customProps`, read by the swizzled sidebar. */
export interface SidebarBadges {
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  /** Set on category items that stand for a subheader. */
  subheader?: boolean;
}

/** The page-tree plugin's global data, read by the theme. */
export interface PageTreeGlobalData {
  /** Pathname (relative to the site root) → badges, for pages that carry any. */
  badges: Record<string, SidebarBadges>;
}
