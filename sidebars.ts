import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { pages } from './src/data/pages';
import { toSidebarItems } from './src/pageTree/toSidebar';
import { readApiSidebarGroups, withApiReference } from './plugins/api-docs/sidebar';

// The sidebar is generated from the page tree (src/data/pages.ts), with each product's API reference
// group (written by the api-docs plugin) appended to its product; edit the tree, not this file.
const sidebars = {
  docs: toSidebarItems(withApiReference(pages, readApiSidebarGroups(path.join(__dirname, '.docusaurus')))),
} as unknown as SidebarsConfig;

export default sidebars;
