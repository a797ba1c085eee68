import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Note {
  id: number;
  customer: string;
  note: string;
}

const rows: Note[] = [
  { id: 1, customer: 'Baker & Sons', note: 'Prefers delivery before 9:00.' },
  { id: 2, customer: 'Green Leaf Café', note: 'Invoice to the head office.' },
  { id: 3, customer: 'Nordic Tools', note: 'Call before sending samples.' },
];

const columns: GridColDef<Note>[] = [
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 240, editable: true },
];

/** Clicking outside the cell does not end the edit: only Enter, Tab or Escape do. */
export default function EditingEventsPreventStopGrid() {
  const [ignored, setIgnored] = React.useState(0);

  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      // Skips the grid's own handler, which would stop editing.
      event.defaultMuiPrevented = true;
      setIgnored((count) => count + 1);
    }
  };

  return (
    <Box
      sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStop={handleCellEditStop}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, height: 24 }}>
        Clicks outside the edited cell ignored: {ignored}
      </Typography>
    </Box>
  );
}
