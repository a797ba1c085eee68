import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import {
  DataGridPremium,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Invoice {
  id: number;
  client: string;
  amount: number;
  status: string;
}

const rows: Invoice[] = [
  { id: 1, client: 'Harbor Dental Clinic', amount: 1240, status: 'Sent' },
  { id: 2, client: 'Maple Street Bakery', amount: 380, status: 'Paid' },
  { id: 3, client: 'Vega Architects', amount: 5600, status: 'Draft' },
  { id: 4, client: 'Riverbend School', amount: 2150, status: 'Overdue' },
  { id: 5, client: 'Nordic Bikes', amount: 910, status: 'Sent' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180, editable: true },
  {
    field: 'amount',
    headerName: 'Amount ($)',
    type: 'number',
    width: 120,
    editable: true,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    editable: true,
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
  },
];

function HistoryToolbar() {
  const apiRef = useGridApiContext();
  // The selectors re-render the toolbar whenever the history stack changes.
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);
  return (
    <Toolbar>
      <ToolbarButton
        aria-label="Undo"
        disabled={!canUndo}
        onClick={() => apiRef.current.history.undo()}
      >
        <UndoIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        aria-label="Redo"
        disabled={!canRedo}
        onClick={() => apiRef.current.history.redo()}
      >
        <RedoIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

export default function UndoRedoToolbarGrid() {
  const [lastAction, setLastAction] = React.useState('Edit a cell, then undo it.');
  return (
    <Box
      sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          hideFooter
          showToolbar
          slots={{ toolbar: HistoryToolbar }}
          onUndo={({ eventName }) => setLastAction(`Undone: ${eventName}`)}
          onRedo={({ eventName }) => setLastAction(`Redone: ${eventName}`)}
        />
      </Box>
      <Typography
        variant="body2"
        sx={{ pt: 1, height: 28 }}
        data-testid="history-log"
      >
        {lastAction}
      </Typography>
    </Box>
  );
}
