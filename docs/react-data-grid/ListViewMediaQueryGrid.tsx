import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
} from '@mui/x-data-grid-pro';

interface Shipment {
  id: number;
  reference: string;
  destination: string;
  carrier: string;
  eta: string;
}

const rows: Shipment[] = [
  {
    id: 1,
    reference: 'SHP-4102',
    destination: 'Rotterdam',
    carrier: 'Maersk',
    eta: 'Mon 14:00',
  },
  {
    id: 2,
    reference: 'SHP-4103',
    destination: 'Valencia',
    carrier: 'DHL',
    eta: 'Mon 17:30',
  },
  {
    id: 3,
    reference: 'SHP-4104',
    destination: 'Gdańsk',
    carrier: 'DB Schenker',
    eta: 'Tue 09:15',
  },
  {
    id: 4,
    reference: 'SHP-4105',
    destination: 'Antwerp',
    carrier: 'Kuehne+Nagel',
    eta: 'Tue 11:40',
  },
  {
    id: 5,
    reference: 'SHP-4106',
    destination: 'Piraeus',
    carrier: 'CMA CGM',
    eta: 'Wed 08:00',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'eta', headerName: 'Arrival', width: 110 },
];

const listViewColumn: GridListViewColDef<Shipment> = {
  field: 'shipment',
  renderCell: ({ row }) => (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {row.reference} to {row.destination}
      </Typography>
      <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
        {row.carrier} · arrives {row.eta}
      </Typography>
    </Stack>
  ),
};

/** The table on wide screens, the list below the `md` breakpoint: resize the window to switch. */
export default function ListViewMediaQueryGrid() {
  const theme = useTheme();
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <Box
      sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Typography
        variant="body2"
        sx={{ height: 28, color: 'text.secondary' }}
        noWrap
      >
        {isSmallScreen
          ? 'Small screen: list view. Widen the window to see the table.'
          : 'Wide screen: table. Narrow the window below 900 px to see the list.'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={isSmallScreen}
          listViewColumn={listViewColumn}
          rowHeight={isSmallScreen ? 60 : 52}
          hideFooter
        />
      </Box>
    </Box>
  );
}
