import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

// Household budget of a month, in euros.
const budget = [
  { id: 'rent', value: 1150, label: 'Rent' },
  { id: 'food', value: 540, label: 'Groceries' },
  { id: 'transport', value: 210, label: 'Transport' },
  { id: 'leisure', value: 260, label: 'Leisure' },
  { id: 'savings', value: 400, label: 'Savings' },
];

/** The chart keeps its own hidden items; the callback only reports them, here as the remaining total. */
export default function LegendVisibilityCallback() {
  const [hidden, setHidden] = React.useState<VisibilityIdentifier<'pie'>[]>([]);
  const hiddenIndexes = new Set(
    hidden.map((item) => ('dataIndex' in item ? item.dataIndex : -1)),
  );
  const shown = budget.filter((_, index) => !hiddenIndexes.has(index));
  const total = shown.reduce((sum, item) => sum + item.value, 0);
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <Typography variant="body2" data-testid="budget-total">
        Shown: {shown.length} of {budget.length} items, {total} €
      </Typography>
      <Box sx={{ height: 300 }}>
        <PieChart
          series={[{ data: budget, innerRadius: 50 }]}
          onHiddenItemsChange={setHidden}
          slotProps={{ legend: { toggleVisibilityOnClick: true } }}
        />
      </Box>
    </Box>
  );
}
