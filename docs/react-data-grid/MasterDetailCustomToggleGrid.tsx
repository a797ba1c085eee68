import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {
  euros,
  purchaseOrderColumns,
  purchaseOrders,
  type PurchaseOrder,
} from './masterDetailData';

/** A text button instead of the chevron, naming the number of lines it reveals. */
function LinesToggle({ id, row }: GridRenderCellParams<PurchaseOrder>) {
  const apiRef = useGridApiContext();
  const expanded = useGridSelector(
    apiRef,
    gridDetailPanelExpandedRowIdsSelector,
  ).has(id);
  return (
    <Button
      size="small"
      onClick={() => apiRef.current.toggleDetailPanel(id)}
      aria-expanded={expanded}
    >
      {expanded ? 'Hide' : `${row.lines.length} lines`}
    </Button>
  );
}

// The toggle column is a column definition: spread it, then change its rendering, width and position (last here).
const columns: GridColDef<PurchaseOrder>[] = [
  ...purchaseOrderColumns,
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    width: 100,
    headerName: 'Lines',
    renderHeader: () => <Typography variant="body2">Lines</Typography>,
    renderCell: (params) => <LinesToggle {...params} />,
  },
];

const getDetailPanelContent = ({ row }: GridRowParams<PurchaseOrder>) => (
  <Box sx={{ px: 2, py: 1 }}>
    {row.lines.map((line) => (
      <Typography key={line.product} variant="body2">
        {line.quantity} × {line.product} ={' '}
        {euros.format(line.quantity * line.unitPrice)}
      </Typography>
    ))}
  </Box>
);
const getDetailPanelHeight = () => 'auto' as const;

/** The detail panel toggle moved to the end of the row, as a labelled text button. */
export default function MasterDetailCustomToggleGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={purchaseOrders}
        columns={columns}
        hideFooter
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
