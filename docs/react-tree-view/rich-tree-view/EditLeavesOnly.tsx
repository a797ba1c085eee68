import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';
import { playlistGroups, playlists } from './playlists';

// Groups keep their names; the playlists inside them (items without children) can be renamed.
const isLeaf = (item: TreeViewDefaultItemModelProperties) => !item.children?.length;

export default function EditLeavesOnly() {
  return (
    <Box sx={{ height: 200, minWidth: 260 }}>
      <RichTreeView
        items={playlists}
        defaultExpandedItems={playlistGroups}
        isItemEditable={isLeaf}
      />
    </Box>
  );
}
