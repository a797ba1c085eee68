import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { pantry, shelfIds } from './pantry';

// Out of stock: shown, but neither selectable nor expandable.
const outOfStock = ['honey', 'baking'];

export default function PantryDisabledItems() {
  const [focusable, setFocusable] = React.useState(false);
  return (
    <Box sx={{ height: 300, minWidth: 260 }}>
      <FormControlLabel
        label="Keyboard reaches disabled items"
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
      />
      <SimpleTreeView
        defaultExpandedItems={shelfIds}
        disabledItemsFocusable={focusable}
      >
        {pantry.map((shelf) => (
          <TreeItem
            key={shelf.id}
            itemId={shelf.id}
            label={shelf.label}
            disabled={outOfStock.includes(shelf.id)}
          >
            {shelf.products.map((product) => (
              <TreeItem
                key={product.id}
                itemId={product.id}
                label={product.label}
                disabled={outOfStock.includes(product.id)}
              />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
