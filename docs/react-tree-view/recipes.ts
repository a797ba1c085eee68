import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

/** A cookbook outline shared by the Tree Item customization demos. */
export const cookbook: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'minestrone', label: 'Minestrone' },
      { id: 'pho', label: 'Pho' },
    ],
  },
  {
    id: 'desserts',
    label: 'Desserts',
    children: [
      { id: 'tiramisu', label: 'Tiramisu' },
      { id: 'mochi', label: 'Mochi' },
    ],
  },
];

export const cookbookSections = ['soups', 'desserts'];
