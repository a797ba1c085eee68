import * as React from 'react';
import Box from '@mui/material/Box';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const workspace: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'marketing',
    label: 'Marketing',
    children: [
      { id: 'brief.docx', label: 'Campaign brief.docx' },
      { id: 'budget.xlsx', label: 'Budget.xlsx' },
    ],
  },
  {
    id: 'legal',
    label: 'Legal',
    children: [{ id: 'nda.pdf', label: 'NDA template.pdf' }],
  },
  { id: 'readme.txt', label: 'Read me.txt' },
];

export default function FolderIconsTree() {
  return (
    <Box sx={{ height: 220, minWidth: 260 }}>
      <RichTreeView
        items={workspace}
        defaultExpandedItems={['marketing']}
        slots={{
          expandIcon: FolderIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: DescriptionOutlinedIcon,
        }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
          endIcon: { color: 'action' },
        }}
      />
    </Box>
  );
}
