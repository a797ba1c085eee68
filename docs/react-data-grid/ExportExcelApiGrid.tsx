import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { getPurchaseOrders, orderColumns } from './exportData';

/** Download the workbook, or build it in memory with getDataAsExcel and read it back. */
export default function ExportExcelApiGrid() {
  const rows = React.useMemo(() => getPurchaseOrders(), []);
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  const inspect = async () => {
    const workbook = await apiRef.current?.getDataAsExcel({
      fields: ['order', 'total'],
    });
    const sheet = workbook?.worksheets[0];
    if (sheet) {
      setSummary(
        `Sheet "${sheet.name}": ${sheet.rowCount} rows × ${sheet.columnCount} columns`,
      );
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
      <Stack direction="row" spacing={1} sx={{ height: 32, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsExcel({ fileName: 'orders' })}
        >
          Download .xlsx
        </Button>
        <Button size="small" variant="outlined" onClick={inspect}>
          Inspect workbook
        </Button>
        <Typography
          variant="body2"
          aria-live="polite"
          data-testid="workbook-summary"
        >
          {summary}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={orderColumns}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
