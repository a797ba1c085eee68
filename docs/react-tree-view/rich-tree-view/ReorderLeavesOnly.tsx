import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { quarters, roadmap } from './roadmap';

// Quarters stay where they are; features move between quarters but never become quarters or sub-features.
const isFeature = (itemId: string) => !quarters.includes(itemId);
const canMove = ({ newPosition }: { newPosition: { parentId: string | null } }) =>
  newPosition.parentId !== null && quarters.includes(newPosition.parentId);

export default function ReorderLeavesOnly() {
  return (
    <Box sx={{ height: 220, minWidth: 260 }}>
      <RichTreeViewPro
        itemsReordering
        items={roadmap}
        defaultExpandedItems={quarters}
        isItemReorderable={isFeature}
        canMoveItemToNewPosition={canMove}
      />
    </Box>
  );
}
