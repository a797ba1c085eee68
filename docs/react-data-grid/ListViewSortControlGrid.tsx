import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridFilterModel,
  type GridListViewColDef,
  type GridSortModel,
} from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  title: string;
  neighbourhood: string;
  rent: number;
  bedrooms: number;
}

const neighbourhoods = [
  'Kreuzberg',
  'Neukölln',
  'Mitte',
  'Prenzlauer Berg',
  'Wedding',
];
const kinds = ['Sunny flat', 'Loft', 'Studio', 'Garden flat', 'Top-floor flat'];

const rows: Listing[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  title: `${kinds[index % kinds.length]} near ${['the canal', 'the park', 'the U-Bahn'][index % 3]}`,
  neighbourhood: neighbourhoods[(index * 3) % neighbourhoods.length],
  rent: 780 + ((index * 137) % 1400),
  bedrooms: 1 + ((index * 5) % 4),
}));

const columns: GridColDef<Listing>[] = [
  { field: 'title', headerName: 'Listing', flex: 1 },
  { field: 'neighbourhood', headerName: 'Neighbourhood', width: 150 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 100 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
];

const listViewColumn: GridListViewColDef<Listing> = {
  field: 'listing',
  renderCell: ({ row }) => (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', height: '100%', width: '100%', minWidth: 0 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {row.title}
        </Typography>
        <Typography
          variant="caption"
          noWrap
          component="div"
          sx={{ color: 'text.secondary' }}
        >
          {row.neighbourhood} · {row.bedrooms} bedroom{row.bedrooms > 1 ? 's' : ''}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        €{row.rent.toLocaleString('en-US')}
      </Typography>
    </Stack>
  ),
};

const sortOptions: Record<string, GridSortModel> = {
  cheapest: [{ field: 'rent', sort: 'asc' }],
  dearest: [{ field: 'rent', sort: 'desc' }],
  largest: [{ field: 'bedrooms', sort: 'desc' }],
};

/** No headers in list view: the search and the sort control sit above the grid and drive its models. */
export default function ListViewSortControlGrid() {
  const [sortKey, setSortKey] = React.useState('cheapest');
  const [search, setSearch] = React.useState('');
  const filterModel: GridFilterModel = React.useMemo(
    () => ({ items: [], quickFilterValues: search.split(' ').filter(Boolean) }),
    [search],
  );

  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        maxWidth: 480,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ height: 40 }}>
        <TextField
          size="small"
          label="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label="Sort"
          value={sortKey}
          onChange={(event) => setSortKey(event.target.value)}
          sx={{ width: 150 }}
        >
          <MenuItem value="cheapest">Cheapest</MenuItem>
          <MenuItem value="dearest">Dearest</MenuItem>
          <MenuItem value="largest">Most bedrooms</MenuItem>
        </TextField>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={60}
          sortModel={sortOptions[sortKey]}
          filterModel={filterModel}
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5]}
        />
      </Box>
    </Box>
  );
}
