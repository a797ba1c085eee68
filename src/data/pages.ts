import type { PageTreeNode } from '../pageTree/types';
// API reference groups are generated from the installed packages' types (see plugins/api-docs).
import { apiReferenceNodes } from '../../plugins/api-docs/sidebar';

/**
 * The navigation tree of the site: the single place where pages are ordered, labelled and flagged with
 * badges (plan, newFeature, planned, unstable). `sidebars.ts` is generated from it and the page-tree plugin
 * checks that every entry has a page. Paths are relative to the site root (/x/).
 */
export const pages: PageTreeNode[] = [
  {
    pathname: '/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/introduction/', title: 'Overview' },
      { pathname: '/introduction/installation' },
      { pathname: '/introduction/licensing' },
      { pathname: '/introduction/support' },
      { pathname: '/introduction/roadmap' },
    ],
  },
  {
    pathname: '/common-concepts-group',
    title: 'Common concepts',
    children: [
      { pathname: '/common-concepts/custom-components', title: 'Slots and subcomponents' },
      { pathname: '/common-concepts/styling-variants', title: 'Styling approaches' },
    ],
  },
  {
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
      {
        pathname: '/react-data-grid/advanced-features',
        subheader: 'Advanced features',
        children: [
          { pathname: '/react-data-grid/row-grouping', plan: 'premium' },
          { pathname: '/react-data-grid/list-view', title: 'List view', plan: 'pro', unstable: true },
        ],
      },
      ...apiReferenceNodes('data-grid'),
    ],
  },
  {
    pathname: '/react-date-pickers-group',
    title: 'Date and Time Pickers',
    children: [
      { pathname: '/react-date-pickers/', title: 'Overview' },
      { pathname: '/react-date-pickers/getting-started' },
      ...apiReferenceNodes('date-pickers'),
    ],
  },
  {
    pathname: '/react-charts-group',
    title: 'Charts',
    children: [
      { pathname: '/react-charts/', title: 'Overview' },
      { pathname: '/react-charts/getting-started' },
      ...apiReferenceNodes('charts'),
    ],
  },
  {
    pathname: '/react-tree-view-group',
    title: 'Tree View',
    children: [
      { pathname: '/react-tree-view/', title: 'Overview' },
      { pathname: '/react-tree-view/getting-started' },
      ...apiReferenceNodes('tree-view'),
    ],
  },
  {
    pathname: '/migration-group',
    title: 'Migration',
    children: [
      {
        pathname: '/migration/upgrade-to-v8',
        subheader: 'Upgrade to v8',
        children: [{ pathname: '/migration/migration-data-grid-v7', title: 'Breaking changes: Data Grid' }],
      },
    ],
  },
];
