import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';

type InvoiceStatus = 'Paid' | 'Open' | 'Overdue';

interface Invoice {
  id: number;
  number: string;
  client: string;
  amount: number;
  status: InvoiceStatus;
}

const invoices: Invoice[] = [
  {
    id: 1,
    number: 'INV-2041',
    client: 'Northwind Foods',
    amount: 1840,
    status: 'Paid',
  },
  {
    id: 2,
    number: 'INV-2042',
    client: 'Blue Harbor Hotels',
    amount: 5200,
    status: 'Overdue',
  },
  {
    id: 3,
    number: 'INV-2043',
    client: 'Kestrel Logistics',
    amount: 760,
    status: 'Open',
  },
  {
    id: 4,
    number: 'INV-2044',
    client: 'Alder & Finch',
    amount: 2310,
    status: 'Paid',
  },
  {
    id: 5,
    number: 'INV-2045',
    client: 'Quarry Lane Bakery',
    amount: 415,
    status: 'Overdue',
  },
  {
    id: 6,
    number: 'INV-2046',
    client: 'Helix Dental',
    amount: 3090,
    status: 'Open',
  },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// One class per status; rows of other statuses get no class.
function getRowClassName(params: GridRowClassNameParams<Invoice>): string {
  if (params.row.status === 'Overdue') return 'invoice--overdue';
  if (params.row.status === 'Paid') return 'invoice--paid';
  return '';
}

/** getRowClassName marks overdue and paid invoices; sx gives the classes their colours. */
export default function StyleRowClassNameGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 370,
        width: '100%',
        '& .invoice--overdue': {
          backgroundColor: alpha(theme.palette.error.main, 0.16),
          fontWeight: 600,
        },
        '& .invoice--paid': { color: theme.palette.text.secondary },
      })}
    >
      <DataGrid
        rows={invoices}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
      />
    </Box>
  );
}
