import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { allDepartmentIds, departments } from './departments';

export default function ItemClickLog() {
  const [clicks, setClicks] = React.useState<string[]>([]);
  return (
    <Box sx={{ height: 300, minWidth: 260, overflow: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="item-clicks">
        Clicked: {clicks.join(' → ') || 'nothing yet'}
      </Typography>
      <RichTreeView
        items={departments}
        defaultExpandedItems={allDepartmentIds}
        onItemClick={(_event, itemId) =>
          setClicks((previous) => [...previous, itemId].slice(-4))
        }
      />
    </Box>
  );
}
