import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const MONTHS = Array.from({ length: 24 }, (_, index) => {
  const date = new Date(Date.UTC(2024, index, 1));
  return {
    field: `m${index}`,
    label: date.toLocaleString('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
});

const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Islands'];

type SalesRow = { id: number; region: string } & Record<string, number | string>;

/** Monthly sales per region: values of 3 to 7 digits so that each month needs its own width. */
function buildSales(): { rows: SalesRow[]; columns: GridColDef<SalesRow>[] } {
  const rows = REGIONS.map((region, r) => {
    const row: SalesRow = { id: r + 1, region };
    MONTHS.forEach((month, m) => {
      // A fixed formula, no randomness: the same figures on every render.
      row[month.field] = ((r + 1) * 7919 * (m + 3)) % 10 ** (3 + ((r + m) % 5));
    });
    return row;
  });
  const columns: GridColDef<SalesRow>[] = [
    { field: 'region', headerName: 'Region', width: 110 },
    ...MONTHS.map((month): GridColDef<SalesRow> => ({
      field: month.field,
      headerName: month.label,
      type: 'number',
      width: 80,
      valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
    })),
  ];
  return { rows, columns };
}

/** 25 columns, most of them out of view: the two buttons differ in which ones are measured. */
export default function DimensionsAutosizeVirtualizedGrid() {
  const apiRef = useGridApiRef();
  const { rows, columns } = React.useMemo(() => buildSales(), []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ height: 32, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: true })}
        >
          Autosize every column
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.autosizeColumns({
              includeHeaders: true,
              disableColumnVirtualization: false,
            })
          }
        >
          Autosize rendered columns
        </Button>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
