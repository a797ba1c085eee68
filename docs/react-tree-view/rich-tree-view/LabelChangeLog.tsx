import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { playlistGroups, playlists } from './playlists';

export default function LabelChangeLog() {
  const [history, setHistory] = React.useState<string[]>([]);
  return (
    <Box sx={{ height: 260, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 40 }}>
        Renamed: {history.join('; ') || 'nothing yet (double-click a label)'}
      </Typography>
      <RichTreeView
        isItemEditable
        items={playlists}
        defaultExpandedItems={playlistGroups}
        onItemLabelChange={(itemId, label) =>
          setHistory((previous) =>
            [...previous, `${itemId} is now "${label}"`].slice(-2),
          )
        }
      />
    </Box>
  );
}
