import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
} from '@mui/x-data-grid';
import { volunteerColumns, volunteers, type Volunteer } from './selectionData';

// The grid adds its checkbox column first; listing it in `columns` lets you place and configure it.
const columns: GridColDef<Volunteer>[] = [
  ...volunteerColumns,
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 110, headerName: 'Confirmed' },
];

/** The checkbox column moved to the end of the row and widened, through GRID_CHECKBOX_SELECTION_COL_DEF. */
export default function SelectionCustomCheckboxGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={volunteers} columns={columns} checkboxSelection hideFooter />
    </Box>
  );
}
