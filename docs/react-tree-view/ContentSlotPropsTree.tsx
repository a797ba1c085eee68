import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { cookbook, cookbookSections } from './recipes';

export default function ContentSlotPropsTree() {
  return (
    <Box sx={{ height: 220, minWidth: 260 }}>
      <RichTreeView
        items={cookbook}
        defaultExpandedItems={cookbookSections}
        // Props for the `content` slot of every item: taller rows with a left rule.
        slotProps={{
          item: {
            slotProps: {
              content: {
                style: { paddingBlock: 6, borderLeft: '3px solid #90caf9' },
              },
            },
          },
        }}
      />
    </Box>
  );
}
