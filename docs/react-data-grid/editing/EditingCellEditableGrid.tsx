import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams } from '@mui/x-data-grid';
import { shiftColumns, shifts, type Shift } from './editingData';

// A signed-off shift keeps its hours; its nurse and ward can still be corrected.
const isCellEditable = ({ row, field }: GridCellParams<Shift>) =>
  !(row.locked && field === 'hours');

/** isCellEditable: "Hours" cannot be edited on signed-off shifts; every other editable cell can. */
export default function EditingCellEditableGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={shifts}
        columns={shiftColumns}
        isCellEditable={isCellEditable}
        getCellClassName={(params) => (isCellEditable(params) ? '' : 'locked-cell')}
        sx={{ '& .locked-cell': { color: 'text.disabled' } }}
        hideFooter
      />
    </Box>
  );
}
