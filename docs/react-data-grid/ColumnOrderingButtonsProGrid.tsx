import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Release {
  id: number;
  version: string;
  date: string;
  owner: string;
  status: string;
}

const rows: Release[] = [
  { id: 1, version: '4.2.0', date: '2025-03-04', owner: 'Mei', status: 'Shipped' },
  { id: 2, version: '4.3.0', date: '2025-04-15', owner: 'Jonas', status: 'Shipped' },
  { id: 3, version: '4.4.0', date: '2025-05-27', owner: 'Aisha', status: 'Testing' },
  { id: 4, version: '5.0.0', date: '2025-07-08', owner: 'Mei', status: 'Planned' },
];

const columns: GridColDef<Release>[] = [
  { field: 'version', headerName: 'Version', width: 110 },
  { field: 'date', headerName: 'Date', width: 130 },
  { field: 'owner', headerName: 'Owner', width: 120 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 120 },
];

/** Reordering without a mouse: pick a column, move it with buttons (setColumnIndex). */
export default function ColumnOrderingButtonsProGrid() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('status');

  const move = (step: -1 | 1) => {
    const api = apiRef.current;
    if (!api) return;
    const index = api.getColumnIndex(field, false);
    const target = index + step;
    if (target < 0 || target >= api.getAllColumns().length) return;
    api.setColumnIndex(field, target);
  };

  return (
    <Box
      sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ width: 150 }}
        >
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => move(-1)}>
          Move left
        </Button>
        <Button variant="outlined" onClick={() => move(1)}>
          Move right
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
