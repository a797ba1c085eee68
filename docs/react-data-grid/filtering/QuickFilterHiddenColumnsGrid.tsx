import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridFilterModel } from '@mui/x-data-grid';
import { cafeColumns, cafes } from './filteringData';

/**
 * "District" is hidden. The search for "university" finds its two cafés only once hidden columns are searched too.
 */
export default function QuickFilterHiddenColumnsGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['university'],
    quickFilterExcludeHiddenColumns: true,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ height: 32, mb: 1 }}
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns === false}
            onChange={(event) =>
              setFilterModel((model) => ({
                ...model,
                quickFilterExcludeHiddenColumns: !event.target.checked,
              }))
            }
          />
        }
        label="Search hidden columns"
      />
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={cafes}
          columns={cafeColumns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { district: false } } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
