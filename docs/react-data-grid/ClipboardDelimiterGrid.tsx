import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getStockItems, stockColumns } from './clipboardStock';

// Semicolon-separated text, as many European spreadsheets expect, both ways.
const DELIMITER = ';';

// The grid passes clipboardCopyCellDelimiter as `delimiter`; this splitter also trims spaces around each cell.
const splitClipboardPastedText = (text: string, delimiter: string) =>
  text
    .replace(/\r?\n$/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => line.split(delimiter).map((cell) => cell.trim()));

/** Copy a range: cells are joined with ";". Paste "7.5; 40" into a price to set a price and a stock at once. */
export default function ClipboardDelimiterGrid() {
  const rows = React.useMemo(() => getStockItems(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={stockColumns}
        cellSelection
        clipboardCopyCellDelimiter={DELIMITER}
        splitClipboardPastedText={splitClipboardPastedText}
        ignoreValueFormatterDuringExport={{ clipboardExport: true }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
