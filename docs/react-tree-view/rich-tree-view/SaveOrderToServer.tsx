import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';
import { quarters, roadmap } from './roadmap';

function summary(items: TreeViewDefaultItemModelProperties[]): string {
  return items
    .map(
      (quarter) =>
        `${quarter.label}: ${(quarter.children ?? []).map((item) => item.label).join(', ')}`,
    )
    .join(' | ');
}

export default function SaveOrderToServer() {
  const apiRef = useRichTreeViewProApiRef();
  const [saved, setSaved] = React.useState(summary(roadmap));
  return (
    <Box sx={{ height: 270, minWidth: 300 }}>
      <Typography
        variant="body2"
        sx={{ mb: 1, minHeight: 40 }}
        data-testid="saved-order"
      >
        Sent to the server: {saved}
      </Typography>
      <RichTreeViewPro
        itemsReordering
        apiRef={apiRef}
        items={roadmap}
        defaultExpandedItems={quarters}
        // After each drop, the whole tree in its new order, as a real app would PUT it.
        onItemPositionChange={() =>
          setSaved(summary(apiRef.current?.getItemTree() ?? []))
        }
      />
    </Box>
  );
}
