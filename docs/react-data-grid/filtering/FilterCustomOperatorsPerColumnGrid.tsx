import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  customer: string;
  reference: string;
  amount: number;
}

const customers = [
  'Northwind Traders',
  'Blue Harbor Foods',
  'Kestrel Logistics',
  'Amberline Studio',
  'Greenfield Farms',
];

const rows: Invoice[] = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  customer: customers[(index * 3) % customers.length],
  reference: `INV-2025-${String(101 + index * 7).padStart(4, '0')}`,
  amount: 120 + ((index * 487) % 4800),
}));

const columns: GridColDef<Invoice>[] = [
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 180,
    // Names are searched, never compared whole.
    filterOperators: getGridStringOperators().filter((operator) =>
      ['contains', 'startsWith'].includes(operator.value),
    ),
  },
  {
    field: 'reference',
    headerName: 'Reference',
    width: 150,
    // A reference is looked up exactly.
    filterOperators: getGridStringOperators().filter(
      (operator) => operator.value === 'equals',
    ),
  },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 130,
    // Ranges only: "=" on money is rarely what people mean.
    filterOperators: getGridNumericOperators().filter((operator) =>
      ['>=', '<='].includes(operator.value),
    ),
  },
];

/** Each column offers only the operators that make sense for it. */
export default function FilterCustomOperatorsPerColumnGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        rowHeight={40}
        hideFooter
      />
    </Box>
  );
}
