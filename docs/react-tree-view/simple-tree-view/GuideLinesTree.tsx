import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function GuideLinesTree() {
  return (
    <Box sx={{ height: 260, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['app', 'app/routes']}
        sx={{
          // A vertical guide line beside each group of children.
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: '15px',
            pl: '6px',
            borderLeft: '1px dashed',
            borderColor: 'divider',
          },
        }}
      >
        <TreeItem itemId="app" label="app">
          <TreeItem itemId="app/routes" label="routes">
            <TreeItem itemId="app/routes/home.tsx" label="home.tsx" />
            <TreeItem itemId="app/routes/about.tsx" label="about.tsx" />
          </TreeItem>
          <TreeItem itemId="app/root.tsx" label="root.tsx" />
        </TreeItem>
        <TreeItem itemId="vite.config.ts" label="vite.config.ts" />
      </SimpleTreeView>
    </Box>
  );
}
