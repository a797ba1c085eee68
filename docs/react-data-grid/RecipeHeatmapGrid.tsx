import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

const months = ['jan', 'apr', 'jul', 'oct'] as const;
type Month = (typeof months)[number];

type CityClimate = { id: number; city: string } & Record<Month, number>;

// Average daily maximum temperatures in °C.
const rows: CityClimate[] = [
  { id: 1, city: 'Reykjavík', jan: 2, apr: 6, jul: 14, oct: 7 },
  { id: 2, city: 'Edinburgh', jan: 7, apr: 12, jul: 19, oct: 13 },
  { id: 3, city: 'Vienna', jan: 3, apr: 16, jul: 27, oct: 15 },
  { id: 4, city: 'Madrid', jan: 10, apr: 18, jul: 33, oct: 20 },
  { id: 5, city: 'Athens', jan: 13, apr: 20, jul: 33, oct: 24 },
  { id: 6, city: 'Valletta', jan: 16, apr: 20, jul: 31, oct: 25 },
];

const columns: GridColDef<CityClimate>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  ...months.map((month): GridColDef<CityClimate> => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number',
    width: 90,
  })),
];

// One class per temperature band; the city column and headers get none.
function getCellClassName(params: GridCellParams<CityClimate>): string {
  if (typeof params.value !== 'number') return '';
  if (params.value < 8) return 'temp--cold';
  if (params.value < 18) return 'temp--mild';
  if (params.value < 28) return 'temp--warm';
  return 'temp--hot';
}

/** getCellClassName turns a table of temperatures into a heat map. */
export default function RecipeHeatmapGrid() {
  return (
    <Box
      sx={{
        height: 370,
        width: '100%',
        '& .temp--cold': { backgroundColor: '#bbdefb', color: '#0d47a1' },
        '& .temp--mild': { backgroundColor: '#c8e6c9', color: '#1b5e20' },
        '& .temp--warm': { backgroundColor: '#ffe0b2', color: '#8a3b00' },
        '& .temp--hot': { backgroundColor: '#ffcdd2', color: '#b71c1c' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={getCellClassName}
        hideFooter
      />
    </Box>
  );
}
