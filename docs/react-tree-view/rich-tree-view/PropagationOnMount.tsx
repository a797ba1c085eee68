import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { allDepartmentIds, departments } from './departments';

const propagation: TreeViewSelectionPropagation = {
  descendants: true,
  parents: true,
};

export default function PropagationOnMount() {
  // Saved as "Sales" only; with propagation its two teams start checked as well.
  const initial = useApplyPropagationToSelectedItemsOnMount({
    items: departments,
    selectionPropagation: propagation,
    selectedItems: ['sales'],
  });
  const [selected, setSelected] = React.useState<string[]>(initial);
  return (
    <Box sx={{ height: 300, minWidth: 260, overflow: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="mount-selection">
        Selected: {[...selected].sort().join(', ')}
      </Typography>
      <RichTreeView
        multiSelect
        checkboxSelection
        items={departments}
        defaultExpandedItems={allDepartmentIds}
        selectionPropagation={propagation}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      />
    </Box>
  );
}
