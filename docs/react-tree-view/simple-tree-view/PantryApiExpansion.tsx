import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { pantry } from './pantry';

export default function PantryApiExpansion() {
  const apiRef = useSimpleTreeViewApiRef();
  return (
    <Box sx={{ height: 250, minWidth: 260 }}>
      <Button
        size="small"
        sx={{ mb: 1 }}
        onClick={(event) =>
          apiRef.current?.setItemExpansion({ event, itemId: 'baking' })
        }
      >
        Toggle Baking
      </Button>
      <SimpleTreeView apiRef={apiRef}>
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
