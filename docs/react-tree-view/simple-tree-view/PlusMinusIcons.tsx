import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PlusMinusIcons() {
  return (
    <Box sx={{ height: 220, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['europe']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
        }}
      >
        <TreeItem itemId="europe" label="Europe">
          <TreeItem itemId="lisbon" label="Lisbon office" />
          <TreeItem itemId="warsaw" label="Warsaw office" />
        </TreeItem>
        <TreeItem itemId="asia" label="Asia">
          <TreeItem itemId="seoul" label="Seoul office" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
