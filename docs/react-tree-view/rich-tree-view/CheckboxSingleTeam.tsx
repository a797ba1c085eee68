import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { allDepartmentIds, departments } from './departments';

export default function CheckboxSingleTeam() {
  return (
    <Box sx={{ height: 270, minWidth: 260, overflow: 'auto' }}>
      <RichTreeView
        checkboxSelection
        items={departments}
        defaultExpandedItems={allDepartmentIds}
        defaultSelectedItems="backend"
      />
    </Box>
  );
}
