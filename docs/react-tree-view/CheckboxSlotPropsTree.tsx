import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { cookbook, cookbookSections } from './recipes';

export default function CheckboxSlotPropsTree() {
  return (
    <Box sx={{ height: 220, minWidth: 260 }}>
      <RichTreeView
        multiSelect
        checkboxSelection
        items={cookbook}
        defaultExpandedItems={cookbookSections}
        // Props for every item's `checkbox` slot: tighter padding and a hint on hover.
        slotProps={{
          item: {
            slotProps: {
              checkbox: { style: { padding: 2 }, title: 'Add to the shopping list' },
            },
          },
        }}
      />
    </Box>
  );
}
