import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import {
  purchaseOrderColumns,
  purchaseOrders,
  type PurchaseOrder,
} from './masterDetailData';

/** A form in the panel: it edits the row through the API object, then closes its panel. */
function ContactForm({ order }: { order: PurchaseOrder }) {
  const apiRef = useGridApiContext();
  const [email, setEmail] = React.useState(order.email);
  const valid = /^[^\s@]+@[^\s@]+$/.test(email);
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ p: 1.5, alignItems: 'flex-start' }}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        if (!valid) return;
        apiRef.current.updateRows([{ ...order, email }]);
        apiRef.current.toggleDetailPanel(order.id);
      }}
    >
      <TextField
        size="small"
        label="Invoice e-mail"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={!valid}
        helperText={valid ? ' ' : 'Enter an e-mail address'}
        sx={{ width: 300 }}
      />
      <Button type="submit" variant="contained" size="small" sx={{ mt: 0.5 }}>
        Save
      </Button>
    </Stack>
  );
}

const columns = [
  ...purchaseOrderColumns,
  { field: 'email', headerName: 'Invoice e-mail', width: 220 },
];

const getDetailPanelContent = ({ row }: GridRowParams<PurchaseOrder>) => (
  <ContactForm order={row} />
);
const getDetailPanelHeight = () => 90;

/** Expand an order to change the e-mail its invoices go to. */
export default function MasterDetailFormGrid() {
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
