import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  country: string;
  amount: number;
}

const clients = ['Acme Ltd', 'Borealis', 'Cobalt & Co', 'Delta Farms', 'Eastwind'];
const countries = ['France', 'Germany', 'Spain', 'Italy'];

const rows: Invoice[] = Array.from({ length: 24 }, (_, index) => ({
  id: 3100 + index,
  client: clients[index % clients.length],
  country: countries[(index * 3) % countries.length],
  amount: 150 + ((index * 173) % 900),
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

/** A footer slot: it reads the grid's state through a selector and re-renders when it changes. */
function TotalsFooter() {
  const apiRef = useGridApiContext();
  // Entries carry each row's id and model, in the order the rows are shown.
  const visible = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = visible.reduce(
    (sum, entry) => sum + (entry.model as Invoice).amount,
    0,
  );
  const first = visible.length > 0 ? visible[0].id : 'none';
  return (
    <Box
      data-testid="totals-footer"
      sx={{ p: 1, borderTop: 1, borderColor: 'divider', fontSize: 14 }}
    >
      {visible.length} of {rows.length} invoices, €{total.toLocaleString('en-US')} in
      all. First shown: {first}.
    </Box>
  );
}

export default function StateSelectorFooterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ footer: TotalsFooter }}
        initialState={{
          sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] },
          filter: {
            filterModel: {
              items: [{ field: 'country', operator: 'equals', value: 'France' }],
            },
          },
        }}
      />
    </Box>
  );
}
