import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';
import { fetchPlaces, getChildrenCount, type Place } from './regionServer';

/** A cache of our own: a plain Map, kept for the life of the page, that reports its hits. */
function createMapCache(onHit: (key: string) => void): DataSourceCache<Place> {
  const entries = new Map<string, Place[]>();
  return {
    get: (key) => {
      const value = entries.get(key);
      if (value) onHit(key);
      return value;
    },
    set: (key, value) => {
      entries.set(key, value);
    },
    clear: () => entries.clear(),
  };
}

export default function LazyCustomCache() {
  const [hits, setHits] = React.useState(0);
  const cache = React.useMemo(
    () => createMapCache(() => setHits((count) => count + 1)),
    [],
  );
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount,
      getTreeItems: (parentId?: string) => fetchPlaces(parentId),
    }),
    [],
  );
  return (
    <Box sx={{ height: 300, minWidth: 280 }}>
      <Typography variant="body2">Answers read from the cache: {hits}</Typography>
      <Button size="small" onClick={() => cache.clear()}>
        Empty the cache
      </Button>
      <RichTreeViewPro items={[]} dataSource={dataSource} dataSourceCache={cache} />
    </Box>
  );
}
