import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { playlistGroups, playlists } from './playlists';

export default function ApiSetEditedItem() {
  const apiRef = useRichTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('workout.cardio');
  return (
    <Box sx={{ height: 240, minWidth: 260 }}>
      <Button
        size="small"
        sx={{ mb: 1 }}
        disabled={!selected}
        onClick={() => apiRef.current?.setEditedItem(selected)}
      >
        Rename the selected playlist
      </Button>
      <RichTreeView
        isItemEditable
        apiRef={apiRef}
        items={playlists}
        defaultExpandedItems={playlistGroups}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
