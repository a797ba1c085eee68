import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

/** A product roadmap shared by the reordering demos: quarters holding features. */
export const roadmap: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'q1',
    label: 'Q1',
    children: [
      { id: 'dark-mode', label: 'Dark mode' },
      { id: 'csv-import', label: 'CSV import' },
    ],
  },
  {
    id: 'q2',
    label: 'Q2',
    children: [
      { id: 'mobile-app', label: 'Mobile app' },
      { id: 'audit-log', label: 'Audit log' },
    ],
  },
];

export const quarters = ['q1', 'q2'];
