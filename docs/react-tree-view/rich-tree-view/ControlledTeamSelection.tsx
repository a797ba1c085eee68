import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { allDepartmentIds, departments } from './departments';

const teamIds = ['frontend', 'backend', 'mobile', 'emea', 'americas', 'finance'];

export default function ControlledTeamSelection() {
  const [selected, setSelected] = React.useState<string[]>(['mobile']);
  return (
    <Box sx={{ height: 320, minWidth: 260, overflow: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setSelected(teamIds)}>
          Select every team
        </Button>
        <Button size="small" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
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
