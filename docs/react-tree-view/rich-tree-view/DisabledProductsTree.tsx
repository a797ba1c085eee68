import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
interface Product {
  id: string;
  label: string;
  inStock?: boolean;
  children?: Product[];
}

const catalog: Product[] = [
  {
    id: 'coffee',
    label: 'Coffee',
    children: [
      { id: 'espresso', label: 'Espresso beans', inStock: true },
      { id: 'decaf', label: 'Decaf blend', inStock: false },
      { id: 'filter', label: 'Filter roast', inStock: true },
    ],
  },
  {
    id: 'tea',
    label: 'Tea',
    children: [
      { id: 'green', label: 'Sencha green tea', inStock: false },
      { id: 'black', label: 'Assam black tea', inStock: true },
    ],
  },
];

export default function DisabledProductsTree() {
  const [focusable, setFocusable] = React.useState(false);
  return (
    <Box sx={{ height: 300, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={focusable}
            onChange={(event) => setFocusable(event.target.checked)}
          />
        }
        label="Out-of-stock items stay focusable"
      />
      <RichTreeView
        items={catalog}
        defaultExpandedItems={['coffee', 'tea']}
        // Leaves are disabled when the product is out of stock.
        isItemDisabled={(item) => item.inStock === false}
        disabledItemsFocusable={focusable}
      />
    </Box>
  );
}
