import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { playlistGroups, playlists } from './playlists';

/** Leaving the input cancels the edit instead of saving it: only Enter saves. */
const CancelOnBlurItem = React.forwardRef(function CancelOnBlurItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });
  const handleBlur = (
    event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent,
  ) => {
    // Skips the default "save on blur", then cancels.
    event.defaultMuiPrevented = true;
    interactions.handleCancelItemLabelEditing(event);
  };
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{ labelInput: { onBlur: handleBlur } }}
    />
  );
});

export default function CancelOnBlurEditing() {
  return (
    <Box sx={{ height: 200, minWidth: 260 }}>
      <RichTreeView
        isItemEditable
        items={playlists}
        defaultExpandedItems={playlistGroups}
        slots={{ item: CancelOnBlurItem }}
      />
    </Box>
  );
}
