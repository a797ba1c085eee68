import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ArrowOnlyExpansion() {
  return (
    <Box sx={{ height: 200, minWidth: 260 }}>
      <SimpleTreeView expansionTrigger="iconContainer" defaultSelectedItems="inbox">
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox/clients" label="Clients" />
          <TreeItem itemId="inbox/suppliers" label="Suppliers" />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive">
          <TreeItem itemId="archive/2023" label="2023" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
