import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridExcelExportOptions,
} from '@mui/x-data-grid-premium';
import { getPurchaseOrders, orderColumns } from './exportData';

// ExcelJS workbook hooks: a title above the table, a signature line under it.
const excelOptions: GridExcelExportOptions = {
  fileName: 'orders-report',
  columnsStyles: { total: { numFmt: '€#,##0' } },
  exceljsPreProcess: async ({ worksheet }) => {
    worksheet.addRow(['Purchase orders — Q1 to Q4 2025']).font = {
      bold: true,
      size: 14,
    };
    worksheet.addRow([]);
  },
  exceljsPostProcess: async ({ worksheet }) => {
    worksheet.addRow([]);
    worksheet.addRow([
      `Exported on ${new Date().toLocaleDateString('en-GB')}`,
    ]).font = {
      italic: true,
    };
  },
};

/** Export > Download as Excel writes a title row before the table and a dated line after it. */
export default function ExportExcelCustomGrid() {
  const rows = React.useMemo(() => getPurchaseOrders(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={orderColumns}
        showToolbar
        slotProps={{ toolbar: { excelOptions } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
