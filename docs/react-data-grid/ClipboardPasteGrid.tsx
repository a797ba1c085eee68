import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowModel,
} from '@mui/x-data-grid-premium';

interface PriceRow {
  id: number;
  product: string;
  supplier: string;
  price: number;
  inStock: boolean;
}

const initialRows: PriceRow[] = [
  {
    id: 1,
    product: 'Cold brew, 1 L',
    supplier: 'Roastery North',
    price: 8.5,
    inStock: true,
  },
  {
    id: 2,
    product: 'Green tea, 50 bags',
    supplier: 'Leaf & Co',
    price: 6.2,
    inStock: true,
  },
  {
    id: 3,
    product: 'Oat milk, 1 L',
    supplier: 'Oatly Farm',
    price: 2.4,
    inStock: false,
  },
  {
    id: 4,
    product: 'Chai syrup',
    supplier: 'Spice Route',
    price: 9.9,
    inStock: true,
  },
  {
    id: 5,
    product: 'Hot chocolate mix',
    supplier: 'Cocoa Hill',
    price: 7.1,
    inStock: false,
  },
  {
    id: 6,
    product: 'Decaf beans, 500 g',
    supplier: 'Roastery North',
    price: 11.0,
    inStock: true,
  },
];

const columns: GridColDef<PriceRow>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'supplier', headerName: 'Supplier', width: 150, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    editable: true,
  },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'boolean',
    width: 100,
    editable: true,
  },
];

/**
 * Select a range of cells with the mouse or Shift+arrows, copy it, select a target cell
 * and paste: every editable cell in the range is updated at once.
 */
export default function ClipboardPasteGrid() {
  const [lastChange, setLastChange] = React.useState('No paste yet.');

  const processRowUpdate = React.useCallback(
    (newRow: GridRowModel<PriceRow>, oldRow: GridRowModel<PriceRow>) => {
      if (newRow.price !== oldRow.price) {
        setLastChange(`${newRow.product}: price ${oldRow.price} → ${newRow.price}`);
      }
      return newRow;
    },
    [],
  );

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="body2" sx={{ height: 24 }} data-testid="last-change">
        {lastChange}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          processRowUpdate={processRowUpdate}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
