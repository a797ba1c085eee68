import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridPaginationModel } from '@mui/x-data-grid';
import { getPurchaseOrders, orderColumns, type PurchaseOrder } from './exportData';

const TOTAL = 120;
let serverRows: PurchaseOrder[] | null = null;

/** A stand-in for a server: answers after a short delay with one page, or with every order. */
function fetchOrders(page?: GridPaginationModel): Promise<PurchaseOrder[]> {
  serverRows ??= getPurchaseOrders(TOTAL);
  const all = serverRows;
  const answer = page
    ? all.slice(page.page * page.pageSize, (page.page + 1) * page.pageSize)
    : all;
  return new Promise((resolve) => {
    setTimeout(() => resolve(answer), 300);
  });
}

function toCsv(orders: PurchaseOrder[]): string {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
  const lines = orders.map((o) =>
    [
      o.order,
      quote(o.customer),
      o.country,
      o.placed.toISOString().slice(0, 10),
      o.total,
      o.status,
    ].join(','),
  );
  return ['Order,Customer,Country,Placed,Total,Status', ...lines].join('\n');
}

/**
 * The grid holds one page of a server-paginated list; the export asks the server for every order and builds the
 * file from that answer, since the rows it would export are not in the browser.
 */
export default function ExportServerSideGrid() {
  const [paginationModel, setPaginationModel] = React.useState({
    page: 0,
    pageSize: 5,
  });
  const [rows, setRows] = React.useState<PurchaseOrder[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [status, setStatus] = React.useState('');

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(paginationModel).then((page) => {
      if (active) {
        setRows(page);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const exportAll = async () => {
    setStatus('Fetching every order…');
    const all = await fetchOrders();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([toCsv(all)], { type: 'text/csv' }));
    link.download = 'all-orders.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href));
    setStatus(`Exported ${all.length} orders.`);
  };

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ height: 36, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={exportAll}>
          Export all {TOTAL} orders
        </Button>
        <Typography variant="body2" aria-live="polite">
          {status}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={orderColumns}
          rowCount={TOTAL}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5]}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
