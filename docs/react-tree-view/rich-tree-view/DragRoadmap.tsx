import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { quarters, roadmap } from './roadmap';

export default function DragRoadmap() {
  return (
    <Box sx={{ height: 220, minWidth: 260 }}>
      <RichTreeViewPro
        itemsReordering
        items={roadmap}
        defaultExpandedItems={quarters}
      />
    </Box>
  );
}
