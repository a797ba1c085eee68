import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Region {
  id: string;
  label: string;
  childCount: number;
}

const stores: Record<string, Region[]> = {
  root: [
    { id: 'north', label: 'North region', childCount: 2 },
    { id: 'south', label: 'South region (flaky link)', childCount: 2 },
  ],
  north: [
    { id: 'north-1', label: 'Store #101', childCount: 0 },
    { id: 'north-2', label: 'Store #102', childCount: 0 },
  ],
  south: [
    { id: 'south-1', label: 'Store #201', childCount: 0 },
    { id: 'south-2', label: 'Store #202', childCount: 0 },
  ],
};

export default function LazyRetryTree() {
  const [log, setLog] = React.useState<string[]>([]);
  const dataSource = React.useMemo(() => {
    let southAttempts = 0;
    return {
      getChildrenCount: (region: Region) => region.childCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Region[]>((resolve, reject) => {
          setTimeout(() => {
            // The first request for the south region fails, the next one succeeds.
            if (parentId === 'south' && southAttempts++ === 0) {
              reject(new Error('Connection reset'));
            } else {
              resolve(stores[parentId ?? 'root'] ?? []);
            }
          }, 500);
        }),
    };
  }, []);
  return (
    <Box sx={{ height: 300, minWidth: 280 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {log.length ? log.join(' · ') : 'Open a region.'}
      </Typography>
      <RichTreeViewPro
        items={[]}
        dataSource={dataSource}
        onItemsLazyLoaded={({ items, parentId, isCacheHit }) =>
          setLog((previous) => [
            ...previous,
            `${parentId ?? 'root'}: ${items.length} items${isCacheHit ? ' (cache)' : ''}`,
          ])
        }
      />
    </Box>
  );
}
