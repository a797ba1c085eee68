import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Property {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  rent: number;
}

const rows: Property[] = [
  { id: 1, address: '12 Rue des Lilas', city: 'Nantes', bedrooms: 2, rent: 890 },
  { id: 2, address: '4 Kastanienallee', city: 'Leipzig', bedrooms: 3, rent: 1120 },
  { id: 3, address: '88 Via Roma', city: 'Bologna', bedrooms: 1, rent: 760 },
  { id: 4, address: '31 Rue Lafayette', city: 'Nantes', bedrooms: 3, rent: 1240 },
  { id: 5, address: '7 Sankt Pauli Str.', city: 'Leipzig', bedrooms: 2, rent: 940 },
  { id: 6, address: '15 Calle Mayor', city: 'Valencia', bedrooms: 4, rent: 1380 },
  { id: 7, address: '2 Via Zamboni', city: 'Bologna', bedrooms: 2, rent: 980 },
];

const columns: GridColDef<Property>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  { field: 'rent', headerName: 'Rent (€/month)', type: 'number', width: 140 },
];

function ListingsToolbar() {
  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>Listings</Typography>

      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>

      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>

      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'listings' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>

      <Divider orientation="vertical" variant="middle" flexItem sx={{ mx: 0.5 }} />

      <QuickFilter expanded style={{ display: 'flex', alignItems: 'center' }}>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Search…"
              size="small"
              slotProps={{
                ...slotProps,
                // Name the input itself; the control keeps its own input props.
                htmlInput: {
                  ...slotProps?.htmlInput,
                  'aria-label': 'Search listings',
                },
                input: {
                  ...slotProps?.input,
                  startAdornment: <SearchIcon fontSize="small" sx={{ mr: 0.5 }} />,
                },
              }}
            />
          )}
        />
        <QuickFilterClear aria-label="Clear search" size="small">
          <CloseIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

/** A toolbar assembled from the grid's toolbar components. */
export default function ToolbarCustomGrid() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ListingsToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
