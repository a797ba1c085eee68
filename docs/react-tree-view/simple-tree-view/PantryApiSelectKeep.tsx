import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { pantry, shelfIds } from './pantry';

export default function PantryApiSelectKeep() {
  const apiRef = useSimpleTreeViewApiRef();
  const add = (event: React.SyntheticEvent, itemId: string) =>
    apiRef.current?.setItemSelection({
      event,
      itemId,
      shouldBeSelected: true,
      keepExistingSelection: true,
    });
  return (
    <Box sx={{ height: 310, minWidth: 260, overflow: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={(event) => add(event, 'sugar')}>
          Add Sugar
        </Button>
        <Button size="small" onClick={(event) => add(event, 'oats')}>
          Add Oats
        </Button>
      </Stack>
      <SimpleTreeView defaultExpandedItems={shelfIds} multiSelect apiRef={apiRef}>
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
