import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const projectFiles: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'components',
        label: 'components',
        children: [
          { id: 'header', label: 'Header.tsx' },
          { id: 'footer', label: 'Footer.tsx' },
        ],
      },
      { id: 'app', label: 'App.tsx' },
    ],
  },
  { id: 'readme', label: 'README.md' },
  { id: 'package', label: 'package.json' },
];

const folderColour = { style: { color: '#f9a825' } };

/** `slots` swaps the three icons; `slotProps` colours the folder icons. */
export default function TreeIconSlotsDemo() {
  return (
    <Box sx={{ height: 240, overflowY: 'auto' }}>
      <RichTreeView
        items={projectFiles}
        defaultExpandedItems={['src']}
        slots={{
          expandIcon: FolderIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: DescriptionOutlinedIcon,
        }}
        slotProps={{ expandIcon: folderColour, collapseIcon: folderColour }}
      />
    </Box>
  );
}
