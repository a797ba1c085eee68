import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'running',
    label: 'Running',
    children: [
      { id: 'running.warmup', label: 'Warm-up' },
      { id: 'running.intervals', label: 'Intervals' },
    ],
  },
  {
    id: 'focus',
    label: 'Focus',
    children: [
      { id: 'focus.piano', label: 'Quiet piano' },
      { id: 'focus.lofi', label: 'Lo-fi beats' },
    ],
  },
];

export default function EditableLabelsTree() {
  const [lastRename, setLastRename] = React.useState('none');
  return (
    <Box sx={{ height: 280, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="last-rename">
        Last rename: {lastRename}
      </Typography>
      <RichTreeView
        items={playlists}
        defaultExpandedItems={['running', 'focus']}
        isItemEditable
        onItemLabelChange={(itemId, newLabel) =>
          setLastRename(`${itemId} → ${newLabel}`)
        }
      />
    </Box>
  );
}
