import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import type { TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { playlistGroups, playlists } from './playlists';

function problemWith(value: string): string | null {
  if (value.trim().length < 3) return 'At least 3 characters';
  if (/[/\\]/.test(value)) return 'No slashes';
  return null;
}

/** The default input plus a message; an invalid name is neither saved by Enter nor on blur. */
function ValidatedInput(props: TreeItemLabelInputProps) {
  const { onKeyDown, onBlur, ...other } = props;
  const problem = problemWith(props.value ?? '');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1 }}>
      <TreeItemLabelInput
        {...other}
        aria-invalid={problem !== null}
        onKeyDown={(
          event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent,
        ) => {
          if (event.key === 'Enter' && problem) event.defaultMuiPrevented = true;
          onKeyDown?.(event);
        }}
        onBlur={(
          event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent,
        ) => {
          if (problem) event.defaultMuiPrevented = true;
          onBlur?.(event);
        }}
      />
      {problem ? (
        <Typography variant="caption" color="error" role="alert">
          {problem}
        </Typography>
      ) : null}
    </Box>
  );
}

const ValidatedItem = React.forwardRef(function ValidatedItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ labelInput: ValidatedInput }} />;
});

export default function ValidatedLabelEditing() {
  return (
    <Box sx={{ height: 200, minWidth: 320 }}>
      <RichTreeView
        isItemEditable
        items={playlists}
        defaultExpandedItems={playlistGroups}
        slots={{ item: ValidatedItem }}
      />
    </Box>
  );
}
