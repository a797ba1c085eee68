import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { departments } from './departments';

export default function RoundedSelectionTree() {
  return (
    <Box sx={{ height: 260, minWidth: 280 }}>
      <RichTreeView
        aria-label="Departments"
        items={departments}
        defaultExpandedItems={['engineering']}
        defaultSelectedItems="backend"
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 4,
            py: 0.5,
          },
          // The item's state is on its content element as data attributes.
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 600,
          },
          [`& .${treeItemClasses.content}[data-selected][data-focused]`]: {
            bgcolor: 'secondary.dark',
          },
          [`& .${treeItemClasses.content}[data-expanded] .${treeItemClasses.label}`]:
            {
              fontStyle: 'italic',
            },
        }}
      />
    </Box>
  );
}
