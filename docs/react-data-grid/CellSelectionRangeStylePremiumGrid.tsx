import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridClasses,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Shifts {
  id: number;
  nurse: string;
  mon: string;
  tue: string;
  wed: string;
  thu: string;
  fri: string;
}

const rows: Shifts[] = [
  {
    id: 1,
    nurse: 'A. Moreau',
    mon: 'Early',
    tue: 'Early',
    wed: 'Late',
    thu: 'Off',
    fri: 'Night',
  },
  {
    id: 2,
    nurse: 'B. Kowalski',
    mon: 'Late',
    tue: 'Off',
    wed: 'Early',
    thu: 'Early',
    fri: 'Late',
  },
  {
    id: 3,
    nurse: 'C. Otieno',
    mon: 'Night',
    tue: 'Night',
    wed: 'Off',
    thu: 'Late',
    fri: 'Early',
  },
  {
    id: 4,
    nurse: 'D. Lindqvist',
    mon: 'Off',
    tue: 'Late',
    wed: 'Night',
    thu: 'Night',
    fri: 'Off',
  },
];

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef<Shifts>[] = [
  { field: 'nurse', headerName: 'Nurse', width: 140 },
  ...DAYS.map((day): GridColDef<Shifts> => ({
    field: day,
    headerName: day[0].toUpperCase() + day.slice(1),
    width: 90,
  })),
];

// Tuesday to Thursday of the second and third nurses, selected from the start.
const initialSelection: GridCellSelectionModel = {
  2: { tue: true, wed: true, thu: true },
  3: { tue: true, wed: true, thu: true },
};

const edge = '2px solid';

/** A shift rota whose selected range has a soft fill and a thick outline drawn from the range-edge classes. */
export default function CellSelectionRangeStylePremiumGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        initialState={{ cellSelection: initialSelection }}
        disableRowSelectionOnClick
        hideFooter
        sx={{
          [`& .${gridClasses.cell}.Mui-selected`]: { bgcolor: 'action.selected' },
          [`& .${gridClasses['cell--rangeTop']}`]: {
            borderTop: edge,
            borderTopColor: 'secondary.main',
          },
          [`& .${gridClasses['cell--rangeBottom']}`]: {
            borderBottom: edge,
            borderBottomColor: 'secondary.main',
          },
          [`& .${gridClasses['cell--rangeLeft']}`]: {
            borderLeft: edge,
            borderLeftColor: 'secondary.main',
          },
          [`& .${gridClasses['cell--rangeRight']}`]: {
            borderRight: edge,
            borderRightColor: 'secondary.main',
          },
        }}
      />
    </Box>
  );
}
