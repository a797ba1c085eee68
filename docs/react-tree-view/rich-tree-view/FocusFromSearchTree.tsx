import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const settings: TreeViewDefaultItemModelProperties[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'security', label: 'Security' },
  { id: 'billing', label: 'Billing' },
];

export default function FocusFromSearchTree() {
  const apiRef = useRichTreeViewApiRef();
  const [focused, setFocused] = React.useState<string | null>(null);
  return (
    <Stack spacing={1} sx={{ height: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.focusItem(event, 'security')}
        >
          Jump to Security
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => apiRef.current?.focusItem(event, 'billing')}
        >
          Jump to Billing
        </Button>
      </Stack>
      <Typography variant="body2">Focused item: {focused ?? 'none'}</Typography>
      <Box sx={{ flexGrow: 1 }}>
        <RichTreeView
          items={settings}
          apiRef={apiRef}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        />
      </Box>
    </Stack>
  );
}
