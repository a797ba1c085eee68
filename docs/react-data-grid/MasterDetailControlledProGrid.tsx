import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: string;
  subject: string;
  requester: string;
  status: 'Open' | 'Pending' | 'Solved';
  lastReply: string;
}

const tickets: Ticket[] = [
  {
    id: 'T-1041',
    subject: 'Invoice shows the wrong VAT number',
    requester: 'Marta Nowak',
    status: 'Open',
    lastReply: 'We have asked billing to reissue the invoice with your VAT number.',
  },
  {
    id: 'T-1042',
    subject: 'Cannot reset my password',
    requester: 'Kofi Mensah',
    status: 'Pending',
    lastReply: 'The reset link was sent again; please check your spam folder.',
  },
  {
    id: 'T-1043',
    subject: 'Add a second delivery address',
    requester: 'Aiko Tanaka',
    status: 'Solved',
    lastReply: 'Addresses can now be managed under Account › Delivery.',
  },
  {
    id: 'T-1044',
    subject: 'Parcel marked delivered but not received',
    requester: 'Liam Byrne',
    status: 'Open',
    lastReply: 'The carrier has opened an investigation, reference 88-2041.',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 100 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 140 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Ticket>) => (
  <Box sx={{ px: 8, py: 1.5, bgcolor: 'action.hover' }}>
    <Typography variant="body2">Last reply: {row.lastReply}</Typography>
  </Box>
);

// 'auto': the grid measures each panel's content.
const getDetailPanelHeight = () => 'auto' as const;

/** Controlled expanded rows: opening a panel closes the one that was open. */
export default function MasterDetailControlledProGrid() {
  const [expandedRowIds, setExpandedRowIds] = React.useState<Set<GridRowId>>(
    () => new Set(['T-1041']),
  );

  const handleExpandedRowIdsChange = React.useCallback((ids: Set<GridRowId>) => {
    setExpandedRowIds((previous) => {
      // Keep only the id that was just added, if any.
      const added = [...ids].filter((id) => !previous.has(id));
      return new Set(added.length > 0 ? [added[added.length - 1]] : ids);
    });
  }, []);

  const openTicket = [...expandedRowIds][0];

  return (
    <Stack spacing={1} sx={{ height: 360, width: '100%' }}>
      <Typography variant="body2" role="status">
        Open panel: {openTicket ?? 'none'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={tickets}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedRowIds}
          onDetailPanelExpandedRowIdsChange={handleExpandedRowIdsChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
