import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  mon: string;
  tue: string;
  wed: string;
  thu: string;
  fri: string;
}

const rows: Shift[] = [
  {
    id: 1,
    nurse: 'A. Kowalski',
    mon: 'Early',
    tue: 'Early',
    wed: 'Off',
    thu: 'Late',
    fri: 'Late',
  },
  {
    id: 2,
    nurse: 'M. Haddad',
    mon: 'Late',
    tue: 'Off',
    wed: 'Early',
    thu: 'Early',
    fri: 'Night',
  },
  {
    id: 3,
    nurse: 'S. Lindqvist',
    mon: 'Night',
    tue: 'Night',
    wed: 'Off',
    thu: 'Off',
    fri: 'Early',
  },
  {
    id: 4,
    nurse: 'J. Mensah',
    mon: 'Off',
    tue: 'Late',
    wed: 'Late',
    thu: 'Night',
    fri: 'Off',
  },
];

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', width: 150 },
  ...days.map((day): GridColDef<Shift> => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    flex: 1,
    minWidth: 80,
    align: 'center',
    headerAlign: 'center',
  })),
];

/** Vertical borders between cells and headers, with a custom border colour. */
export default function RecipeBordersGrid() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        sx={(theme) => ({
          // The grid draws row and cell borders with this variable.
          '--DataGrid-rowBorderColor': alpha(theme.palette.primary.main, 0.35),
          borderColor: alpha(theme.palette.primary.main, 0.5),
        })}
      />
    </Box>
  );
}
