import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface MonthSales {
  id: string;
  region: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
}

const rows: MonthSales[] = [
  { id: 'n', region: 'North', jan: 120, feb: 132, mar: 141, apr: 150 },
  { id: 's', region: 'South', jan: 98, feb: 91, mar: 110, apr: 125 },
  { id: 'e', region: 'East', jan: 143, feb: 150, mar: 139, apr: 161 },
  { id: 'w', region: 'West', jan: 77, feb: 85, mar: 96, apr: 92 },
  { id: 'c', region: 'Central', jan: 110, feb: 118, mar: 121, apr: 117 },
];

const months = ['jan', 'feb', 'mar', 'apr'] as const;

const columns: GridColDef<MonthSales>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  ...months.map((month): GridColDef<MonthSales> => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number',
    width: 100,
  })),
];

/** Drag across cells (or Shift+click) to select a range; the sum of the selected numbers is shown. */
export default function CellSelectionPremiumGrid() {
  const [selection, setSelection] = React.useState<GridCellSelectionModel>({});

  let count = 0;
  let sum = 0;
  for (const [rowId, fields] of Object.entries(selection)) {
    const row = rows.find((candidate) => candidate.id === rowId);
    for (const [field, selected] of Object.entries(fields)) {
      const value = row?.[field as keyof MonthSales];
      if (selected && typeof value === 'number') {
        count += 1;
        sum += value;
      }
    }
  }

  return (
    <Box
      sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={selection}
          onCellSelectionModelChange={setSelection}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, height: 24 }}>
        {count === 0
          ? 'No numbers selected.'
          : `${count} numbers selected, sum ${sum}, average ${(sum / count).toFixed(1)}`}
      </Typography>
    </Box>
  );
}
