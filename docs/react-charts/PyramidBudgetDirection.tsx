import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Needs of a household, from the base of the pyramid to the top (share of the budget, %).
const needs = [
  { label: 'Housing and food', value: 55 },
  { label: 'Health and insurance', value: 20 },
  { label: 'Education', value: 12 },
  { label: 'Leisure', value: 8 },
  { label: 'Savings', value: 5 },
];

type Direction = 'increasing' | 'decreasing' | 'auto';

/** `funnelDirection` turns the pyramid over; `'auto'` follows the order of the values. */
export default function PyramidBudgetDirection() {
  const [direction, setDirection] = React.useState<Direction>('auto');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={direction}
        onChange={(_, value: Direction | null) => value && setDirection(value)}
        aria-label="Direction"
        sx={{ height: 32, display: 'flex', width: 'fit-content' }}
      >
        <ToggleButton value="auto">auto</ToggleButton>
        <ToggleButton value="increasing">increasing</ToggleButton>
        <ToggleButton value="decreasing">decreasing</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        height={300}
        hideLegend
        series={[{ data: needs, curve: 'pyramid', funnelDirection: direction }]}
      />
    </Box>
  );
}
