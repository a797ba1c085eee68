import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';

interface Listing {
  id: number;
  district: string;
  rooms: number;
  rent: number;
}

const districts = ['Kreuzberg', 'Mitte', 'Neukölln', 'Pankow', 'Spandau'];

const rows: Listing[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  district: districts[(index * 2) % districts.length],
  rooms: 1 + ((index * 3) % 5),
  rent: 650 + ((index * 173) % 1400),
}));

const columns: GridColDef<Listing>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 60 },
  { field: 'district', headerName: 'District', flex: 1, minWidth: 140 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 100 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
];

/** A controlled model whose conditions are joined by "or": cheap, or large enough for a family. */
export default function MultiFilterOrProGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    logicOperator: GridLogicOperator.Or,
    items: [
      { id: 1, field: 'rent', operator: '<', value: 800 },
      { id: 2, field: 'rooms', operator: '>=', value: 4 },
    ],
  });

  return (
    <Stack spacing={1} sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        sx={{ flex: 1, minHeight: 0 }}
        rows={rows}
        columns={columns}
        showToolbar
        rowHeight={40}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
      />
      <Typography variant="body2" role="status" data-testid="filter-model-summary">
        {filterModel.items.length} conditions joined by &quot;
        {filterModel.logicOperator ?? GridLogicOperator.And}&quot;
      </Typography>
    </Stack>
  );
}
