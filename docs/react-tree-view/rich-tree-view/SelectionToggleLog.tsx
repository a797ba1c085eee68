import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { allDepartmentIds, departments } from './departments';

export default function SelectionToggleLog() {
  const [lastToggle, setLastToggle] = React.useState<string | null>(null);
  return (
    <Box sx={{ height: 300, minWidth: 260, overflow: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="last-toggle">
        {lastToggle ?? 'Select or deselect a team'}
      </Typography>
      <RichTreeView
        multiSelect
        checkboxSelection
        items={departments}
        defaultExpandedItems={allDepartmentIds}
        onItemSelectionToggle={(_event, itemId, isSelected) =>
          setLastToggle(`${itemId} ${isSelected ? 'selected' : 'deselected'}`)
        }
      />
    </Box>
  );
}
