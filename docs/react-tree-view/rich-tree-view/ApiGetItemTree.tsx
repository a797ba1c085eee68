import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';
import { allDepartmentIds, departments } from './departments';

function outline(items: TreeViewDefaultItemModelProperties[]): string {
  return items
    .map((item) =>
      item.children?.length
        ? `${item.label} (${outline(item.children)})`
        : item.label,
    )
    .join(', ');
}

export default function ApiGetItemTree() {
  const apiRef = useRichTreeViewApiRef();
  const [snapshot, setSnapshot] = React.useState('');
  return (
    <Box sx={{ height: 340, minWidth: 260, overflow: 'auto' }}>
      <Button
        size="small"
        onClick={() => setSnapshot(outline(apiRef.current?.getItemTree() ?? []))}
      >
        Read the tree
      </Button>
      <Typography
        variant="body2"
        sx={{ my: 1, minHeight: 40 }}
        data-testid="item-tree"
      >
        {snapshot}
      </Typography>
      <RichTreeView
        apiRef={apiRef}
        items={departments}
        defaultExpandedItems={allDepartmentIds}
      />
    </Box>
  );
}
