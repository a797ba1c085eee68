import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Listing {
  id: number;
  city: string;
  bedrooms: number;
  rent: number;
  furnished: boolean;
}

const rows: Listing[] = [
  { id: 1, city: 'Lyon', bedrooms: 2, rent: 980, furnished: true },
  { id: 2, city: 'Lyon', bedrooms: 3, rent: 1320, furnished: false },
  { id: 3, city: 'Nantes', bedrooms: 1, rent: 640, furnished: true },
  { id: 4, city: 'Nantes', bedrooms: 4, rent: 1490, furnished: false },
  { id: 5, city: 'Lille', bedrooms: 2, rent: 850, furnished: false },
  { id: 6, city: 'Lille', bedrooms: 1, rent: 590, furnished: true },
  { id: 7, city: 'Bordeaux', bedrooms: 3, rent: 1180, furnished: true },
  { id: 8, city: 'Bordeaux', bedrooms: 2, rent: 920, furnished: false },
];

const columns: GridColDef<Listing>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
  { field: 'furnished', headerName: 'Furnished', type: 'boolean', width: 110 },
];

// The community grid applies one filter item at a time; see "Multi-filters" for more.
const presets: Record<string, GridFilterModel> = {
  'Family homes': {
    items: [{ field: 'bedrooms', operator: '>=', value: 3 }],
  },
  'Under €1,000': {
    items: [{ field: 'rent', operator: '<', value: 1000 }],
  },
  'In Lyon': {
    items: [{ field: 'city', operator: 'equals', value: 'Lyon' }],
  },
};

/** The filter model lives in React state: presets and the grid's own UI edit the same model. */
export default function ControlledFilterModelGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });

  return (
    <Box
      sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {Object.entries(presets).map(([label, model]) => (
          <Button
            key={label}
            size="small"
            variant="outlined"
            onClick={() => setFilterModel(model)}
          >
            {label}
          </Button>
        ))}
        <Button size="small" onClick={() => setFilterModel({ items: [] })}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, mt: 1, height: 48, overflow: 'auto', fontSize: 12 }}
      >
        {JSON.stringify(
          filterModel.items.map(({ field, operator, value }) => ({
            field,
            operator,
            value,
          })),
        )}
      </Box>
    </Box>
  );
}
