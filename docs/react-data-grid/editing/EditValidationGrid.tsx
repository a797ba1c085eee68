import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPreProcessEditCellProps,
} from '@mui/x-data-grid';

interface Room {
  id: number;
  name: string;
  capacity: number;
  floor: number;
}

const rows: Room[] = [
  { id: 1, name: 'Aurora', capacity: 8, floor: 2 },
  { id: 2, name: 'Borealis', capacity: 4, floor: 2 },
  { id: 3, name: 'Cirrus', capacity: 12, floor: 3 },
  { id: 4, name: 'Delta', capacity: 6, floor: 1 },
];

const columns: GridColDef<Room>[] = [
  {
    field: 'name',
    headerName: 'Room',
    flex: 1,
    minWidth: 140,
    editable: true,
    // A room needs a name of at least three characters.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: String(params.props.value ?? '').trim().length < 3,
    }),
  },
  {
    field: 'capacity',
    headerName: 'Capacity (1–20)',
    type: 'number',
    width: 150,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = Number(params.props.value);
      return { ...params.props, error: !(value >= 1 && value <= 20) };
    },
  },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90 },
];

/** An invalid value is flagged while typing and cannot be saved: Enter does nothing until it is fixed. */
export default function EditValidationGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          '& .MuiDataGrid-cell--editing:has(.Mui-error)': {
            outline: '2px solid',
            outlineColor: 'error.main',
            outlineOffset: -2,
          },
        }}
      />
    </Box>
  );
}
