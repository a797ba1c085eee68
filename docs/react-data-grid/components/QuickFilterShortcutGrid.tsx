import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

interface Species {
  id: number;
  name: string;
  family: string;
  habitat: string;
}

const rows: Species[] = [
  { id: 1, name: 'Eurasian otter', family: 'Mustelidae', habitat: 'Rivers' },
  { id: 2, name: 'European badger', family: 'Mustelidae', habitat: 'Woodland' },
  { id: 3, name: 'Red fox', family: 'Canidae', habitat: 'Farmland' },
  { id: 4, name: 'Grey wolf', family: 'Canidae', habitat: 'Forest' },
  { id: 5, name: 'Eurasian lynx', family: 'Felidae', habitat: 'Forest' },
  { id: 6, name: 'Wildcat', family: 'Felidae', habitat: 'Woodland' },
];

const columns: GridColDef<Species>[] = [
  { field: 'name', headerName: 'Species', flex: 1, minWidth: 170 },
  { field: 'family', headerName: 'Family', width: 140 },
  { field: 'habitat', headerName: 'Habitat', width: 130 },
];

// The toolbar reads the expanded state from the demo, which also opens it from the keyboard.
const ExpandedContext = React.createContext<[boolean, (expanded: boolean) => void]>([
  false,
  () => {},
]);

function ShortcutToolbar() {
  const [expanded, setExpanded] = React.useContext(ExpandedContext);
  return (
    <Toolbar>
      <Typography variant="body2" sx={{ mr: 'auto', color: 'text.secondary' }}>
        Press / in the grid to search
      </Typography>
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded}>
        {expanded ? (
          <QuickFilterControl
            render={({ ref, slotProps, ...controlProps }) => (
              <TextField
                {...controlProps}
                inputRef={ref}
                size="small"
                placeholder="Species, family or habitat"
                slotProps={{
                  ...slotProps,
                  htmlInput: {
                    ...slotProps?.htmlInput,
                    'aria-label': 'Search species',
                  },
                }}
              />
            )}
          />
        ) : (
          <QuickFilterTrigger render={<ToolbarButton aria-label="Search species" />}>
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        )}
      </QuickFilter>
    </Toolbar>
  );
}

/** A controlled quick filter that the / key expands; the field takes the focus when it opens. */
export default function QuickFilterShortcutGrid() {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <ExpandedContext.Provider value={[expanded, setExpanded]}>
      <Box
        sx={{ height: 360, width: '100%' }}
        onKeyDown={(event) => {
          const inField = (event.target as HTMLElement).closest('input, textarea');
          if (event.key === '/' && !inField) {
            event.preventDefault();
            setExpanded(true);
          }
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: ShortcutToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
    </ExpandedContext.Provider>
  );
}
