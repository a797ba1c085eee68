import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchPlaces, getChildrenCount } from './regionServer';

const dataSource = {
  getChildrenCount,
  getTreeItems: (parentId?: string) => fetchPlaces(parentId, 400),
};

export default function LazyAutoExpand() {
  return (
    <Box sx={{ height: 230, minWidth: 280 }}>
      {/* Expanded on mount: the tree fetches North, then Oslo, level by level. */}
      <RichTreeViewPro
        items={[]}
        dataSource={dataSource}
        defaultExpandedItems={['north', 'north/oslo']}
      />
    </Box>
  );
}
