import type { PageTreeNode } from '../../pageTree/types';

/** The Charts section of the navigation tree (see src/data/pages.ts). */
export const chartsPages: PageTreeNode = {
  pathname: '/react-charts-group',
  title: 'Charts',
  children: [
    { pathname: '/react-charts/', title: 'Overview' },
    { pathname: '/react-charts/getting-started' },
  ],
};
