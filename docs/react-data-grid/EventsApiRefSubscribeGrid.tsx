import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
  dayLength: string;
  distance: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, dayLength: '59 Earth days', distance: 0.39 },
  { id: 2, name: 'Venus', moons: 0, dayLength: '243 Earth days', distance: 0.72 },
  { id: 3, name: 'Earth', moons: 1, dayLength: '24 hours', distance: 1 },
  { id: 4, name: 'Mars', moons: 2, dayLength: '24.6 hours', distance: 1.52 },
  { id: 5, name: 'Jupiter', moons: 95, dayLength: '9.9 hours', distance: 5.2 },
  { id: 6, name: 'Saturn', moons: 146, dayLength: '10.7 hours', distance: 9.54 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1, minWidth: 120 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 90 },
  {
    field: 'distance',
    headerName: 'Distance (AU)',
    type: 'number',
    width: 130,
  },
];

/** Events with no prop of their own, heard through the API object from outside the grid. */
export default function EventsApiRefSubscribeGrid() {
  const apiRef = useGridApiRef();
  const [hovered, setHovered] = React.useState<Planet | null>(null);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const stopEnter = api.subscribeEvent('rowMouseEnter', (params) => {
      setHovered(params.row as Planet);
    });
    const stopLeave = api.subscribeEvent('rowMouseLeave', () => setHovered(null));
    // Each call returns the function that removes its listener.
    return () => {
      stopEnter();
      stopLeave();
    };
  }, [apiRef]);

  return (
    <Box
      sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Typography variant="body2" role="status" sx={{ height: 28 }} noWrap>
        {hovered
          ? `${hovered.name}: a day lasts ${hovered.dayLength}.`
          : 'Point at a planet.'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
