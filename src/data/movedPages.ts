/**
 * Pages that moved. The old path keeps working: `plugins/moved-pages` adds a small page there that sends
 * the reader on to the new one (a client redirect, with a meta refresh and a plain link as fallbacks).
 * Paths as in the navigation tree (src/data/pages.ts): without `/x` and without a trailing slash.
 */
export interface MovedPage {
  from: string;
  to: string;
}

export const movedPages: readonly MovedPage[] = [
  { from: '/react-data-grid/getting-started', to: '/react-data-grid/quickstart' },
  { from: '/react-date-pickers/getting-started', to: '/react-date-pickers/quickstart' },
  { from: '/react-charts/getting-started', to: '/react-charts/quickstart' },
  { from: '/react-tree-view/getting-started', to: '/react-tree-view/quickstart' },
];
