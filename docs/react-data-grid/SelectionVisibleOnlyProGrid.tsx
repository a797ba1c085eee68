import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createVolunteers, volunteerColumns } from './selectionData';

const rows = createVolunteers(30);

/** checkboxSelectionVisibleOnly: the header checkbox selects the ten rows of the current page only. */
export default function SelectionVisibleOnlyProGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={volunteerColumns}
        checkboxSelection
        checkboxSelectionVisibleOnly
        pagination
        pageSizeOptions={[10]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Box>
  );
}
