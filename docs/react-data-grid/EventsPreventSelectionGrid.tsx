import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  order: string;
  customer: string;
  status: 'Open' | 'Shipped' | 'Cancelled';
  total: number;
}

const customers = [
  'Aalto Oy',
  'Brennan & Co',
  'Castro Ltda',
  'Dufour SA',
  'Eriksen AS',
];
const statuses: Order['status'][] = [
  'Open',
  'Cancelled',
  'Shipped',
  'Open',
  'Cancelled',
];

const rows: Order[] = customers.map((customer, index) => ({
  id: index + 1,
  order: `SO-${4810 + index * 3}`,
  customer,
  status: statuses[index],
  total: 180 + ((index * 137) % 400),
}));

const columns: GridColDef<Order>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 110 },
];

/** A listener that runs first and stops the grid from selecting cancelled orders. */
export default function EventsPreventSelectionGrid() {
  const apiRef = useGridApiRef();
  const [blocking, setBlocking] = React.useState(true);
  const [blocked, setBlocked] = React.useState<string | null>(null);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api || !blocking) return undefined;
    const onRowClick: GridEventListener<'rowClick'> = (params, event) => {
      if (params.row.status === 'Cancelled') {
        // The grid's own rowClick handler, which selects the row, is skipped.
        event.defaultMuiPrevented = true;
        setBlocked(params.row.order);
      }
    };
    // isFirst puts this listener before the grid's; the cleanup unsubscribes it
    // when the switch is turned off.
    return api.subscribeEvent('rowClick', onRowClick, { isFirst: true });
  }, [apiRef, blocking]);

  return (
    <Stack spacing={1} sx={{ height: 360 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={blocking}
              onChange={(event) => {
                setBlocking(event.target.checked);
                setBlocked(null);
              }}
            />
          }
          label="Cancelled orders cannot be selected"
        />
        <Typography
          variant="body2"
          data-testid="blocked-click"
          sx={{ color: 'text.secondary' }}
        >
          {blocked ? `Click on ${blocked} ignored` : 'No click ignored yet'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          density="compact"
        />
      </Box>
      <Typography variant="body2" data-testid="selected-orders">
        Selected:{' '}
        {rows
          .filter((row) => selection.ids.has(row.id))
          .map((row) => row.order)
          .join(', ') || 'none'}
      </Typography>
    </Stack>
  );
}
