import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { allDepartmentIds, departments } from './departments';

export default function ApiOrderedChildren() {
  const apiRef = useRichTreeViewApiRef();
  const [children, setChildren] = React.useState('Select a department');
  return (
    <Box sx={{ height: 300, minWidth: 260, overflow: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {children}
      </Typography>
      <RichTreeView
        apiRef={apiRef}
        items={departments}
        defaultExpandedItems={allDepartmentIds}
        onSelectedItemsChange={(_event, itemId) => {
          const ids = itemId
            ? (apiRef.current?.getItemOrderedChildrenIds(itemId) ?? [])
            : [];
          setChildren(ids.length ? `Children: ${ids.join(', ')}` : 'No children');
        }}
      />
    </Box>
  );
}
