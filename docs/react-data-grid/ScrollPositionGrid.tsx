import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridScrollParams,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  temperature: number;
  humidity: number;
}

const rows: Reading[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  sensor: `Greenhouse sensor ${index + 1}`,
  temperature: 18 + ((index * 37) % 90) / 10,
  humidity: 40 + ((index * 53) % 45),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 200 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 150,
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function ScrollPositionGrid() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({
    top: 0,
    left: 0,
  });

  React.useEffect(() => {
    // `subscribeEvent` returns the function that unsubscribes, which is the effect's cleanup.
    return apiRef.current?.subscribeEvent('scrollPositionChange', (params) => {
      setPosition({ top: params.top, left: params.left });
    });
  }, [apiRef]);

  const scrollBy = (delta: number) => {
    const api = apiRef.current;
    if (!api) return;
    api.scroll({ top: Math.max(0, api.getScrollPosition().top + delta) });
  };

  return (
    <Stack spacing={1} sx={{ height: 420, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: 36 }}>
        <Button size="small" onClick={() => apiRef.current?.scroll({ top: 0 })}>
          Top
        </Button>
        <Button size="small" onClick={() => scrollBy(-260)}>
          Up 260 px
        </Button>
        <Button size="small" onClick={() => scrollBy(260)}>
          Down 260 px
        </Button>
        <Typography
          variant="body2"
          sx={{ ml: 'auto' }}
          data-testid="scroll-position"
        >
          Scrolled {Math.round(position.top)} px from the top
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
