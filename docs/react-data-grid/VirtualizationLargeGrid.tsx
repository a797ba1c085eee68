import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const ROW_COUNT = 100_000;
const COLUMN_COUNT = 100;

interface MeterRow {
  id: number;
}

// A cheap deterministic hash: the same (row, column) always gives the same reading.
function reading(rowId: number, columnIndex: number): number {
  let x = (rowId * 374761393 + columnIndex * 668265263) | 0;
  x = Math.imul(x ^ (x >>> 13), 1274126177);
  return Math.abs(x ^ (x >>> 16)) % 1000;
}

// Rows hold only an id; the 100 values of each row are computed when a cell is rendered.
const rows: MeterRow[] = Array.from({ length: ROW_COUNT }, (_, index) => ({
  id: index + 1,
}));

const columns: GridColDef<MeterRow>[] = [
  { field: 'id', headerName: 'Meter', type: 'number', width: 90 },
  ...Array.from({ length: COLUMN_COUNT - 1 }, (_, index): GridColDef<MeterRow> => ({
    field: `h${index + 1}`,
    headerName: `Hour ${index + 1}`,
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => reading(row.id, index + 1),
  })),
];

/** 100,000 rows × 100 columns, all in the browser: only the cells in view are in the DOM. */
export default function VirtualizationLargeGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowHeight={36}
        columnHeaderHeight={44}
      />
    </Box>
  );
}
