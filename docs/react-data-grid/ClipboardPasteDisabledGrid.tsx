import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getStockItems, stockColumns } from './clipboardStock';

/** Copying still works; Ctrl+V does nothing, even in the editable columns. */
export default function ClipboardPasteDisabledGrid() {
  const rows = React.useMemo(() => getStockItems(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={stockColumns}
        cellSelection
        disableClipboardPaste
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
