import type { PageTreeNode } from '../../pageTree/types';

/** The Tree View section of the navigation tree (see src/data/pages.ts). */
export const treeViewPages: PageTreeNode = {
  pathname: '/react-tree-view-group',
  title: 'Tree View',
  children: [
    { pathname: '/react-tree-view/', title: 'Overview' },
    { pathname: '/react-tree-view/getting-started' },
  ],
};
