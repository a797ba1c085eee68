import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
}

const rows: Product[] = [
  { id: 1, name: 'Ceramic mug', price: 12.5, stock: 140 },
  { id: 2, name: 'Linen napkins (set of 4)', price: 18, stock: 62 },
  { id: 3, name: 'Oak cutting board', price: 34, stock: 25 },
  { id: 4, name: 'Cast iron pan', price: 49.9, stock: 18 },
];

/**
 * The simulated server: answers after 600 ms with the stored row, or rejects the
 * way an API answering 422 would.
 */
function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (product.price <= 0) {
        reject(
          new Error('The server refused the change: prices must be above zero.'),
        );
      } else if (product.stock > 500) {
        reject(
          new Error('The server refused the change: the warehouse holds 500 units.'),
        );
      } else {
        resolve({ ...product, price: Math.round(product.price * 100) / 100 });
      }
    }, 600);
  });
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 120,
    editable: true,
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 110,
    editable: true,
  },
];

type Status = { severity: 'success' | 'error' | 'info'; message: string };

/** Confirmed updates: the grid shows a value only once the server has stored it. */
export default function PersistenceConfirmedGrid() {
  const [status, setStatus] = React.useState<Status>({
    severity: 'info',
    message: 'Edit a price or a stock level and press Enter.',
  });

  const processRowUpdate = React.useCallback(
    async (newRow: Product, oldRow: Product) => {
      if (newRow.price === oldRow.price && newRow.stock === oldRow.stock) {
        return oldRow;
      }
      setStatus({ severity: 'info', message: `Saving ${newRow.name}…` });
      const stored = await saveProduct(newRow);
      setStatus({
        severity: 'success',
        message: `Server confirmed ${stored.name}: ${stored.price} €, ${stored.stock} in stock.`,
      });
      return stored;
    },
    [],
  );

  const handleProcessRowUpdateError = React.useCallback((error: Error) => {
    setStatus({ severity: 'error', message: error.message });
  }, []);

  return (
    <Box
      sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleProcessRowUpdateError}
          hideFooter
        />
      </Box>
      <Alert severity={status.severity} role="status" sx={{ mt: 1 }}>
        {status.message}
      </Alert>
    </Box>
  );
}
