import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { volunteerColumns, volunteers } from './selectionData';

/**
 * disableRowSelectionOnClick: a click on a row opens it (here, a line under the grid) and only the checkboxes
 * select.
 */
export default function SelectionNoClickGrid() {
  const [opened, setOpened] = React.useState<string | null>(null);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={volunteers}
          columns={volunteerColumns}
          checkboxSelection
          disableRowSelectionOnClick
          onRowClick={({ row }) =>
            setOpened(`${row.name}: ${row.hours} h at ${row.station}`)
          }
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, height: 24 }}>
        {opened
          ? `Opened ${opened}`
          : 'Click a row to open it; tick its box to select it'}
      </Typography>
    </Box>
  );
}
