import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { pantry, shelfIds } from './pantry';

export default function PantryMultiSelect() {
  const [selected, setSelected] = React.useState<string[]>([]);
  return (
    <Box sx={{ height: 300, minWidth: 260, overflow: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="pantry-multi">
        To restock: {selected.join(', ') || 'nothing'}
      </Typography>
      <SimpleTreeView
        defaultExpandedItems={shelfIds}
        multiSelect
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
