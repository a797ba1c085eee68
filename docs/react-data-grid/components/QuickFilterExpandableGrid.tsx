import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Museum {
  id: number;
  name: string;
  city: string;
  founded: number;
}

const rows: Museum[] = [
  { id: 1, name: 'Rijksmuseum', city: 'Amsterdam', founded: 1800 },
  { id: 2, name: 'Museo del Prado', city: 'Madrid', founded: 1819 },
  { id: 3, name: 'Uffizi Gallery', city: 'Florence', founded: 1769 },
  { id: 4, name: 'Van Gogh Museum', city: 'Amsterdam', founded: 1973 },
  { id: 5, name: 'Musée d’Orsay', city: 'Paris', founded: 1986 },
  { id: 6, name: 'Reina Sofía', city: 'Madrid', founded: 1992 },
];

const columns: GridColDef<Museum>[] = [
  { field: 'name', headerName: 'Museum', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 140 },
  {
    field: 'founded',
    headerName: 'Founded',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
];

// The state classes let the styles below show either the trigger or the field.
function SearchToolbar() {
  return (
    <Toolbar>
      <Box
        sx={{
          ml: 'auto',
          '& .search--collapsed .search__field, & .search--expanded .search__trigger':
            {
              display: 'none',
            },
        }}
      >
        <QuickFilter
          className={(state) =>
            state.expanded ? 'search--expanded' : 'search--collapsed'
          }
          style={{ display: 'flex', alignItems: 'center' }}
        >
          <QuickFilterTrigger
            className="search__trigger"
            render={<ToolbarButton aria-label="Search museums" />}
          >
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
          <Box
            className="search__field"
            sx={{ display: 'flex', alignItems: 'center' }}
          >
            <QuickFilterControl
              render={({ ref, slotProps, ...controlProps }) => (
                <TextField
                  {...controlProps}
                  inputRef={ref}
                  placeholder="Museum or city"
                  size="small"
                  slotProps={{
                    ...slotProps,
                    // Name the input itself; the control keeps its own input props.
                    htmlInput: {
                      ...slotProps?.htmlInput,
                      'aria-label': 'Search museums',
                    },
                  }}
                />
              )}
            />
            <QuickFilterClear aria-label="Clear search" size="small">
              <CloseIcon fontSize="small" />
            </QuickFilterClear>
          </Box>
        </QuickFilter>
      </Box>
    </Toolbar>
  );
}

/** A search field that stays folded behind a button until it is needed. */
export default function QuickFilterExpandableGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SearchToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
