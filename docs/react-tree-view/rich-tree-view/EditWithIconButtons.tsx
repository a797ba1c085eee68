import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  TreeItemLabel,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import type { TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import { playlistGroups, playlists } from './playlists';

/**
 * Editing starts from the pencil only (the label ignores double-clicks) and ends with the check or the cross.
 * Both slots get the item id through slotProps, to reach the item's interactions.
 */
function PencilLabel(props: { itemId: string; children?: React.ReactNode }) {
  const { itemId, children } = props;
  const { interactions, status } = useTreeItemUtils({ itemId });
  return (
    <TreeItemLabel
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
    >
      {children}
      {status.editable ? (
        <IconButton
          size="small"
          aria-label={`Rename ${String(children)}`}
          onClick={(event) => {
            event.stopPropagation();
            interactions.toggleItemEditing();
          }}
        >
          <EditOutlinedIcon fontSize="inherit" />
        </IconButton>
      ) : null}
    </TreeItemLabel>
  );
}

function ConfirmInput(props: TreeItemLabelInputProps & { itemId: string }) {
  const { itemId, onBlur, ...other } = props;
  const { interactions } = useTreeItemUtils({ itemId });
  const boxRef = React.useRef<HTMLDivElement>(null);
  return (
    <Box ref={boxRef} sx={{ display: 'flex', alignItems: 'center', flex: 1 }}>
      <TreeItemLabelInput
        {...other}
        onBlur={(
          event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent,
        ) => {
          // Focus moving to the check or the cross is not "leaving": let their click decide.
          if (boxRef.current?.contains(event.relatedTarget as Node | null)) {
            event.defaultMuiPrevented = true;
          }
          onBlur?.(event);
        }}
      />
      <IconButton
        size="small"
        aria-label="Save"
        onClick={(event) => {
          event.stopPropagation();
          if (other.value)
            interactions.handleSaveItemLabel(event, String(other.value));
        }}
      >
        <CheckIcon fontSize="inherit" />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Cancel"
        onClick={(event) => {
          event.stopPropagation();
          interactions.handleCancelItemLabelEditing(event);
        }}
      >
        <CloseIcon fontSize="inherit" />
      </IconButton>
    </Box>
  );
}

const IconEditingItem = React.forwardRef(function IconEditingItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const withId = { itemId: props.itemId } as Record<string, unknown>;
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: PencilLabel, labelInput: ConfirmInput }}
      slotProps={{ label: withId, labelInput: withId }}
    />
  );
});

export default function EditWithIconButtons() {
  return (
    <Box sx={{ height: 220, minWidth: 320 }}>
      <RichTreeView
        isItemEditable
        items={playlists}
        defaultExpandedItems={playlistGroups}
        slots={{ item: IconEditingItem }}
      />
    </Box>
  );
}
