import type { PageTreeNode } from '../../pageTree/types';
import { dataGridAdvancedNodes } from './dataGridAdvanced';

/** The Data Grid section of the navigation tree (see src/data/pages.ts). */
export const dataGridPages: PageTreeNode = {
  pathname: '/react-data-grid-group',
  title: 'Data Grid',
  children: [
    { pathname: '/react-data-grid/', title: 'Overview' },
    { pathname: '/react-data-grid/quickstart' },
    { pathname: '/react-data-grid/features' },
    {
      pathname: '/react-data-grid/demos',
      title: 'Demos',
      children: [
        { pathname: '/react-data-grid/demo', title: 'Feature showcase' },
        { pathname: '/react-data-grid/demos/real-time-data', title: 'Real-time data' },
        { pathname: '/react-data-grid/demos/time-off-calendar', title: 'Time-off calendar' },
        { pathname: '/react-data-grid/demos/inventory', title: 'Inventory dashboard' },
      ],
    },
    { pathname: '/react-data-grid/faq', title: 'FAQs' },
    {
      pathname: '/react-data-grid/main-features',
      subheader: 'Main features',
      children: [
        { pathname: '/react-data-grid/layout' },
        {
          pathname: '/react-data-grid/columns',
          title: 'Columns',
          children: [
            { pathname: '/react-data-grid/column-definition' },
            { pathname: '/react-data-grid/column-dimensions' },
            { pathname: '/react-data-grid/column-visibility' },
            { pathname: '/react-data-grid/custom-columns' },
            { pathname: '/react-data-grid/column-header' },
            { pathname: '/react-data-grid/column-menu' },
            { pathname: '/react-data-grid/column-spanning' },
            { pathname: '/react-data-grid/column-groups' },
            { pathname: '/react-data-grid/column-ordering', plan: 'pro' },
            { pathname: '/react-data-grid/column-pinning', plan: 'pro' },
            { pathname: '/react-data-grid/column-recipes', title: 'Recipes' },
          ],
        },
        {
          pathname: '/react-data-grid/rows',
          title: 'Rows',
          children: [
            { pathname: '/react-data-grid/row-definition' },
            { pathname: '/react-data-grid/row-updates' },
            { pathname: '/react-data-grid/row-height' },
            { pathname: '/react-data-grid/row-spanning', newFeature: true },
            { pathname: '/react-data-grid/master-detail', plan: 'pro' },
            { pathname: '/react-data-grid/row-ordering', plan: 'pro' },
            { pathname: '/react-data-grid/row-pinning', plan: 'pro' },
            { pathname: '/react-data-grid/row-recipes', title: 'Recipes' },
          ],
        },
        { pathname: '/react-data-grid/cells' },
        {
          pathname: '/react-data-grid/editing-group',
          title: 'Editing',
          children: [
            { pathname: '/react-data-grid/editing/', title: 'Overview' },
            { pathname: '/react-data-grid/editing/persistence' },
            { pathname: '/react-data-grid/editing/custom-edit-component' },
            { pathname: '/react-data-grid/editing/editing-events' },
            { pathname: '/react-data-grid/recipes-editing', title: 'Recipes' },
          ],
        },
        { pathname: '/react-data-grid/sorting' },
        {
          pathname: '/react-data-grid/filtering-group',
          title: 'Filtering',
          children: [
            { pathname: '/react-data-grid/filtering/', title: 'Overview' },
            { pathname: '/react-data-grid/filtering/customization' },
            { pathname: '/react-data-grid/filtering/quick-filter' },
            { pathname: '/react-data-grid/filtering/server-side', title: 'Server-side filter' },
            { pathname: '/react-data-grid/filtering/multi-filters', plan: 'pro' },
            { pathname: '/react-data-grid/filtering/header-filters', plan: 'pro' },
            { pathname: '/react-data-grid/filtering-recipes', title: 'Recipes' },
          ],
        },
        { pathname: '/react-data-grid/pagination' },
        {
          pathname: '/react-data-grid/selection',
          title: 'Selection',
          children: [
            { pathname: '/react-data-grid/row-selection' },
            { pathname: '/react-data-grid/cell-selection', plan: 'premium' },
          ],
        },
        { pathname: '/react-data-grid/virtualization' },
        { pathname: '/react-data-grid/accessibility' },
        { pathname: '/react-data-grid/localization' },
      ],
    },
    ...dataGridAdvancedNodes,
  ],
};
