import type { PageTreeNode } from '../../pageTree/types';

/**
 * The second half of the Data Grid section (advanced features, server-side data, customization,
 * resources), kept apart from dataGrid.ts so the two halves of the guide can be edited independently.
 */
export const dataGridAdvancedNodes: PageTreeNode[] = [
  {
    pathname: '/react-data-grid/advanced-features',
    subheader: 'Advanced features',
    children: [
      { pathname: '/react-data-grid/tree-data', plan: 'pro' },
      {
        pathname: '/react-data-grid/row-grouping-group',
        title: 'Row grouping',
        plan: 'premium',
        children: [
          { pathname: '/react-data-grid/row-grouping', title: 'Overview', plan: 'premium' },
          {
            pathname: '/react-data-grid/recipes-row-grouping',
            title: 'Recipes',
            plan: 'premium',
          },
        ],
      },
      { pathname: '/react-data-grid/aggregation', plan: 'premium' },
      {
        pathname: '/react-data-grid/pivoting-group',
        title: 'Pivoting',
        plan: 'premium',
        children: [
          { pathname: '/react-data-grid/pivoting', title: 'Overview', plan: 'premium' },
          {
            pathname: '/react-data-grid/pivoting-explained',
            title: 'Pivoting explained',
            plan: 'premium',
          },
        ],
      },
      { pathname: '/react-data-grid/export' },
      { pathname: '/react-data-grid/clipboard', title: 'Copy and paste' },
      { pathname: '/react-data-grid/list-view', title: 'List view', plan: 'pro' },
    ],
  },
];
