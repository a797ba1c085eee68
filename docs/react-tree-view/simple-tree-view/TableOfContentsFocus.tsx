import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function TableOfContentsFocus() {
  const apiRef = useSimpleTreeViewApiRef();
  const [focused, setFocused] = React.useState<string | null>(null);
  return (
    <Box sx={{ height: 270, minWidth: 260 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={(event) => apiRef.current?.focusItem(event, 'install')}
      >
        Focus "Installation"
      </Button>
      <Typography variant="body2" sx={{ my: 1 }}>
        Focused: {focused ?? 'none'}
      </Typography>
      <SimpleTreeView
        apiRef={apiRef}
        defaultExpandedItems={['start']}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      >
        <TreeItem itemId="start" label="Getting started">
          <TreeItem itemId="install" label="Installation" />
          <TreeItem itemId="usage" label="Usage" />
        </TreeItem>
        <TreeItem itemId="faq" label="FAQ" />
      </SimpleTreeView>
    </Box>
  );
}
