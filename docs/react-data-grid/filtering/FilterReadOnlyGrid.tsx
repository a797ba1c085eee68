import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { cafeColumns, cafes, type Cafe } from './filteringData';

// Readers cannot filter any column; the page filters "District" through the model.
const columns: GridColDef<Cafe>[] = cafeColumns.map((column) => ({
  ...column,
  filterable: false,
}));

const DISTRICTS = ['All', 'Old Town', 'Harbour', 'University', 'Station'];

/** Non-filterable columns filtered by the page itself, through a controlled filterModel. */
export default function FilterReadOnlyGrid() {
  const [district, setDistrict] = React.useState('All');
  const filterModel: GridFilterModel = {
    items:
      district === 'All'
        ? []
        : [{ field: 'district', operator: 'equals', value: district }],
  };
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={district}
        onChange={(_event, value: string | null) => value && setDistrict(value)}
        sx={{ mb: 1, height: 32, display: 'flex' }}
      >
        {DISTRICTS.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={cafes}
          columns={columns}
          filterModel={filterModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
