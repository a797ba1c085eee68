import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

interface StoreSales {
  id: number;
  store: string;
  [month: string]: number | string;
}

// Monthly sales of 100 stores: wide and tall enough to need both scroll bars.
const rows: StoreSales[] = Array.from({ length: 100 }, (_, index) => {
  const row: StoreSales = {
    id: index + 1,
    store: `Store #${String(index + 1).padStart(3, '0')}`,
  };
  months.forEach((month, monthIndex) => {
    row[month] = 8000 + ((index * 389 + monthIndex * 613) % 9000);
  });
  return row;
});

const columns: GridColDef<StoreSales>[] = [
  { field: 'store', headerName: 'Store', width: 120 },
  ...months.map((month) => ({
    field: month,
    headerName: `${month} ($)`,
    type: 'number' as const,
    width: 110,
  })),
];

export default function ScrollToCellGrid() {
  const apiRef = useGridApiRef();
  const [rowNumber, setRowNumber] = React.useState('80');
  const [month, setMonth] = React.useState('Nov');

  const goToCell = () => {
    const api = apiRef.current;
    if (!api) return;
    const id = Number(rowNumber);
    if (!api.getRow(id)) return;
    const rowIndex = api.getRowIndexRelativeToVisibleRows(id);
    const colIndex = api.getColumnIndex(month);
    api.scrollToIndexes({ rowIndex, colIndex });
    // Focus the cell too, so keyboard users continue from there.
    api.setCellFocus(id, month);
  };

  return (
    <Stack spacing={1} sx={{ height: 460, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: 40 }}>
        <TextField
          size="small"
          label="Store number"
          type="number"
          value={rowNumber}
          onChange={(event) => setRowNumber(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 100 } }}
          sx={{ width: 130 }}
        />
        <TextField
          select
          size="small"
          label="Month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          sx={{ width: 110 }}
        >
          {months.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={goToCell}>
          Go to cell
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
