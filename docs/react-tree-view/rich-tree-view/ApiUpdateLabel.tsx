import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { playlistGroups, playlists } from './playlists';

export default function ApiUpdateLabel() {
  const apiRef = useRichTreeViewApiRef();
  const markFavourite = () => {
    const current = apiRef.current?.getItem('evening.jazz')?.label ?? '';
    if (!current.startsWith('★'))
      apiRef.current?.updateItemLabel('evening.jazz', `★ ${current}`);
  };
  return (
    <Box sx={{ height: 240, minWidth: 260 }}>
      <Button size="small" sx={{ mb: 1 }} onClick={markFavourite}>
        Star "Late jazz"
      </Button>
      <RichTreeView
        apiRef={apiRef}
        items={playlists}
        defaultExpandedItems={playlistGroups}
      />
    </Box>
  );
}
