import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Message {
  id: number;
  from: string;
  subject: string;
  received: string;
  body: string;
}

const messages: Message[] = [
  {
    id: 1,
    from: 'Ines Costa',
    subject: 'Delivery window for Thursday',
    received: '08:12',
    body: 'Could the flour arrive before 7:00? Our first bake starts at 7:30 and the van was late last week.',
  },
  {
    id: 2,
    from: 'Marek Nowak',
    subject: 'Invoice 2025-0311',
    received: '09:40',
    body: 'The invoice lists 12 bags of rye flour; we received 10. Please send a corrected invoice.',
  },
  {
    id: 3,
    from: 'Ayumi Sato',
    subject: 'New account',
    received: '10:05',
    body: 'We are opening a second shop in May and would like a separate account for it, with the same prices.',
  },
  {
    id: 4,
    from: 'Kofi Mensah',
    subject: 'Butter substitution',
    received: '11:27',
    body: 'If unsalted butter is out of stock again, a lightly salted one is fine for this order only.',
  },
];

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From', width: 140 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'received', headerName: 'Received', width: 100 },
];

function MessageBody({ row }: { row: Message }) {
  return (
    <Stack sx={{ p: 2, height: '100%', boxSizing: 'border-box' }} spacing={1}>
      <Typography variant="subtitle2">
        {row.from} · {row.subject}
      </Typography>
      <Typography variant="body2">{row.body}</Typography>
    </Stack>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Message>) => (
  <MessageBody row={row} />
);
const getDetailPanelHeight = () => 110;

/** An inbox: the master rows are messages, the detail panel is the message itself. */
export default function MasterDetailEmailGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={messages}
        columns={columns}
        hideFooter
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
      />
    </Box>
  );
}
