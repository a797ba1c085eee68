import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridPrintExportOptions,
} from '@mui/x-data-grid';
import { getPurchaseOrders, orderColumns } from './exportData';

// A packing list: open orders only, three columns, landscape pages, no toolbar or footer.
const packingList: GridPrintExportOptions = {
  fields: ['order', 'customer', 'country'],
  hideToolbar: true,
  hideFooter: true,
  pageStyle: '@page { size: landscape; margin: 12mm; }',
  getRowsToExport: ({ apiRef }) =>
    gridFilteredSortedRowIdsSelector(apiRef).filter(
      (id) => apiRef.current.getRow(id)?.status === 'Open',
    ),
};

/** A button outside the grid prints a packing list of the open orders. */
export default function ExportPrintApiGrid() {
  const rows = React.useMemo(() => getPurchaseOrders(), []);
  const apiRef = useGridApiRef();
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start', height: 32 }}
        onClick={() => apiRef.current?.exportDataAsPrint(packingList)}
      >
        Print packing list
      </Button>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={orderColumns}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
