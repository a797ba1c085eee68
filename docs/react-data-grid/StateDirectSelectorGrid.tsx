import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridSortModelSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Subscriber {
  id: number;
  name: string;
  plan: string;
  city: string;
  seats: number;
}

const names = [
  'Aisha Bello',
  'Björn Nilsson',
  'Carmen Ruiz',
  'Daniel Kim',
  'Esther Cohen',
  'Farid Nasser',
  'Giulia Conti',
  'Hiro Nakamura',
  'Isla Murray',
  'Jonas Weber',
];
const plans = ['Starter', 'Team', 'Business'];
const cities = ['Lisbon', 'Seoul', 'Nairobi', 'Vienna', 'Austin'];

const rows: Subscriber[] = names.map((name, index) => ({
  id: index + 1,
  name,
  plan: plans[(index * 2) % plans.length],
  city: cities[(index * 3) % cities.length],
  seats: 2 + ((index * 7) % 19),
}));

const columns: GridColDef<Subscriber>[] = [
  { field: 'name', headerName: 'Subscriber', flex: 1, minWidth: 140 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

/** Selectors called with the API object read the state once, here in a click handler. */
export default function StateDirectSelectorGrid() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState(
    'Filter or sort the grid, then click the button.',
  );

  const describeSelection = () => {
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const sortModel = gridSortModelSelector(apiRef);
    const first = ids.length > 0 ? apiRef.current?.getRow(ids[0])?.name : 'nobody';
    const order =
      sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'unsorted';
    setMessage(`${ids.length} subscribers (${order}); first: ${first}.`);
  };

  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 32 }}>
        <Button size="small" variant="contained" onClick={describeSelection}>
          Read the visible rows
        </Button>
        <Typography variant="body2" data-testid="selector-result" noWrap>
          {message}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
