import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { allDepartmentIds, departments } from './departments';

// Sales is being reorganised: it and its teams are disabled, but the arrow keys still reach them.
const isItemDisabled = (item: { id: string }) => item.id === 'sales';

export default function FocusableDisabledTeams() {
  return (
    <Box sx={{ height: 270, minWidth: 260, overflow: 'auto' }}>
      <RichTreeView
        disabledItemsFocusable
        items={departments}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={allDepartmentIds}
      />
    </Box>
  );
}
