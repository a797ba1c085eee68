import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  useGridApiContext,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { getParcels, parcelColumns } from './overlayShipments';

/** Offers to bring every column back instead of leaving the reader with an empty frame. */
function NoVisibleColumnsOverlay() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">All columns are hidden.</Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.setColumnVisibilityModel({})}
      >
        Show all columns
      </Button>
    </GridOverlay>
  );
}

const allHidden: GridColumnVisibilityModel = Object.fromEntries(
  parcelColumns.map((column) => [column.field, false]),
);

export default function OverlayNoColumnsCustomGrid() {
  const rows = React.useMemo(() => getParcels(), []);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}
        initialState={{ columns: { columnVisibilityModel: allHidden } }}
        slots={{ noColumnsOverlay: NoVisibleColumnsOverlay }}
        hideFooter
      />
    </Box>
  );
}
