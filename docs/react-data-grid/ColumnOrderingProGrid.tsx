import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Bug {
  id: number;
  title: string;
  severity: string;
  component: string;
  reporter: string;
}

const rows: Bug[] = [
  {
    id: 101,
    title: 'Scroll jumps on resize',
    severity: 'Major',
    component: 'Layout',
    reporter: 'kai',
  },
  {
    id: 102,
    title: 'Wrong week number in January',
    severity: 'Minor',
    component: 'Calendar',
    reporter: 'ana',
  },
  {
    id: 103,
    title: 'Export drops the last row',
    severity: 'Critical',
    component: 'Export',
    reporter: 'li',
  },
  {
    id: 104,
    title: 'Focus lost after closing menu',
    severity: 'Major',
    component: 'Menu',
    reporter: 'sam',
  },
];

const columns: GridColDef<Bug>[] = [
  // Stays first: it cannot be dragged.
  { field: 'id', headerName: 'ID', width: 80, disableReorder: true },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'severity', headerName: 'Severity', width: 110 },
  { field: 'component', headerName: 'Component', width: 120 },
  { field: 'reporter', headerName: 'Reporter', width: 110 },
];

/** Drag a header to move its column; the current order is printed under the grid. */
export default function ColumnOrderingProGrid() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(columns.map((column) => column.field));

  return (
    <Box
      sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnOrderChange={() =>
            setOrder(
              apiRef.current?.getAllColumns().map((column) => column.field) ?? [],
            )
          }
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, height: 24 }}>
        Order: {order.join(' → ')}
      </Typography>
    </Box>
  );
}
