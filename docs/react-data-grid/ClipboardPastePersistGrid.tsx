import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getStockItems, stockColumns, type StockItem } from './clipboardStock';

/** A stand-in for a server that stores a row after 400 ms. */
function saveItem(row: StockItem): Promise<StockItem> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(row), 400);
  });
}

/** Each pasted row is saved through processRowUpdate while the grid shows its loading bar. */
export default function ClipboardPastePersistGrid() {
  const rows = React.useMemo(() => getStockItems(), []);
  const [saving, setSaving] = React.useState(false);
  const [saved, setSaved] = React.useState<string[]>([]);

  const processRowUpdate = React.useCallback(async (newRow: StockItem) => {
    const stored = await saveItem(newRow);
    setSaved((previous) => [...previous, stored.sku]);
    return stored;
  }, []);

  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="body2" sx={{ height: 24 }} aria-live="polite" noWrap>
        {saved.length === 0 ? 'Nothing saved yet.' : `Saved: ${saved.join(', ')}`}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={stockColumns}
          cellSelection
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={() => {
            setSaved([]);
            setSaving(true);
          }}
          onClipboardPasteEnd={() => setSaving(false)}
          loading={saving}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
