import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { pantry, shelfIds } from './pantry';

export default function PantryScrollToItem() {
  const apiRef = useSimpleTreeViewApiRef();
  return (
    <Box
      sx={{ height: 200, minWidth: 260, display: 'flex', flexDirection: 'column' }}
    >
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start', mb: 1 }}
        onClick={() =>
          apiRef.current
            ?.getItemDOMElement('sugar')
            ?.scrollIntoView({ block: 'nearest' })
        }
      >
        Scroll to Sugar
      </Button>
      <Box sx={{ flex: 1, overflow: 'auto', border: 1, borderColor: 'divider' }}>
        <SimpleTreeView apiRef={apiRef} defaultExpandedItems={shelfIds}>
          {pantry.map((shelf) => (
            <TreeItem key={shelf.id} itemId={shelf.id} label={shelf.label}>
              {shelf.products.map((product) => (
                <TreeItem
                  key={product.id}
                  itemId={product.id}
                  label={product.label}
                />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
