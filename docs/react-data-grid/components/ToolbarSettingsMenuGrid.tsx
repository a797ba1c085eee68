import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  departure: string;
  gate: string;
}

const rows: Flight[] = [
  {
    id: 1,
    flight: 'AF 1234',
    destination: 'Lisbon',
    departure: '07:10',
    gate: 'K32',
  },
  {
    id: 2,
    flight: 'LH 2281',
    destination: 'Munich',
    departure: '07:45',
    gate: 'L12',
  },
  {
    id: 3,
    flight: 'IB 3417',
    destination: 'Madrid',
    departure: '08:20',
    gate: 'K40',
  },
  {
    id: 4,
    flight: 'KL 1226',
    destination: 'Amsterdam',
    departure: '08:55',
    gate: 'M04',
  },
  {
    id: 5,
    flight: 'BA 0303',
    destination: 'London',
    departure: '09:30',
    gate: 'L20',
  },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'departure', headerName: 'Departure', width: 110 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

const densities: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact rows' },
  { value: 'standard', label: 'Standard rows' },
  { value: 'comfortable', label: 'Comfortable rows' },
];

// A setting the grid holds as a prop (not in its state) reaches the toolbar through a context of the demo.
const BordersContext = React.createContext<[boolean, (borders: boolean) => void]>([
  false,
  () => {},
]);

function SettingsToolbar() {
  const [borders, onBordersChange] = React.useContext(BordersContext);
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <Toolbar>
      <Tooltip title="Display settings">
        <ToolbarButton
          id="flight-settings-trigger"
          aria-controls={anchor ? 'flight-settings-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="flight-settings-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'flight-settings-trigger' } }}
      >
        {densities.map((option) => (
          <MenuItem
            key={option.value}
            selected={density === option.value}
            onClick={() => {
              apiRef.current.setDensity(option.value);
              close();
            }}
          >
            <ListItemIcon>
              {density === option.value && <CheckIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            onBordersChange(!borders);
            close();
          }}
        >
          <ListItemIcon>{borders && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>Column borders</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

/** A settings menu in the toolbar: the row density through the API, column borders through a grid prop. */
export default function ToolbarSettingsMenuGrid() {
  const [borders, setBorders] = React.useState(false);
  return (
    <BordersContext.Provider value={[borders, setBorders]}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showColumnVerticalBorder={borders}
          showCellVerticalBorder={borders}
          slots={{ toolbar: SettingsToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
    </BordersContext.Provider>
  );
}
