import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ShoppingListSelection() {
  const [selected, setSelected] = React.useState<string[]>(['milk']);
  return (
    <Box sx={{ height: 300, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="basket">
        In the basket: {selected.length} (
        {[...selected].sort().join(', ') || 'empty'})
      </Typography>
      <SimpleTreeView
        multiSelect
        checkboxSelection
        defaultExpandedItems={['dairy', 'bakery']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        <TreeItem itemId="dairy" label="Dairy">
          <TreeItem itemId="milk" label="Milk" />
          <TreeItem itemId="yoghurt" label="Yoghurt" />
        </TreeItem>
        <TreeItem itemId="bakery" label="Bakery">
          <TreeItem itemId="baguette" label="Baguette" />
          <TreeItem itemId="croissants" label="Croissants" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
