import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

// The default item shape: `id`, `label` and optional `children`.
const categories: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      {
        id: 'computers',
        label: 'Computers',
        children: [
          { id: 'laptops', label: 'Laptops' },
          { id: 'desktops', label: 'Desktops' },
          { id: 'monitors', label: 'Monitors' },
        ],
      },
      { id: 'phones', label: 'Phones' },
      { id: 'audio', label: 'Audio' },
    ],
  },
  {
    id: 'home',
    label: 'Home and kitchen',
    children: [
      { id: 'cookware', label: 'Cookware' },
      { id: 'lighting', label: 'Lighting' },
    ],
  },
  { id: 'books', label: 'Books' },
];

export default function StoreCategoriesTree() {
  return (
    <Box sx={{ height: 300, minWidth: 260, overflowY: 'auto' }}>
      <RichTreeView
        items={categories}
        defaultExpandedItems={['electronics', 'computers']}
      />
    </Box>
  );
}
