import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import HighlightIcon from '@mui/icons-material/Highlight';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
  wind: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Ushuaia', temperature: 6.2, humidity: 81, wind: 34 },
  { id: 2, station: 'Tromsø', temperature: -3.5, humidity: 74, wind: 22 },
  { id: 3, station: 'Alice Springs', temperature: 31.8, humidity: 18, wind: 12 },
  { id: 4, station: 'Wellington', temperature: 14.1, humidity: 69, wind: 41 },
  { id: 5, station: 'Nuuk', temperature: -7.9, humidity: 66, wind: 27 },
];

const HighlightContext = React.createContext<{
  highlighted: string | null;
  setHighlighted: (field: string | null) => void;
}>({ highlighted: null, setHighlighted: () => {} });

/** An item of our own: highlights the column the menu was opened from. */
function HighlightItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const { highlighted, setHighlighted } = React.useContext(HighlightContext);
  const isOn = highlighted === colDef.field;
  return (
    <MenuItem
      onClick={(event) => {
        setHighlighted(isOn ? null : colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <HighlightIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{isOn ? 'Remove highlight' : 'Highlight column'}</ListItemText>
    </MenuItem>
  );
}

/** The built-in menu with one item added and the column management item removed. */
function StationColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuHighlightItem: HighlightItem, columnMenuColumnsItem: null }}
      // displayOrder places the item among the built-in ones (lower comes first).
      slotProps={{ columnMenuHighlightItem: { displayOrder: 5 } }}
    />
  );
}

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 130 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 150,
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

export default function ComponentsColumnMenuGrid() {
  const [highlighted, setHighlighted] = React.useState<string | null>(null);
  const context = React.useMemo(
    () => ({ highlighted, setHighlighted }),
    [highlighted],
  );

  return (
    <HighlightContext.Provider value={context}>
      <Box
        sx={{
          height: 340,
          width: '100%',
          '& .highlighted': {
            bgcolor: 'warning.light',
            color: 'warning.contrastText',
          },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ columnMenu: StationColumnMenu }}
          getCellClassName={(params) =>
            params.field === highlighted ? 'highlighted' : ''
          }
          hideFooter
        />
      </Box>
    </HighlightContext.Provider>
  );
}
