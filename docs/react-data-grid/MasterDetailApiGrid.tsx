import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {
  purchaseOrderColumns,
  purchaseOrders,
  type PurchaseOrder,
} from './masterDetailData';

const getDetailPanelContent = ({ row }: GridRowParams<PurchaseOrder>) => (
  <Typography variant="body2" sx={{ px: 2, py: 1.5 }}>
    {row.lines.map((line) => `${line.quantity} × ${line.product}`).join(' · ')}
  </Typography>
);
const getDetailPanelHeight = () => 'auto' as const;

const ALL_IDS = purchaseOrders.map((order) => order.id);

/** Opening and closing panels from code: toggleDetailPanel and setExpandedDetailPanels. */
export default function MasterDetailApiGrid() {
  const apiRef = useGridApiRef();
  const [open, setOpen] = React.useState<string>('none');
  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, height: 32, alignItems: 'center' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setExpandedDetailPanels(new Set(ALL_IDS))}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setExpandedDetailPanels(new Set())}
        >
          Collapse all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.toggleDetailPanel(ALL_IDS[0])}
        >
          Toggle the first order
        </Button>
        <Typography variant="body2" role="status" data-testid="detail-open">
          Open: {open}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={purchaseOrders}
          columns={purchaseOrderColumns}
          hideFooter
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          onDetailPanelExpandedRowIdsChange={(ids) =>
            setOpen(ids.size === 0 ? 'none' : [...ids].join(', '))
          }
        />
      </Box>
    </Box>
  );
}
