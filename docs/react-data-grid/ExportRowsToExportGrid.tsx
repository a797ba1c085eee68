import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid';
import { getPurchaseOrders, orderColumns } from './exportData';

// Only the rows of the page on screen, in their current order.
const getRowsToExport = ({ apiRef }: GridCsvGetRowsToExportParams) =>
  gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);

/** Export > Download as CSV saves the five orders of the current page, not all 40. */
export default function ExportRowsToExportGrid() {
  const rows = React.useMemo(() => getPurchaseOrders(40), []);
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={orderColumns}
        showToolbar
        slotProps={{
          toolbar: { csvOptions: { getRowsToExport, fileName: 'orders-page' } },
        }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
