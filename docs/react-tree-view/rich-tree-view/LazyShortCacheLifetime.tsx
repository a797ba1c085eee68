import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { fetchPlaces, getChildrenCount } from './regionServer';

export default function LazyShortCacheLifetime() {
  // Entries go stale after 10 seconds instead of 5 minutes: reopen a region after that to refetch it.
  const cache = React.useMemo(() => new DataSourceCacheDefault({ ttl: 10_000 }), []);
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount,
      getTreeItems: (parentId?: string) => fetchPlaces(parentId),
    }),
    [],
  );
  return (
    <Box sx={{ height: 260, minWidth: 280 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Store labels show which server answer they come from.
      </Typography>
      <RichTreeViewPro items={[]} dataSource={dataSource} dataSourceCache={cache} />
    </Box>
  );
}
