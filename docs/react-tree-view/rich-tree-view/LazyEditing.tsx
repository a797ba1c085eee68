import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fetchPlaces, getChildrenCount, type Place } from './regionServer';

const dataSource = {
  getChildrenCount,
  getTreeItems: (parentId?: string) => fetchPlaces(parentId),
};

// Regions and cities keep their names; stores (no children) can be renamed.
const isStore = (place: Place) => place.childCount === 0;

export default function LazyEditing() {
  const [saved, setSaved] = React.useState<string | null>(null);
  return (
    <Box sx={{ height: 260, minWidth: 300 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {saved ?? 'Open a region, then double-click a store to rename it.'}
      </Typography>
      <RichTreeViewPro
        items={[]}
        dataSource={dataSource}
        isItemEditable={isStore}
        // Where a real app would send the new name to its server.
        onItemLabelChange={(itemId, label) =>
          setSaved(`Saved: ${itemId} → ${label}`)
        }
      />
    </Box>
  );
}
