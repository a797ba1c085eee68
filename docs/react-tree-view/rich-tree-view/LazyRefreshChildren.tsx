import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';
import { fetchPlaces, getChildrenCount } from './regionServer';

const dataSource = {
  getChildrenCount,
  getTreeItems: (parentId?: string) => fetchPlaces(parentId),
};

export default function LazyRefreshChildren() {
  const apiRef = useRichTreeViewProApiRef();
  return (
    <Box sx={{ height: 260, minWidth: 300 }}>
      <Button
        size="small"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.updateItemChildren('south')}
      >
        Refresh the South stores
      </Button>
      <RichTreeViewPro
        apiRef={apiRef}
        items={[]}
        dataSource={dataSource}
        defaultExpandedItems={['south']}
      />
    </Box>
  );
}
