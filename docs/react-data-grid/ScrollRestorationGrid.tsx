import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridScrollParams,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  hour: string;
  temperature: number;
}

const STATIONS = ['Bergen', 'Brest', 'Cork', 'Galway', 'Reykjavík'];

function getReadings(): Reading[] {
  return Array.from({ length: 120 }, (_, index) => ({
    id: index + 1,
    station: STATIONS[index % STATIONS.length],
    hour: `${String(Math.floor(index / STATIONS.length)).padStart(2, '0')}:00`,
    temperature: Math.round((6 + Math.sin(index / 7) * 4) * 10) / 10,
  }));
}

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 140 },
  { field: 'hour', headerName: 'Hour', width: 100 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 160,
  },
];

/** Scroll the readings, switch to the other tab and back: the grid mounts again where you left it. */
export default function ScrollRestorationGrid() {
  const rows = React.useMemo(() => getReadings(), []);
  const [tab, setTab] = React.useState(0);
  const [saved, setSaved] = React.useState<GridScrollParams>({ top: 0, left: 0 });
  const apiRef = useGridApiRef();

  const changeTab = (_event: React.SyntheticEvent, value: number) => {
    // Leaving the readings: remember where the grid was scrolled before it unmounts.
    if (tab === 0 && apiRef.current) {
      setSaved(apiRef.current.getScrollPosition());
    }
    setTab(value);
  };

  return (
    <Box
      sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Tabs value={tab} onChange={changeTab} sx={{ minHeight: 48 }}>
        <Tab label="Readings" />
        <Tab label="About" />
      </Tabs>
      <Box sx={{ flex: 1, minHeight: 0, pt: 1 }}>
        {tab === 0 ? (
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            initialState={{ scroll: saved }}
            hideFooter
          />
        ) : (
          <Typography variant="body2">
            Hourly sea-level temperatures of five coastal stations. Go back to the
            readings: the list opens at the row you were looking at.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
