import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { allDepartmentIds, departments } from './departments';

export default function CheckboxMultiTeams() {
  const [selected, setSelected] = React.useState<string[]>(['frontend', 'emea']);
  return (
    <Box sx={{ height: 300, minWidth: 260, overflow: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Newsletter goes to: {selected.join(', ') || 'nobody'}
      </Typography>
      <RichTreeView
        multiSelect
        checkboxSelection
        items={departments}
        defaultExpandedItems={allDepartmentIds}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      />
    </Box>
  );
}
