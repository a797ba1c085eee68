import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const items: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/Header.tsx', label: 'Header.tsx' },
          { id: 'src/components/Sidebar.tsx', label: 'Sidebar.tsx' },
        ],
      },
      { id: 'src/App.tsx', label: 'App.tsx' },
      { id: 'src/main.tsx', label: 'main.tsx' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    children: [{ id: 'public/favicon.svg', label: 'favicon.svg' }],
  },
  { id: 'package.json', label: 'package.json' },
  { id: 'README.md', label: 'README.md' },
];

/** A project's files as a Rich Tree View, with `src` expanded on load. */
export default function ProjectFilesTree() {
  return (
    <Box sx={{ height: 320, minWidth: 250, overflowY: 'auto' }}>
      <RichTreeView
        items={items}
        defaultExpandedItems={['src']}
        defaultSelectedItems="src/App.tsx"
      />
    </Box>
  );
}
