import type { PageTreeNode } from '../../pageTree/types';

/** The Migration section of the navigation tree (see src/data/pages.ts). */
export const migrationPages: PageTreeNode = {
  pathname: '/migration-group',
  title: 'Migration',
  children: [
    {
      pathname: '/migration/upgrade-to-v8',
      subheader: 'Upgrade to v8',
      children: [
        { pathname: '/migration/usage-with-material-ui-v5-v6', title: 'Usage with Material UI v5/v6' },
        { pathname: '/migration/migration-data-grid-v7', title: 'Breaking changes: Data Grid' },
        { pathname: '/migration/migration-pickers-v7', title: 'Breaking changes: Date and Time Pickers' },
        { pathname: '/migration/migration-tree-view-v7', title: 'Breaking changes: Tree View' },
        { pathname: '/migration/migration-charts-v7', title: 'Breaking changes: Charts' },
      ],
    },
    {
      pathname: '/migration/upgrade-to-v7',
      subheader: 'Upgrade to v7',
      children: [
        { pathname: '/migration/migration-data-grid-v6', title: 'Breaking changes: Data Grid' },
        { pathname: '/migration/migration-pickers-v6', title: 'Breaking changes: Date and Time Pickers' },
        { pathname: '/migration/migration-tree-view-v6', title: 'Breaking changes: Tree View' },
        { pathname: '/migration/migration-charts-v6', title: 'Breaking changes: Charts' },
      ],
    },
    {
      pathname: '/migration/upgrade-to-v6',
      subheader: 'Upgrade to v6',
      children: [
        { pathname: '/migration/migration-data-grid-v5', title: 'Breaking changes: Data Grid' },
        { pathname: '/migration/migration-pickers-v5', title: 'Breaking changes: Date and Time Pickers' },
        { pathname: '/migration/migration-tree-view-lab', title: 'Migration from lab to v6 (Tree View)' },
      ],
    },
    {
      pathname: '/migration/earlier-versions',
      subheader: 'Earlier versions',
      children: [
        {
          pathname: '/migration/migration-pickers-lab',
          title: 'Migration from lab to v5 (Date and Time Pickers)',
        },
        { pathname: '/migration/migration-data-grid-v4', title: 'Migration from v4 to v5 (Data Grid)' },
      ],
    },
  ],
};
