import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns, type SaleLine } from './aggregationData';

const MAX_QUANTITY = 11;

// Plain cells get a bar; aggregated cells (params.aggregation is set) show the number in bold instead.
const columns: GridColDef<SaleLine>[] = saleColumns.map((column) =>
  column.field === 'quantity'
    ? {
        ...column,
        width: 150,
        renderCell: (params) => {
          if (params.aggregation) {
            return (
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {params.formattedValue as string}
              </Typography>
            );
          }
          if (params.value == null) {
            return null;
          }
          return (
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}
            >
              <LinearProgress
                variant="determinate"
                value={(Number(params.value) / MAX_QUANTITY) * 100}
                sx={{ flex: 1 }}
                aria-label={`${params.value} units`}
              />
              <Typography variant="body2">{params.value}</Typography>
            </Box>
          );
        },
      }
    : column,
);

export default function AggregationRenderCellGrid() {
  const rows = React.useMemo(() => getSaleLines(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { quantity: 'sum' } } }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
