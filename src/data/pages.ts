import type { PageTreeNode } from '../pageTree/types';
import { dataGridPages } from './pages/dataGrid';
import { datePickersPages } from './pages/datePickers';
import { chartsPages } from './pages/charts';
import { treeViewPages } from './pages/treeView';
import { migrationPages } from './pages/migration';

/**
 * The navigation tree of the site: the single place where pages are ordered, labelled and flagged with
 * badges (plan, newFeature, planned, unstable). `sidebars.ts` is generated from it and the page-tree plugin
 * checks that every entry has a page. Paths are relative to the site root (/x/).
 */
export const pages: PageTreeNode[] = [
  { pathname: '/whats-new', title: "What's new in MUI X" },
  {
    pathname: '/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/introduction/', title: 'Overview' },
      { pathname: '/introduction/installation' },
      { pathname: '/introduction/licensing' },
      { pathname: '/introduction/support' },
      { pathname: '/introduction/mcp', title: 'MCP and AI tools' },
      {
        pathname: '/introduction/priority-support',
        title: 'Priority support',
        plan: 'premium',
        newFeature: true,
      },
      { pathname: '/guides/telemetry', title: 'Telemetry', plan: 'pro' },
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
  dataGridPages,
  datePickersPages,
  chartsPages,
  treeViewPages,
  migrationPages,
];
