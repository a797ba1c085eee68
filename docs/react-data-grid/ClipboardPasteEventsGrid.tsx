import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getStockItems, stockColumns } from './clipboardStock';

/** Pastes of more than four cells ask first; every step of a paste is logged under the grid. */
export default function ClipboardPasteEventsGrid() {
  const rows = React.useMemo(() => getStockItems(), []);
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) =>
    setLog((previous) => [line, ...previous].slice(0, 3));

  const onBeforeClipboardPasteStart = async ({ data }: { data: string[][] }) => {
    const cells = data.reduce((count, line) => count + line.length, 0);
    add(`Before: ${data.length} line(s), ${cells} cell(s)`);
    if (cells > 4 && !window.confirm(`Paste ${cells} cells?`)) {
      add('Cancelled');
      throw new Error('Paste cancelled');
    }
  };

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
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={stockColumns}
          cellSelection
          onBeforeClipboardPasteStart={onBeforeClipboardPasteStart}
          onClipboardPasteStart={() => add('Paste started')}
          onClipboardPasteEnd={() => add('Paste ended')}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Box sx={{ height: 64 }} aria-live="polite">
        {log.map((line, index) => (
          <Typography key={index} variant="caption" component="div">
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
