import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { pantry, shelfIds } from './pantry';

export default function PantrySingleSelect() {
  const [selected, setSelected] = React.useState<string | null>(null);
  return (
    <Box sx={{ height: 300, minWidth: 260, overflow: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Recipe ingredient: {selected ?? 'none'}
      </Typography>
      <SimpleTreeView
        defaultExpandedItems={shelfIds}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
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
