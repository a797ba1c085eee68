import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridPaginationMeta,
} from '@mui/x-data-grid-pro';
import { listAuditEvents, type AuditEvent } from './cursorServer';

const columns: GridColDef<AuditEvent>[] = [
  { field: 'time', headerName: 'Time (UTC)', width: 150 },
  { field: 'actor', headerName: 'User', width: 110 },
  { field: 'action', headerName: 'Action', width: 110 },
  { field: 'resource', headerName: 'Resource', flex: 1, minWidth: 140 },
];

/**
 * Jumps to any page: when the cursor of a page is unknown, getRows walks the pages before it one request at a
 * time, and the grid waits (shows its loading state) until the walk reaches the page.
 */
export default function ServerCursorBlockingGrid() {
  const apiRef = useGridApiRef();
  const [page, setPage] = React.useState(0);
  // The index of the last page once an answer has said so (no next cursor); pages read from the grid's cache
  // call no getRows, so the "next" button is derived from this rather than from the latest answer.
  const [lastPage, setLastPage] = React.useState<number | null>(null);
  const paginationMeta: GridPaginationMeta = {
    hasNextPage: lastPage === null || page < lastPage,
  };
  const [requests, setRequests] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(() => {
    // cursors[page] is the cursor that starts `page` for the current page size; page 0 starts at null.
    const known = { cursors: [null] as (string | null)[], pageSize: 0 };
    return {
      getRows: async ({ paginationModel }) => {
        const { page, pageSize } = paginationModel ?? { page: 0, pageSize: 10 };
        if (pageSize !== known.pageSize) {
          // Cursors depend on the page size: start again from the first page.
          known.cursors = [null];
          known.pageSize = pageSize;
          setLastPage(null);
        }
        // Blocking: walk from the last known cursor up to the requested page.
        const { cursors } = known;
        while (cursors.length <= page) {
          const last = cursors.length - 1;
          setRequests((count) => count + 1);
          const skipped = await listAuditEvents(cursors[last], pageSize);
          if (skipped.nextCursor === null) {
            setLastPage(last);
            break;
          }
          cursors.push(skipped.nextCursor);
        }
        const target = Math.min(page, cursors.length - 1);
        setRequests((count) => count + 1);
        const answer = await listAuditEvents(cursors[target], pageSize);
        if (answer.nextCursor !== null) cursors[target + 1] = answer.nextCursor;
        else setLastPage(target);
        return { rows: answer.items, rowCount: -1 };
      },
    };
  }, []);

  return (
    <Stack spacing={1} sx={{ height: 440, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 32 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPage(5)}
        >
          Jump to page 6
        </Button>
        <Typography variant="body2" data-testid="cursor-blocking-requests">
          Requests sent: {requests}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          pagination
          paginationMeta={paginationMeta}
          onPaginationModelChange={(model) => setPage(model.page)}
          pageSizeOptions={[10, 20]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Stack>
  );
}
