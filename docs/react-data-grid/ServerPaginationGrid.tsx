import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  weightKg: number;
}

const destinations = [
  'Rotterdam',
  'Hamburg',
  'Antwerp',
  'Valencia',
  'Gdańsk',
  'Genoa',
];

// The "database": 1,250 shipments that only the fake server below can read.
const TOTAL = 1250;
const database: Shipment[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: index + 1,
  tracking: `SHP-${String(700000 + index * 13).padStart(7, '0')}`,
  destination: destinations[(index * 5) % destinations.length],
  weightKg: 5 + ((index * 97) % 900) / 10,
}));

interface PageResponse {
  rows: Shipment[];
  total: number;
}

/** Stands in for an HTTP endpoint: returns one page after a short delay. */
function fetchShipments({
  page,
  pageSize,
}: GridPaginationModel): Promise<PageResponse> {
  const start = page * pageSize;
  return new Promise((resolve) => {
    setTimeout(
      () => resolve({ rows: database.slice(start, start + pageSize), total: TOTAL }),
      400,
    );
  });
}

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking number', flex: 1, minWidth: 160 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

/** Only the current page is in the browser; the grid asks for the next one through the model. */
export default function ServerPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Shipment[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true; // ignore a response that arrives after a newer request
    setLoading(true);
    fetchShipments(paginationModel).then((response) => {
      if (!active) return;
      setRows(response.rows);
      setRowCount(response.total);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        rowHeight={44}
      />
    </Box>
  );
}
