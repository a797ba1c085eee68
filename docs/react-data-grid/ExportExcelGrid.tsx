import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface StockItem {
  id: number;
  sku: string;
  name: string;
  warehouse: string;
  quantity: number;
  unitCost: number;
  lastCount: Date;
}

const rows: StockItem[] = [
  ['SKU-1001', 'Ceramic mug', 'Leeds', 340, 3.2],
  ['SKU-1002', 'Glass tumbler', 'Leeds', 125, 2.6],
  ['SKU-1003', 'Bamboo tray', 'Bristol', 58, 11.5],
  ['SKU-1004', 'Linen napkin', 'Bristol', 610, 1.9],
  ['SKU-1005', 'Oak coaster', 'Leeds', 275, 1.4],
  ['SKU-1006', 'Stoneware bowl', 'Bristol', 96, 6.8],
].map(([sku, name, warehouse, quantity, unitCost], index) => ({
  id: index + 1,
  sku: String(sku),
  name: String(name),
  warehouse: String(warehouse),
  quantity: Number(quantity),
  unitCost: Number(unitCost),
  lastCount: new Date(2025, 4, 2 + index),
}));

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 100 },
  { field: 'lastCount', headerName: 'Last count', type: 'date', width: 120 },
];

/** Premium adds "Download as Excel" to the toolbar's Export menu: an .xlsx with typed cells. */
export default function ExportExcelGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'stock-count',
              // Excel number formats for the cost column (an ExcelJS style object).
              columnsStyles: { unitCost: { numFmt: '£#,##0.00' } },
            },
          },
        }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
