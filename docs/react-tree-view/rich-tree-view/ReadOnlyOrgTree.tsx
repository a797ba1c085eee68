import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { allDepartmentIds, departments } from './departments';

export default function ReadOnlyOrgTree() {
  return (
    <Box sx={{ height: 270, minWidth: 260, overflow: 'auto' }}>
      {/* A read-only org chart: items still expand and take focus, but nothing is ever selected. */}
      <RichTreeView
        disableSelection
        items={departments}
        defaultExpandedItems={allDepartmentIds}
      />
    </Box>
  );
}
