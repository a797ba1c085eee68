import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridCellParams } from '@mui/x-data-grid-premium';
import { getStockItems, stockColumns, type StockItem } from './clipboardStock';

// Items out of stock at the supplier are locked: their price cannot be edited, so a paste skips it.
const locked = new Set(['PN-FT-BLK', 'PC-LTH-BRN']);
const isCellEditable = (params: GridCellParams<StockItem>) =>
  !(params.field === 'price' && locked.has(params.row.sku));

/** Copy a price and paste it over the whole "Price" column: the two locked prices keep their value. */
export default function ClipboardPasteIsCellEditableGrid() {
  const rows = React.useMemo(() => getStockItems(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={stockColumns}
        cellSelection
        isCellEditable={isCellEditable}
        getCellClassName={(params) => (isCellEditable(params) ? '' : 'locked')}
        sx={{ '& .locked': { color: 'text.disabled', fontStyle: 'italic' } }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
