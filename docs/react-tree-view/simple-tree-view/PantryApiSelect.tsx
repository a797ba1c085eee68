import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { pantry, shelfIds } from './pantry';

export default function PantryApiSelect() {
  const apiRef = useSimpleTreeViewApiRef();
  return (
    <Box sx={{ height: 310, minWidth: 260, overflow: 'auto' }}>
      <Button
        size="small"
        sx={{ mb: 1 }}
        onClick={(event) =>
          apiRef.current?.setItemSelection({ event, itemId: 'coffee' })
        }
      >
        Toggle Coffee
      </Button>
      <SimpleTreeView defaultExpandedItems={shelfIds} apiRef={apiRef}>
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
