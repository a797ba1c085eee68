import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  id: number;
  product: string;
  warehouse: string;
  inStock: number;
}

const initialRows: StockItem[] = [
  { id: 1, product: 'Espresso beans, 1 kg', warehouse: 'Lyon', inStock: 42 },
  { id: 2, product: 'Filter papers, 100', warehouse: 'Lyon', inStock: 310 },
  { id: 3, product: 'Milk jug, 600 ml', warehouse: 'Lille', inStock: 18 },
  { id: 4, product: 'Burr grinder', warehouse: 'Nantes', inStock: 7 },
  { id: 5, product: 'Pour-over kettle', warehouse: 'Lille', inStock: 12 },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 110 },
];

const RESTOCK = 10;

/** Rows kept in state; a restock replaces the array and only the changed row object. */
export default function RowDefinitionStateGrid() {
  const [rows, setRows] = React.useState<StockItem[]>(initialRows);
  const [restocks, setRestocks] = React.useState(0);

  const restockLowItems = () => {
    // New array, new objects for the changed rows, the same objects for the others.
    setRows((previous) =>
      previous.map((row) =>
        row.inStock < 20 ? { ...row, inStock: row.inStock + RESTOCK } : row,
      ),
    );
    setRestocks((count) => count + 1);
  };

  return (
    <Stack spacing={1} sx={{ height: 360, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={restockLowItems}>
          Restock items under 20
        </Button>
        <Typography variant="body2" role="status">
          Restocks: {restocks}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            setRows(initialRows);
            setRestocks(0);
          }}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
