import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, useGridApiContext } from '@mui/x-data-grid';
import { getParcels, parcelColumns } from './overlayShipments';

/** Says why the grid is empty and clears the filters in one click. */
function NoMatchingParcelsOverlay() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">No parcel matches these filters.</Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() =>
          apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })
        }
      >
        Clear filters
      </Button>
    </GridOverlay>
  );
}

export default function OverlayNoResultsCustomGrid() {
  const rows = React.useMemo(() => getParcels(), []);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'destination', operator: 'equals', value: 'Madrid' }],
            },
          },
        }}
        slots={{ noResultsOverlay: NoMatchingParcelsOverlay }}
        hideFooter
      />
    </Box>
  );
}
