import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

// The toolbar slot's props type is extended here, so `slotProps.toolbar.onAddOrder`
// type-checks and the component below receives it typed.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddOrder?: () => void;
  }
}

interface Order {
  id: number;
  customer: string;
  total: number;
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 120 },
];

const customers = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Adatum'];

/** Replaces the grid's toolbar; `onAddOrder` arrives through `slotProps.toolbar`. */
function OrdersToolbar({ onAddOrder }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5 }} fontWeight="medium">
        Orders
      </Typography>
      <Tooltip title="Add order">
        <ToolbarButton aria-label="Add order" onClick={onAddOrder}>
          <AddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarExtraPropsDemo() {
  const [rows, setRows] = React.useState<Order[]>([
    { id: 1001, customer: 'Northwind', total: 1250 },
    { id: 1002, customer: 'Contoso', total: 480 },
  ]);

  const addOrder = React.useCallback(() => {
    setRows((previous) => {
      const id = 1001 + previous.length;
      const customer = customers[previous.length % customers.length];
      return [
        ...previous,
        { id, customer, total: 100 + ((previous.length * 137) % 900) },
      ];
    });
  }, []);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: OrdersToolbar }}
        slotProps={{ toolbar: { onAddOrder: addOrder } }}
        hideFooter
      />
    </Box>
  );
}
