import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { pages } from './src/data/pages';
import { toSidebarItems } from './src/pageTree/toSidebar';

// The sidebar is generated from the page tree (src/data/pages.ts); edit the tree, not this file.
const sidebars = {
  docs: toSidebarItems(pages),
} as unknown as SidebarsConfig;

export default sidebars;
