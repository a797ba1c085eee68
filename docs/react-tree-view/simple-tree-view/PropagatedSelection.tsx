import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PropagatedSelection() {
  return (
    <Box sx={{ height: 260, minWidth: 260 }}>
      <SimpleTreeView
        multiSelect
        checkboxSelection
        selectionPropagation={{ parents: true, descendants: true }}
        defaultExpandedItems={['newsletters']}
      >
        <TreeItem itemId="newsletters" label="Newsletters">
          <TreeItem itemId="weekly" label="Weekly digest" />
          <TreeItem itemId="product" label="Product updates" />
          <TreeItem itemId="events" label="Events near you" />
        </TreeItem>
        <TreeItem itemId="security" label="Security alerts" />
      </SimpleTreeView>
    </Box>
  );
}
