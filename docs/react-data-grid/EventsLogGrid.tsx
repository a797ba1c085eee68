import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  delay: number;
}

const destinations = ['Lisbon', 'Oslo', 'Vienna', 'Dublin', 'Athens', 'Prague'];

const rows: Flight[] = destinations.map((destination, index) => ({
  id: index + 1,
  flight: `TP${310 + index * 7}`,
  destination,
  gate: `B${((index * 3) % 12) + 1}`,
  delay: (index * 13) % 40,
}));

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 110 },
];

interface LogLine {
  key: number;
  text: string;
}

/** Three ways to listen: a prop, `apiRef.current.subscribeEvent`, and the log shows both. */
export default function EventsLogGrid() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<LogLine[]>([]);
  const counter = React.useRef(0);

  const append = React.useCallback((text: string) => {
    counter.current += 1;
    const line = { key: counter.current, text };
    setLog((previous) => [line, ...previous].slice(0, 6));
  }, []);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const onHeader: GridEventListener<'columnHeaderClick'> = (params) =>
      append(`columnHeaderClick: ${params.field}`);
    const onSort: GridEventListener<'sortModelChange'> = (model) =>
      append(
        `sortModelChange: ${model.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none'}`,
      );
    // subscribeEvent returns the function that removes the listener.
    const unsubscribeHeader = api.subscribeEvent('columnHeaderClick', onHeader);
    const unsubscribeSort = api.subscribeEvent('sortModelChange', onSort);
    return () => {
      unsubscribeHeader();
      unsubscribeSort();
    };
  }, [apiRef, append]);

  const handleRowClick: GridEventListener<'rowClick'> = (params) =>
    append(`rowClick: ${params.row.flight} to ${params.row.destination}`);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 380 }}>
      <Box sx={{ flex: 3, minWidth: 0, height: { xs: 230, sm: '100%' } }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          hideFooter
          density="compact"
        />
      </Box>
      <Box sx={{ flex: 2, minWidth: 0, overflow: 'hidden' }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            Event log (newest first)
          </Typography>
          <Button size="small" onClick={() => setLog([])}>
            Clear
          </Button>
        </Stack>
        <Box
          component="ol"
          data-testid="event-log"
          sx={{ m: 0, pl: 2, fontFamily: 'monospace', fontSize: 13 }}
        >
          {log.map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </Box>
        {log.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Click a row or a column header.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
