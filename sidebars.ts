import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { pages } from './src/data/pages';
import { toSidebarItems } from './src/pageTree/toSidebar';
import { loadApiSidebarGroups, withApiReference } from './plugins/api-docs/sidebar';

// The sidebar is generated from the page tree (src/data/pages.ts), with each product's API reference
// group (built from the cached API model by plugins/api-docs/sidebar.ts) appended to its product; edit the
// tree, not this file.
const sidebars = {
  docs: toSidebarItems(withApiReference(pages, loadApiSidebarGroups(__dirname))),
} as unknown as SidebarsConfig;

export default sidebars;
