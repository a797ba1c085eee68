import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Shift {
  id: string;
  nurse: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const rows: Shift[] = [
  { id: 'a', nurse: 'Chiara', mon: 8, tue: 8, wed: 0, thu: 12, fri: 8 },
  { id: 'b', nurse: 'Tomasz', mon: 12, tue: 0, wed: 8, thu: 8, fri: 0 },
  { id: 'c', nurse: 'Yusuf', mon: 0, tue: 12, wed: 12, thu: 0, fri: 8 },
  { id: 'd', nurse: 'Beatriz', mon: 8, tue: 8, wed: 8, thu: 8, fri: 12 },
];

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', width: 120 },
  ...days.map((day): GridColDef<Shift> => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    type: 'number',
    width: 80,
  })),
];

/** Buttons select ranges through apiRef.selectCellRange and read them back. */
export default function CellSelectionApiPremiumGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Nothing selected from code yet.');

  const select = (from: (typeof days)[number], to: (typeof days)[number]) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // A rectangle from the first nurse's `from` cell to the last nurse's `to` cell.
    api.selectCellRange(
      { id: rows[0].id, field: from },
      { id: rows[rows.length - 1].id, field: to },
    );
    const cells = api.getSelectedCellsAsArray();
    const hours = cells.reduce((total, cell) => {
      const value = api.getCellValue(cell.id, cell.field);
      return total + (typeof value === 'number' ? value : 0);
    }, 0);
    setSummary(`${cells.length} cells selected, ${hours} hours`);
  };

  return (
    <Box
      sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => select('mon', 'wed')}>
          Monday to Wednesday
        </Button>
        <Button size="small" variant="outlined" onClick={() => select('thu', 'fri')}>
          Thursday and Friday
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="cell-range-summary"
        sx={{ mt: 1, height: 24 }}
      >
        {summary}
      </Typography>
    </Box>
  );
}
