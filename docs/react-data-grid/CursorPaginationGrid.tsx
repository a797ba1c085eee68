import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface LogEntry {
  id: number;
  level: string;
  service: string;
  message: string;
}

const services = ['auth', 'billing', 'search', 'mailer'];
const levels = ['info', 'info', 'warn', 'info', 'error'];
const messages = [
  'Request completed',
  'Cache miss, fetched from origin',
  'Retrying upstream call',
  'Token refreshed',
  'Queue depth above threshold',
];

// 87 log lines, newest first. The server hands out opaque cursors, never totals.
const logs: LogEntry[] = Array.from({ length: 87 }, (_, index) => ({
  id: 87 - index,
  level: levels[index % levels.length],
  service: services[(index * 3) % services.length],
  message: messages[(index * 2) % messages.length],
}));

interface CursorResponse {
  rows: LogEntry[];
  nextCursor: string | null;
}

function fetchLogs(
  cursor: string | null,
  pageSize: number,
): Promise<CursorResponse> {
  const start = cursor === null ? 0 : Number(cursor);
  return new Promise((resolve) => {
    setTimeout(() => {
      const end = start + pageSize;
      resolve({
        rows: logs.slice(start, end),
        nextCursor: end < logs.length ? String(end) : null,
      });
    }, 400);
  });
}

const columns: GridColDef<LogEntry>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'level', headerName: 'Level', width: 90 },
  { field: 'service', headerName: 'Service', width: 110 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
];

const PAGE_SIZE = 20;

/** The total is unknown (`rowCount={-1}`); `hasNextPage` tells the footer when to stop. */
export default function CursorPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZE,
  });
  // cursors[n] is the cursor that fetches page n; page 0 needs none.
  const cursors = React.useRef<(string | null)[]>([null]);
  const [rows, setRows] = React.useState<LogEntry[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({
    hasNextPage: true,
  });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    const cursor = cursors.current[paginationModel.page] ?? null;
    fetchLogs(cursor, paginationModel.pageSize).then((response) => {
      if (!active) return;
      cursors.current[paginationModel.page + 1] = response.nextCursor;
      setRows(response.rows);
      setPaginationMeta({ hasNextPage: response.nextCursor !== null });
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
        rowCount={-1}
        paginationMeta={paginationMeta}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[PAGE_SIZE]}
        rowHeight={40}
      />
    </Box>
  );
}
