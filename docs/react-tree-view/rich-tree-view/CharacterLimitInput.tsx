import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import { playlistGroups, playlists } from './playlists';

const MAX = 20;

/** A labelInput of our own: a plain input with a limit and a counter. */
const CountedInput = React.forwardRef(function CountedInput(
  props: TreeItemLabelInputProps,
  ref: React.Ref<HTMLInputElement>,
) {
  const length = props.value?.length ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1 }}>
      <Box
        component="input"
        ref={ref}
        {...props}
        maxLength={MAX}
        aria-label="Playlist name"
        sx={{
          flex: 1,
          font: 'inherit',
          px: 0.5,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
        }}
      />
      <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
        {length}/{MAX}
      </Box>
    </Box>
  );
});

const CountedItem = React.forwardRef(function CountedItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ labelInput: CountedInput }} />;
});

export default function CharacterLimitInput() {
  return (
    <Box sx={{ height: 200, minWidth: 300 }}>
      <RichTreeView
        isItemEditable
        items={playlists}
        defaultExpandedItems={playlistGroups}
        slots={{ item: CountedItem }}
      />
    </Box>
  );
}
