import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: string;
}

const SAMPLE: Ticket[] = [
  {
    id: 1,
    subject: 'Invoice shows the wrong VAT rate',
    customer: 'Kestrel Logistics',
    priority: 'High',
  },
  {
    id: 2,
    subject: 'Cannot reset my password',
    customer: 'Helix Dental',
    priority: 'Medium',
  },
  {
    id: 3,
    subject: 'Export to PDF cuts the last page',
    customer: 'Alder & Finch',
    priority: 'Low',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

// Passed down to the overlay through slotProps.noRowsOverlay.
declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    onLoadSample?: () => void;
  }
}

function EmptyInbox(
  props: React.ComponentProps<typeof GridOverlay> & { onLoadSample?: () => void },
) {
  const { onLoadSample, ...other } = props;
  return (
    <GridOverlay {...other}>
      <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
        <InboxOutlinedIcon sx={{ fontSize: 48 }} />
        <Typography sx={{ mb: 1 }}>No open tickets. Nice work.</Typography>
        <Button size="small" variant="outlined" onClick={onLoadSample}>
          Load sample tickets
        </Button>
      </Box>
    </GridOverlay>
  );
}

/** A custom noRowsOverlay slot with a message and an action. */
export default function OverlayCustomNoRowsGrid() {
  const [rows, setRows] = React.useState<Ticket[]>([]);
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ noRowsOverlay: EmptyInbox }}
        slotProps={{ noRowsOverlay: { onLoadSample: () => setRows(SAMPLE) } }}
        hideFooter
      />
    </Box>
  );
}
