import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  city: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

// Daily maximum temperatures, °C.
const rows: Reading[] = [
  { id: 1, city: 'Sevilla', mon: 36, tue: 38, wed: 41, thu: 39, fri: 35 },
  { id: 2, city: 'Lyon', mon: 27, tue: 31, wed: 33, thu: 29, fri: 26 },
  { id: 3, city: 'Hamburg', mon: 19, tue: 22, wed: 24, thu: 21, fri: 18 },
  { id: 4, city: 'Tromsø', mon: 12, tue: 14, wed: 15, thu: 11, fri: 9 },
];

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef<Reading>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  ...days.map((day): GridColDef<Reading> => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    type: 'number',
    width: 80,
  })),
];

/** One function for every cell: numbers are banded by value, other cells get no class. */
function temperatureClass(params: GridCellParams<Reading>): string {
  if (typeof params.value !== 'number') return '';
  if (params.value >= 35) return 'temp--hot';
  if (params.value >= 25) return 'temp--warm';
  if (params.value < 15) return 'temp--cool';
  return '';
}

export default function StyleCellClassNameGrid() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .temp--hot': { bgcolor: 'rgba(211, 47, 47, 0.18)', fontWeight: 600 },
        '& .temp--warm': { bgcolor: 'rgba(237, 108, 2, 0.14)' },
        '& .temp--cool': { bgcolor: 'rgba(2, 136, 209, 0.14)' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={temperatureClass}
        hideFooter
      />
    </Box>
  );
}
