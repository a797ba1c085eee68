import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  gridFilteredSortedRowIdsSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getPurchaseOrders, orderColumns } from './exportData';

/** Builds a JSON file of the filtered rows, keyed by the visible columns' fields, and downloads it. */
function ExportJson() {
  const apiRef = useGridApiContext();
  const download = () => {
    const fields = apiRef.current.getVisibleColumns().map((column) => column.field);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) => {
      const row: Record<string, unknown> = {};
      for (const field of fields) {
        row[field] = apiRef.current.getCellValue(id, field);
      }
      return row;
    });
    const blob = new Blob([JSON.stringify(data, null, 2)], {
      type: 'application/json',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'orders.json';
    link.click();
    // The click has started the download; the object URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(link.href));
  };
  return (
    <Button size="small" onClick={download}>
      JSON
    </Button>
  );
}

function OrdersToolbar() {
  return (
    <Toolbar>
      <ExportCsv size="small" options={{ fileName: 'orders' }}>
        CSV
      </ExportCsv>
      <ExportPrint size="small">Print</ExportPrint>
      <ExportJson />
    </Toolbar>
  );
}

/** A toolbar of its own, with the built-in CSV and print triggers next to a JSON export. */
export default function ExportCustomFormatGrid() {
  const rows = React.useMemo(() => getPurchaseOrders(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={orderColumns}
        slots={{ toolbar: OrdersToolbar }}
        showToolbar
        disableRowSelectionOnClick
      />
    </Box>
  );
}
