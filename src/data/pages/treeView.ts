import type { PageTreeNode } from '../../pageTree/types';

/** The Tree View section of the navigation tree (see src/data/pages.ts). */
export const treeViewPages: PageTreeNode = {
  pathname: '/react-tree-view-group',
  title: 'Tree View',
  children: [
    { pathname: '/react-tree-view/', title: 'Overview' },
    { pathname: '/react-tree-view/quickstart' },
    {
      pathname: '/react-tree-view/simple-tree-view',
      subheader: 'Simple Tree View',
      children: [
        { pathname: '/react-tree-view/simple-tree-view/items' },
        { pathname: '/react-tree-view/simple-tree-view/selection' },
        { pathname: '/react-tree-view/simple-tree-view/expansion' },
        { pathname: '/react-tree-view/simple-tree-view/customization' },
        { pathname: '/react-tree-view/simple-tree-view/focus' },
      ],
    },
    {
      pathname: '/react-tree-view/rich-tree-view',
      subheader: 'Rich Tree View',
      children: [
        { pathname: '/react-tree-view/rich-tree-view/items' },
        { pathname: '/react-tree-view/rich-tree-view/selection' },
        { pathname: '/react-tree-view/rich-tree-view/expansion' },
        { pathname: '/react-tree-view/rich-tree-view/customization' },
        { pathname: '/react-tree-view/rich-tree-view/focus' },
        { pathname: '/react-tree-view/rich-tree-view/editing', newFeature: true },
        { pathname: '/react-tree-view/rich-tree-view/ordering', plan: 'pro', newFeature: true },
        {
          pathname: '/react-tree-view/rich-tree-view/lazy-loading',
          title: 'Lazy loading',
          plan: 'pro',
          newFeature: true,
        },
      ],
    },
    {
      pathname: '/react-tree-view/main-features',
      subheader: 'Main features',
      children: [
        { pathname: '/react-tree-view/accessibility' },
        { pathname: '/react-tree-view/tree-item-customization', title: 'Item customization' },
      ],
    },
  ],
};
