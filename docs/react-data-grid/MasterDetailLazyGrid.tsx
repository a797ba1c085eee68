import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridRowParams } from '@mui/x-data-grid-pro';
import {
  purchaseOrderColumns,
  purchaseOrders,
  type PurchaseOrder,
} from './masterDetailData';

interface DeliveryHistory {
  deliveries: number;
  lastDelivery: string;
}

/** A simulated server: the delivery history of a customer, after 500 ms. */
function fetchHistory(order: PurchaseOrder): Promise<DeliveryHistory> {
  return new Promise((resolve) => {
    window.setTimeout(
      () =>
        resolve({
          deliveries: 4 + (order.id % 9),
          lastDelivery: `${1 + (order.id % 27)} February 2025`,
        }),
      500,
    );
  });
}

/** Mounted only when its row is expanded, so the request starts then. */
function HistoryPanel({ order }: { order: PurchaseOrder }) {
  const [history, setHistory] = React.useState<DeliveryHistory | null>(null);
  React.useEffect(() => {
    let current = true;
    fetchHistory(order).then((result) => {
      if (current) setHistory(result);
    });
    return () => {
      current = false;
    };
  }, [order]);
  return (
    <Box sx={{ px: 2, height: '100%', display: 'flex', alignItems: 'center' }}>
      {history === null ? (
        <CircularProgress size={20} aria-label="Loading the history" />
      ) : (
        <Typography variant="body2" data-testid={`history-${order.id}`}>
          {order.customer}: {history.deliveries} deliveries, the last on{' '}
          {history.lastDelivery}.
        </Typography>
      )}
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<PurchaseOrder>) => (
  <HistoryPanel order={row} />
);
const getDetailPanelHeight = () => 60;

/** Each panel loads its content when it is opened. */
export default function MasterDetailLazyGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={purchaseOrders}
        columns={purchaseOrderColumns}
        hideFooter
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
