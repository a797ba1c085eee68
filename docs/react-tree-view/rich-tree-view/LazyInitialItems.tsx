import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchPlaces, getChildrenCount, topLevelPlaces } from './regionServer';

export default function LazyInitialItems() {
  const [requests, setRequests] = React.useState<string[]>([]);
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount,
      getTreeItems: (parentId?: string) => {
        setRequests((previous) => [...previous, parentId ?? 'top level']);
        return fetchPlaces(parentId);
      },
    }),
    [],
  );
  return (
    <Box sx={{ height: 260, minWidth: 280 }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="initial-requests">
        Requests: {requests.join(', ') || 'none (the top level came with the page)'}
      </Typography>
      {/* The regions are known when the page renders: only their children are fetched. */}
      <RichTreeViewPro items={topLevelPlaces} dataSource={dataSource} />
    </Box>
  );
}
