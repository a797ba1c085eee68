import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Return {
  id: number;
  order: string;
  item: string;
  reason: string;
}

const columns: GridColDef<Return>[] = [
  { field: 'order', headerName: 'Order', width: 120 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'reason', headerName: 'Reason', width: 180 },
];

const noReturns: Return[] = [];

/**
 * An empty list of returns with autoHeight: the "No rows" overlay gets 160 px through the
 * --DataGrid-overlayHeight variable instead of the default two rows.
 */
export default function LayoutOverlayHeightGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid
        autoHeight
        rows={noReturns}
        columns={columns}
        hideFooter
        sx={{ '--DataGrid-overlayHeight': '160px' }}
      />
    </Box>
  );
}
