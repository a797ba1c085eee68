import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { allDepartmentIds, departments } from './departments';

export default function MultiSelectTeams() {
  const [selected, setSelected] = React.useState<string[]>([]);
  return (
    <Box sx={{ height: 300, minWidth: 260, overflow: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="multi-selection">
        Invited: {selected.join(', ') || 'nobody'}
      </Typography>
      <RichTreeView
        multiSelect
        items={departments}
        defaultExpandedItems={allDepartmentIds}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      />
    </Box>
  );
}
