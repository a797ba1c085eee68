import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Station {
  id: number;
  name: string;
  line: string;
  dailyRiders: number;
}

const lines = ['Red', 'Blue', 'Green', 'Yellow'];
const names = [
  'Harbour',
  'Old Town',
  'University',
  'Market Square',
  'Riverside',
  'Central',
  'Museum',
  'Stadium',
  'Airport',
  'Hospital',
  'Park Gate',
  'Northfield',
  'Southbank',
  'Eastgate',
  'Westend',
  'Library',
  'Foundry',
  'Canal Street',
  'Observatory',
  'Zoo',
  'Bridge Road',
  'Docklands',
  'Hilltop',
  'Festival Hall',
];

const rows: Station[] = names.map((name, index) => ({
  id: index + 1,
  name,
  line: lines[index % lines.length],
  dailyRiders: 2000 + ((index * 2711) % 28000),
}));

const columns: GridColDef<Station>[] = [
  { field: 'name', headerName: 'Station', flex: 1, minWidth: 150 },
  { field: 'line', headerName: 'Line', width: 100 },
  { field: 'dailyRiders', headerName: 'Riders a day', type: 'number', width: 140 },
];

/** The pagination model lives in React state, so controls outside the grid can read and set it. */
export default function ControlledPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const pageCount = Math.ceil(rows.length / paginationModel.pageSize);

  return (
    <Box
      sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}
        >
          First page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setPaginationModel((model) => ({ ...model, page: pageCount - 1 }))
          }
        >
          Last page
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Page {paginationModel.page + 1} of {pageCount}, {paginationModel.pageSize}{' '}
          per page
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10]}
          rowHeight={44}
        />
      </Box>
    </Box>
  );
}
