import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { getSaleLines, saleColumns } from './aggregationData';

/** The filter keeps the Europe stores; switch the scope to see the total of every row instead. */
export default function AggregationFilteringGrid() {
  const rows = React.useMemo(() => getSaleLines(), []);
  const [scope, setScope] = React.useState<'filtered' | 'all'>('filtered');
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
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Rows aggregated"
        value={scope}
        onChange={(_event, value: 'filtered' | 'all' | null) =>
          value && setScope(value)
        }
        sx={{ height: 36 }}
      >
        <ToggleButton value="filtered">Filtered rows</ToggleButton>
        <ToggleButton value="all">All rows</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={saleColumns}
          aggregationRowsScope={scope}
          initialState={{
            aggregation: { model: { quantity: 'sum' } },
            filter: {
              filterModel: {
                items: [{ field: 'region', operator: 'equals', value: 'Europe' }],
              },
            },
          }}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
