import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function RecipeBookTree() {
  return (
    <Box sx={{ height: 280, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['starters', 'mains']}>
        <TreeItem itemId="starters" label="Starters">
          <TreeItem itemId="gazpacho" label="Gazpacho" />
          <TreeItem itemId="bruschetta" label="Tomato bruschetta" />
        </TreeItem>
        <TreeItem itemId="mains" label="Mains">
          <TreeItem itemId="risotto" label="Mushroom risotto" />
          <TreeItem itemId="tagine" label="Chicken tagine" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tiramisu" label="Tiramisu" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
