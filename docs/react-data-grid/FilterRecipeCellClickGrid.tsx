import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
}

const rows: Recipe[] = [
  { id: 1, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20 },
  { id: 2, dish: 'Risotto ai funghi', cuisine: 'Italian', minutes: 40 },
  { id: 3, dish: 'Green curry', cuisine: 'Thai', minutes: 35 },
  { id: 4, dish: 'Shakshuka', cuisine: 'Levantine', minutes: 25 },
  { id: 5, dish: 'Cacio e pepe', cuisine: 'Italian', minutes: 15 },
  { id: 6, dish: 'Fattoush', cuisine: 'Levantine', minutes: 15 },
];

const EMPTY: GridFilterModel = { items: [] };

/** Click a cuisine in any row to show only the dishes of that cuisine. */
export default function FilterRecipeCellClickGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(EMPTY);
  const active = filterModel.items.find((item) => item.field === 'cuisine');

  const columns = React.useMemo<GridColDef<Recipe>[]>(
    () => [
      { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 180 },
      {
        field: 'cuisine',
        headerName: 'Cuisine',
        type: 'singleSelect',
        valueOptions: ['Italian', 'Levantine', 'Thai'],
        width: 150,
        renderCell: (params: GridRenderCellParams<Recipe, string>) => (
          <Chip
            size="small"
            label={params.value}
            title={`Show only ${params.value} dishes`}
            onClick={() =>
              setFilterModel({
                items: [{ field: 'cuisine', operator: 'is', value: params.value }],
              })
            }
          />
        ),
      },
      { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
    ],
    [],
  );

  return (
    <Box
      sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2" role="status">
          {active ? `Cuisine: ${active.value}` : 'All cuisines'}
        </Typography>
        <Button
          size="small"
          disabled={!active}
          onClick={() => setFilterModel(EMPTY)}
        >
          Show all
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
