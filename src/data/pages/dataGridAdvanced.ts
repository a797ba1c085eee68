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
      { pathname: '/react-data-grid/scrolling' },
      { pathname: '/react-data-grid/undo-redo', title: 'Undo and redo', plan: 'premium' },
      { pathname: '/react-data-grid/charts-integration', plan: 'premium' },
      { pathname: '/react-data-grid/ai-assistant', title: 'AI assistant', plan: 'premium' },
      {
        pathname: '/react-data-grid/server-side-data-group',
        title: 'Server-side data',
        plan: 'pro',
        children: [
          { pathname: '/react-data-grid/server-side-data/', title: 'Overview', plan: 'pro' },
          { pathname: '/react-data-grid/server-side-data/lazy-loading', plan: 'pro' },
          { pathname: '/react-data-grid/server-side-data/tree-data', plan: 'pro' },
          { pathname: '/react-data-grid/server-side-data/row-grouping', plan: 'premium' },
          { pathname: '/react-data-grid/server-side-data/aggregation', plan: 'premium' },
          { pathname: '/react-data-grid/server-side-data/pivoting', plan: 'premium' },
          { pathname: '/react-data-grid/server-side-data/recipes', title: 'Recipes' },
        ],
      },
    ],
  },
  {
    pathname: '/react-data-grid/customization',
    subheader: 'Customization',
    children: [
      { pathname: '/react-data-grid/style', title: 'Styling basics' },
      { pathname: '/react-data-grid/style-recipes', title: 'Styling recipes' },
      { pathname: '/react-data-grid/overlays', title: 'Overlays' },
      {
        pathname: '/react-data-grid/components-group',
        title: 'Custom subcomponents',
        children: [
          { pathname: '/react-data-grid/components/', title: 'Overview' },
          { pathname: '/react-data-grid/components/usage', title: 'Usage' },
          { pathname: '/react-data-grid/components/toolbar', title: 'Toolbar' },
          { pathname: '/react-data-grid/components/export', title: 'Export' },
          { pathname: '/react-data-grid/components/quick-filter', title: 'Quick filter' },
          { pathname: '/react-data-grid/components/columns-panel', title: 'Columns panel' },
          { pathname: '/react-data-grid/components/filter-panel', title: 'Filter panel' },
          {
            pathname: '/react-data-grid/components/prompt-field',
            title: 'Prompt field',
            plan: 'premium',
          },
          {
            pathname: '/react-data-grid/components/pivot-panel',
            title: 'Pivot panel',
            plan: 'premium',
          },
          {
            pathname: '/react-data-grid/components/charts-panel',
            title: 'Charts panel',
            plan: 'premium',
            unstable: true,
          },
          {
            pathname: '/react-data-grid/components/ai-assistant-panel',
            title: 'AI assistant panel',
            plan: 'premium',
            unstable: true,
          },
        ],
      },
    ],
  },

  {
    pathname: '/react-data-grid/resources',
    subheader: 'Resources',
    children: [
      { pathname: '/react-data-grid/api-object', title: 'API object' },
      { pathname: '/react-data-grid/events' },
      { pathname: '/react-data-grid/state' },
      { pathname: '/react-data-grid/performance' },
    ],
  },
  {
    pathname: '/react-data-grid/tutorials',
    subheader: 'Tutorials',
    children: [{ pathname: '/react-data-grid/tutorials/server-side-data', title: 'Server-side data' }],
  },
];
