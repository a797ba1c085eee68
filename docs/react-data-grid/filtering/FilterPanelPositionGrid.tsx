import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, Toolbar } from '@mui/x-data-grid';
import { cafeColumns, cafes } from './filteringData';

/** Lets the toolbar hand its "Filters" button to the grid, which anchors the panel to it. */
const AnchorContext = React.createContext<
  (element: HTMLButtonElement | null) => void
>(() => {});

function CafesToolbar() {
  const setAnchor = React.useContext(AnchorContext);
  return (
    <Toolbar>
      <Box sx={{ flex: 1 }} />
      <FilterPanelTrigger
        ref={setAnchor}
        render={<Button size="small" startIcon={<FilterListIcon />} />}
      >
        Filters
      </FilterPanelTrigger>
    </Toolbar>
  );
}

/** The filter panel opens under the "Filters" button at the right of the toolbar, not at the grid's left edge. */
export default function FilterPanelPositionGrid() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  return (
    <AnchorContext.Provider value={setAnchor}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={cafes}
          columns={cafeColumns}
          slots={{ toolbar: CafesToolbar }}
          slotProps={{ panel: { target: anchor } }}
          showToolbar
          hideFooter
        />
      </Box>
    </AnchorContext.Provider>
  );
}
