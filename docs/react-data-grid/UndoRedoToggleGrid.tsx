import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { budgetColumns, getBudgetItems } from './undoRedoBudget';

/** `historyStackSize={0}` turns undo and redo off: the shortcuts do nothing and the toolbar buttons go away. */
export default function UndoRedoToggleGrid() {
  const rows = React.useMemo(() => getBudgetItems(), []);
  const [enabled, setEnabled] = React.useState(true);
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <FormControlLabel
        sx={{ height: 32 }}
        control={
          <Switch
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
        }
        label="Undo and redo"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={budgetColumns}
          historyStackSize={enabled ? 30 : 0}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
