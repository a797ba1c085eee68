import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Route {
  id: number;
  line: string;
  from: string;
  to: string;
  minutes: number;
}

const rows: Route[] = [
  { id: 1, line: 'S1', from: 'Ostbahnhof', to: 'Flughafen', minutes: 38 },
  { id: 2, line: 'S3', from: 'Hauptbahnhof', to: 'Messe', minutes: 22 },
  { id: 3, line: 'U2', from: 'Rathaus', to: 'Zoo', minutes: 14 },
  { id: 4, line: 'U5', from: 'Hauptbahnhof', to: 'Universität', minutes: 17 },
  { id: 5, line: 'Tram 12', from: 'Hafen', to: 'Rathaus', minutes: 26 },
  { id: 6, line: 'Bus 100', from: 'Zoo', to: 'Flughafen', minutes: 41 },
];

const columns: GridColDef<Route>[] = [
  { field: 'line', headerName: 'Line', width: 100 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 130 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

function PersistentSearchToolbar() {
  return (
    <Toolbar>
      {/* expanded is fixed: the field never folds, even on Escape or when it loses focus empty. */}
      <QuickFilter
        expanded
        style={{ display: 'flex', alignItems: 'center', width: '100%' }}
      >
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              fullWidth
              placeholder="Search lines and stops"
              slotProps={{
                ...slotProps,
                htmlInput: {
                  ...slotProps?.htmlInput,
                  'aria-label': 'Search lines and stops',
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

/** A search field that is always open, across the whole toolbar. */
export default function QuickFilterPersistentGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PersistentSearchToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
