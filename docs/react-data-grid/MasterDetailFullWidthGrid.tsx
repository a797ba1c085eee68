import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {
  purchaseOrderColumns,
  purchaseOrders,
  type PurchaseOrder,
} from './masterDetailData';

// Extra columns make the grid wider than its box, so it scrolls sideways.
const columns: GridColDef<PurchaseOrder>[] = [
  ...purchaseOrderColumns,
  { field: 'email', headerName: 'Invoice e-mail', width: 240 },
  {
    field: 'lineCount',
    headerName: 'Lines',
    type: 'number',
    width: 200,
    valueGetter: (_v, row) => row.lines.length,
  },
];

/** Sticky and as wide as the visible area: the panel stays in view while the columns scroll. */
function StickyPanel({ order }: { order: PurchaseOrder }) {
  const apiRef = useGridApiContext();
  const { width } = useGridSelector(
    apiRef,
    gridDimensionsSelector,
  ).viewportInnerSize;
  return (
    <Box sx={{ position: 'sticky', left: 0, width, p: 2, boxSizing: 'border-box' }}>
      <Typography variant="body2">
        {order.customer} ({order.city}) orders by e-mail at {order.email}. This text
        stays in view when you scroll the grid sideways.
      </Typography>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<PurchaseOrder>) => (
  <StickyPanel order={row} />
);
const getDetailPanelHeight = () => 'auto' as const;

/** A detail panel that does not scroll horizontally with the columns. */
export default function MasterDetailFullWidthGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={purchaseOrders}
        columns={columns}
        hideFooter
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([7001]) } }}
      />
    </Box>
  );
}
