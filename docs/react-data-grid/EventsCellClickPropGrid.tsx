import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Lighthouse {
  id: number;
  name: string;
  country: string;
  built: number;
}

const rows: Lighthouse[] = [
  { id: 1, name: 'Tower of Hercules', country: 'Spain', built: 110 },
  { id: 2, name: 'Hook Lighthouse', country: 'Ireland', built: 1210 },
  { id: 3, name: 'Kõpu Lighthouse', country: 'Estonia', built: 1531 },
  { id: 4, name: 'Cordouan', country: 'France', built: 1611 },
];

const columns: GridColDef<Lighthouse>[] = [
  { field: 'name', headerName: 'Lighthouse', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'built',
    headerName: 'Built',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => String(value),
  },
];

/** The `cellClick` event through its prop, `onCellClick`: the handler receives the cell's params. */
export default function EventsCellClickPropGrid() {
  const [message, setMessage] = React.useState('Click a cell.');

  const handleCellClick = (params: GridCellParams<Lighthouse>) => {
    const header = params.colDef.headerName ?? params.field;
    setMessage(`${header} of ${params.row.name}: ${params.formattedValue}`);
  };

  return (
    <Box
      sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Typography variant="body2" role="status" sx={{ height: 28 }}>
        {message}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellClick={handleCellClick}
          hideFooter
        />
      </Box>
    </Box>
  );
}
