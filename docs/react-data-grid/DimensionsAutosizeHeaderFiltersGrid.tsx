import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { packageColumns, packages } from './dimensionsData';

/** Header filters and autosizing: the switch decides whether the filter inputs count in the widths. */
export default function DimensionsAutosizeHeaderFiltersGrid() {
  const apiRef = useGridApiRef();
  const [includeHeaderFilters, setIncludeHeaderFilters] = React.useState(true);

  React.useEffect(() => {
    // Re-measure whenever the option changes (the first run also sizes the mounted grid).
    const frame = window.requestAnimationFrame(() => {
      apiRef.current?.autosizeColumns({
        includeHeaders: true,
        includeHeaderFilters,
      });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [apiRef, includeHeaderFilters]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ height: 32, mb: 1 }}
        control={
          <Switch
            checked={includeHeaderFilters}
            onChange={(event) => setIncludeHeaderFilters(event.target.checked)}
          />
        }
        label="Include header filters"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={packages}
          columns={packageColumns}
          headerFilters
          hideFooter
        />
      </Box>
    </Box>
  );
}
