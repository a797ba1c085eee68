import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid-pro';
import { listAuditEvents, type AuditEvent } from './cursorServer';

const columns: GridColDef<AuditEvent>[] = [
  { field: 'time', headerName: 'Time (UTC)', width: 150 },
  { field: 'actor', headerName: 'User', width: 110 },
  { field: 'action', headerName: 'Action', width: 110 },
  { field: 'resource', headerName: 'Resource', flex: 1, minWidth: 140 },
];

/**
 * Moves one page at a time, so the cursor of the requested page is always known and every page costs exactly one
 * request. A new page size starts again from the first page.
 */
export default function ServerCursorNonBlockingGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  // Known once an answer carries no next cursor. Derived here, not set per answer: pages served from the grid's
  // cache call no getRows.
  const [lastPage, setLastPage] = React.useState<number | null>(null);
  const paginationMeta: GridPaginationMeta = {
    hasNextPage: lastPage === null || paginationModel.page < lastPage,
  };
  const cursors = React.useRef<(string | null)[]>([null]);
  const [lastRequest, setLastRequest] = React.useState('');

  const handlePaginationModelChange = (next: GridPaginationModel) => {
    if (next.pageSize !== paginationModel.pageSize) {
      cursors.current = [null];
      setLastPage(null);
      setPaginationModel({ page: 0, pageSize: next.pageSize });
      return;
    }
    setPaginationModel(next);
  };

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ paginationModel: requested }) => {
        const { page, pageSize } = requested ?? { page: 0, pageSize: 10 };
        const cursor = cursors.current[page] ?? null;
        setLastRequest(cursor === null ? 'after=(start)' : `after=${cursor}`);
        const answer = await listAuditEvents(cursor, pageSize);
        // Remember where the following page starts: the next click needs no other request.
        cursors.current[page + 1] = answer.nextCursor;
        if (answer.nextCursor === null) setLastPage(page);
        return {
          rows: answer.items,
          rowCount: -1,
          pageInfo: {
            hasNextPage: answer.nextCursor !== null,
            nextCursor: answer.nextCursor ?? undefined,
          },
        };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ height: 440, width: '100%' }}>
      <Typography
        variant="body2"
        sx={{ height: 32, display: 'flex', alignItems: 'center' }}
        data-testid="cursor-last-request"
        noWrap
      >
        Last request: {lastRequest}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          pagination
          paginationModel={paginationModel}
          onPaginationModelChange={handlePaginationModelChange}
          paginationMeta={paginationMeta}
          pageSizeOptions={[10, 20]}
          disableColumnFilter
          disableColumnSorting
        />
      </Box>
    </Stack>
  );
}
