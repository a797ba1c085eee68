import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { cafeColumns, cafes } from './filteringData';

/** "cafe" matches "Café" only with ignoreDiacritics: flip the switch and compare. */
export default function FilterDiacriticsGrid() {
  const [ignore, setIgnore] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 40, mb: 1, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={ignore}
              onChange={(event) => setIgnore(event.target.checked)}
            />
          }
          label="ignoreDiacritics"
        />
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGrid
          // A new grid per setting: the filter runs again from the initial model with the new comparison.
          key={String(ignore)}
          rows={cafes}
          columns={cafeColumns}
          ignoreDiacritics={ignore}
          hideFooter
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'name', operator: 'contains', value: 'cafe' }],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
