import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledFocusableItems() {
  return (
    <Box sx={{ height: 200, minWidth: 260 }}>
      <SimpleTreeView disabledItemsFocusable>
        <TreeItem itemId="free" label="Free plan" />
        <TreeItem itemId="team" label="Team plan (sold out)" disabled />
        <TreeItem itemId="enterprise" label="Enterprise plan" />
      </SimpleTreeView>
    </Box>
  );
}
