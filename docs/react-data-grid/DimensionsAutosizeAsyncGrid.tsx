import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { packageColumns, packages, type Package } from './dimensionsData';

/** A simulated server answering after 500 ms. */
function fetchPackages(): Promise<Package[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => resolve(packages), 500);
  });
}

/** Rows that arrive later: autosizeColumns runs once they are rendered. */
export default function DimensionsAutosizeAsyncGrid() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Package[]>([]);
  const [loading, setLoading] = React.useState(false);

  const load = React.useCallback(async () => {
    setLoading(true);
    setRows(await fetchPackages());
    setLoading(false);
  }, []);

  React.useEffect(() => {
    if (rows.length === 0) return;
    // Wait for the new rows to be rendered: autosizing measures the cells in the page.
    const frame = window.requestAnimationFrame(() => {
      apiRef.current?.autosizeColumns({
        includeHeaders: true,
        includeOutliers: true,
      });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [apiRef, rows]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', height: 32, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={load}>
          Load packages
        </Button>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={packageColumns}
          loading={loading}
          hideFooter
        />
      </Box>
    </Box>
  );
}
