import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { allDepartmentIds, departments } from './departments';

export default function ApiGetItem() {
  const apiRef = useRichTreeViewApiRef();
  const [details, setDetails] = React.useState('Select a department or a team');
  return (
    <Box sx={{ height: 300, minWidth: 260, overflow: 'auto' }}>
      <Typography
        variant="body2"
        sx={{ mb: 1, fontFamily: 'monospace' }}
        data-testid="item-details"
      >
        {details}
      </Typography>
      <RichTreeView
        apiRef={apiRef}
        items={departments}
        defaultExpandedItems={allDepartmentIds}
        onSelectedItemsChange={(_event, itemId) => {
          const item = itemId === null ? null : apiRef.current?.getItem(itemId);
          setDetails(
            item
              ? `${item.label}: ${item.children?.length ?? 0} sub-items`
              : 'Nothing selected',
          );
        }}
      />
    </Box>
  );
}
