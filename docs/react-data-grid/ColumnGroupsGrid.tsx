import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface Athlete {
  id: number;
  name: string;
  country: string;
  swimMin: number;
  bikeMin: number;
  runMin: number;
}

const rows: Athlete[] = [
  {
    id: 1,
    name: 'Lucy Charles',
    country: 'GBR',
    swimMin: 48,
    bikeMin: 268,
    runMin: 176,
  },
  {
    id: 2,
    name: 'Anne Haug',
    country: 'GER',
    swimMin: 54,
    bikeMin: 273,
    runMin: 166,
  },
  {
    id: 3,
    name: 'Taylor Knibb',
    country: 'USA',
    swimMin: 51,
    bikeMin: 262,
    runMin: 181,
  },
  {
    id: 4,
    name: 'Laura Philipp',
    country: 'GER',
    swimMin: 53,
    bikeMin: 265,
    runMin: 170,
  },
];

const columns: GridColDef<Athlete>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'country', headerName: 'Country', width: 90 },
  { field: 'swimMin', headerName: 'Swim', type: 'number', width: 90 },
  { field: 'bikeMin', headerName: 'Bike', type: 'number', width: 90 },
  { field: 'runMin', headerName: 'Run', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.swimMin + row.bikeMin + row.runMin,
  },
];

// Groups list their children by field; groups can nest.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'athlete',
    headerName: 'Athlete',
    children: [{ field: 'name' }, { field: 'country' }],
  },
  {
    groupId: 'splits',
    headerName: 'Times (minutes)',
    description: 'Transition times are included in the bike split.',
    children: [
      {
        groupId: 'legs',
        headerName: 'Legs',
        children: [{ field: 'swimMin' }, { field: 'bikeMin' }, { field: 'runMin' }],
      },
      { field: 'total' },
    ],
  },
];

/** Two levels of header groups above the columns. */
export default function ColumnGroupsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
