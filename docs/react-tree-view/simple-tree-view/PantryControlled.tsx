import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { pantry, shelfIds } from './pantry';

export default function PantryControlled() {
  const [selected, setSelected] = React.useState<string[]>([]);
  return (
    <Box sx={{ height: 320, minWidth: 260, overflow: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setSelected(['oats', 'flour'])}>
          Pancake kit
        </Button>
        <Button size="small" onClick={() => setSelected([])}>
          Clear
        </Button>
      </Stack>
      <SimpleTreeView
        defaultExpandedItems={shelfIds}
        multiSelect
        checkboxSelection
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
      >
        {pantry.map((shelf) => (
          <TreeItem key={shelf.id} itemId={shelf.id} label={shelf.label}>
            {shelf.products.map((product) => (
              <TreeItem key={product.id} itemId={product.id} label={product.label} />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
