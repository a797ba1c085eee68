import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { allDepartmentIds, departments } from './departments';

export default function ApiParentId() {
  const apiRef = useRichTreeViewApiRef();
  const [parent, setParent] = React.useState('Select a team');
  return (
    <Box sx={{ height: 300, minWidth: 260, overflow: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="parent-id">
        {parent}
      </Typography>
      <RichTreeView
        apiRef={apiRef}
        items={departments}
        defaultExpandedItems={allDepartmentIds}
        onSelectedItemsChange={(_event, itemId) => {
          if (!itemId) return;
          const parentId = apiRef.current?.getParentId(itemId);
          setParent(
            parentId
              ? `${itemId} belongs to ${parentId}`
              : `${itemId} is a top-level item`,
          );
        }}
      />
    </Box>
  );
}
