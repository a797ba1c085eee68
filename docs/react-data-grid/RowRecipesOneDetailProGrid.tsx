import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {
  euros,
  purchaseOrderColumns,
  purchaseOrders,
  type PurchaseOrder,
} from './masterDetailData';

/** The lines of one order, in a compact list. */
function OrderLines({ order }: { order: PurchaseOrder }) {
  return (
    <Box sx={{ px: 2, py: 1 }}>
      {order.lines.map((line) => (
        <Typography key={line.product} variant="body2">
          {line.quantity} × {line.product} at {euros.format(line.unitPrice)}
        </Typography>
      ))}
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<PurchaseOrder>) => (
  <OrderLines order={row} />
);
// Four lines at most, 20 px each, plus the padding.
const getDetailPanelHeight = () => 100;

/** Opening an order's lines closes the order that was open: at most one panel at a time. */
export default function RowRecipesOneDetailProGrid() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set());

  const handleExpandedChange = React.useCallback(
    (ids: Set<GridRowId>) => {
      // The new set holds the previous ids too: keep only the one just added, if any.
      const added = [...ids].filter((id) => !expanded.has(id));
      setExpanded(new Set(added.length > 0 ? [added[added.length - 1]] : ids));
    },
    [expanded],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={purchaseOrders}
        columns={purchaseOrderColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={handleExpandedChange}
        hideFooter
      />
    </Box>
  );
}
