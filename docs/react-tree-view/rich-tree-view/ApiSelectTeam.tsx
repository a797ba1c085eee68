import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { allDepartmentIds, departments } from './departments';

export default function ApiSelectTeam() {
  const apiRef = useRichTreeViewApiRef();
  return (
    <Box sx={{ height: 310, minWidth: 260, overflow: 'auto' }}>
      <Button
        size="small"
        sx={{ mb: 1 }}
        onClick={(event) =>
          apiRef.current?.setItemSelection({ event, itemId: 'backend' })
        }
      >
        Toggle Backend
      </Button>
      <RichTreeView
        apiRef={apiRef}
        items={departments}
        defaultExpandedItems={allDepartmentIds}
      />
    </Box>
  );
}
