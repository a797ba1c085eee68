import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

/** A small company, shared by the selection, expansion and API demos of the Rich Tree View pages. */
export const departments: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'frontend', label: 'Frontend' },
      { id: 'backend', label: 'Backend' },
      { id: 'mobile', label: 'Mobile' },
    ],
  },
  {
    id: 'sales',
    label: 'Sales',
    children: [
      { id: 'emea', label: 'EMEA' },
      { id: 'americas', label: 'Americas' },
    ],
  },
  { id: 'finance', label: 'Finance' },
];

export const allDepartmentIds = ['engineering', 'sales'];
