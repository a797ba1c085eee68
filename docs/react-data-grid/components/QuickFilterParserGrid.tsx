import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

interface Country {
  id: number;
  country: string;
  capital: string;
  region: string;
}

const rows: Country[] = [
  { id: 1, country: 'New Zealand', capital: 'Wellington', region: 'Oceania' },
  { id: 2, country: 'South Africa', capital: 'Pretoria', region: 'Africa' },
  { id: 3, country: 'South Korea', capital: 'Seoul', region: 'Asia' },
  { id: 4, country: 'Costa Rica', capital: 'San José', region: 'Americas' },
  {
    id: 5,
    country: 'Sri Lanka',
    capital: 'Sri Jayawardenepura Kotte',
    region: 'Asia',
  },
  { id: 6, country: 'New Caledonia', capital: 'Nouméa', region: 'Oceania' },
];

const columns: GridColDef<Country>[] = [
  { field: 'country', headerName: 'Country', width: 170 },
  { field: 'capital', headerName: 'Capital', flex: 1, minWidth: 180 },
  { field: 'region', headerName: 'Region', width: 120 },
];

// Commas separate values, so "new zealand" stays one value instead of two words.
const parseCommaList = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

const formatCommaList = (values: unknown[]) => values.join(', ');

function CommaSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter
        parser={parseCommaList}
        formatter={formatCommaList}
        debounceMs={300}
        expanded
        style={{ display: 'flex', alignItems: 'center', width: '100%' }}
      >
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              placeholder="Values separated by commas, e.g. new zealand, asia"
              fullWidth
              size="small"
              slotProps={{
                ...slotProps,
                // Name the input itself; the control keeps its own input props.
                htmlInput: {
                  ...slotProps?.htmlInput,
                  'aria-label': 'Search countries',
                },
              }}
            />
          )}
        />
        <QuickFilterClear aria-label="Clear search" size="small">
          Clear
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

/** QuickFilter with its own parser and formatter. */
export default function QuickFilterParserGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: CommaSearchToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
