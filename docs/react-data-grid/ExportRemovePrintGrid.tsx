import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { getPurchaseOrders, orderColumns } from './exportData';

/** The Export menu without Print: `disableToolbarButton` in the print options removes its item. */
export default function ExportRemovePrintGrid() {
  const rows = React.useMemo(() => getPurchaseOrders(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={orderColumns}
        showToolbar
        slotProps={{ toolbar: { printOptions: { disableToolbarButton: true } } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
