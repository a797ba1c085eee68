import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataGridPro, type GridRowParams } from '@mui/x-data-grid-pro';
import {
  euros,
  purchaseOrderColumns,
  purchaseOrders,
  type PurchaseOrder,
} from './masterDetailData';

/** A panel whose height changes: "Show lines" adds the table, and the grid measures the new height. */
function OrderPanel({ order }: { order: PurchaseOrder }) {
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{ p: 1.5 }}>
      <Button size="small" onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide lines' : `Show ${order.lines.length} lines`}
      </Button>
      {open && (
        <Table size="small" aria-label={`Lines of order ${order.id}`}>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.product}>
                <TableCell>{line.product}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">
                  {euros.format(line.quantity * line.unitPrice)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<PurchaseOrder>) => (
  <OrderPanel order={row} />
);
// 'auto': the grid measures the panel, and measures it again whenever its content resizes.
const getDetailPanelHeight = () => 'auto' as const;

/** Detail panels sized by their content. */
export default function MasterDetailAutoHeightGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
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
