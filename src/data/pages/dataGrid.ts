import type { PageTreeNode } from '../../pageTree/types';
import { dataGridAdvancedNodes } from './dataGridAdvanced';

/** The Data Grid section of the navigation tree (see src/data/pages.ts). */
export const dataGridPages: PageTreeNode = {
  pathname: '/react-data-grid-group',
  title: 'Data Grid',
  children: [
    { pathname: '/react-data-grid/', title: 'Overview' },
    { pathname: '/react-data-grid/getting-started' },
    {
      pathname: '/react-data-grid/main-features',
      subheader: 'Main features',
      children: [
        { pathname: '/react-data-grid/sorting' },
        { pathname: '/react-data-grid/column-pinning', plan: 'pro' },
        { pathname: '/react-data-grid/row-spanning', newFeature: true },
      ],
    },
    ...dataGridAdvancedNodes,
  ],
};
