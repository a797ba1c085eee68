import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  amount: number;
  status: 'Paid' | 'Due' | 'Overdue';
}

const clients = ['Kestrel Labs', 'Maple & Co', 'Orbit Studio', 'Tidewater'];
const statuses: Invoice['status'][] = ['Paid', 'Due', 'Paid', 'Overdue'];

const rows: Invoice[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  number: `INV-${String(2401 + index)}`,
  client: clients[index % clients.length],
  amount: 450 + ((index * 379) % 2100),
  status: statuses[(index * 3) % statuses.length],
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Only what the accountant needs: no status column, semicolons for a European spreadsheet.
const accountingExport: GridCsvExportOptions = {
  fields: ['number', 'client', 'amount'],
  delimiter: ';',
  fileName: 'invoices-accounting',
  // Export the rows left by the current filter, in the current sort order.
  getRowsToExport: ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef),
};

/** The API object exports with options, and previews the file's text with getDataAsCsv. */
export default function ExportCsvApiGrid() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');

  return (
    <Box
      sx={{
        height: 560,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ height: 36 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setPreview(apiRef.current?.getDataAsCsv(accountingExport) ?? '')
          }
        >
          Preview CSV
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={() => apiRef.current?.exportDataAsCsv(accountingExport)}
        >
          Download CSV
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        data-testid="csv-preview"
        aria-label="CSV preview"
        sx={{
          flex: 1,
          minHeight: 0,
          m: 0,
          p: 1,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {preview || 'Click "Preview CSV" to see the text that would be downloaded.'}
      </Box>
    </Box>
  );
}
