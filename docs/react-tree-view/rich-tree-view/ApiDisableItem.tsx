import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { allDepartmentIds, departments } from './departments';

export default function ApiDisableItem() {
  const apiRef = useRichTreeViewApiRef();
  const [closed, setClosed] = React.useState(false);
  return (
    <Box sx={{ height: 310, minWidth: 260, overflow: 'auto' }}>
      <FormControlLabel
        label="Mobile team closed"
        control={
          <Switch
            checked={closed}
            onChange={(event) => {
              setClosed(event.target.checked);
              apiRef.current?.setIsItemDisabled({
                itemId: 'mobile',
                shouldBeDisabled: event.target.checked,
              });
            }}
          />
        }
      />
      <RichTreeView
        apiRef={apiRef}
        items={departments}
        defaultExpandedItems={allDepartmentIds}
      />
    </Box>
  );
}
