import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// From revenue to net profit, in thousands of euros.
const steps = [
  { label: 'Revenue', change: 520 },
  { label: 'Cost of sales', change: -210 },
  { label: 'Salaries', change: -150 },
  { label: 'Marketing', change: -45 },
  { label: 'Other income', change: 25 },
  { label: 'Taxes', change: -35 },
];

// Each step floats on an invisible bar that holds the running total before it.
let running = 0;
const rows = steps.map((step) => {
  const start = running;
  running += step.change;
  return {
    label: step.label,
    base: Math.min(start, running),
    size: Math.abs(step.change),
    change: step.change,
  };
});
rows.push({ label: 'Net profit', base: 0, size: running, change: running });

/** A waterfall (bridge) chart built from a transparent stacked base and coloured steps. */
export default function BarDemoWaterfall() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        dataset={rows}
        xAxis={[
          { scaleType: 'band', dataKey: 'label', tickLabelStyle: { fontSize: 11 } },
        ]}
        series={[
          {
            dataKey: 'base',
            stack: 'bridge',
            color: 'transparent',
            valueFormatter: () => null,
          },
          {
            dataKey: 'size',
            stack: 'bridge',
            label: 'Change (k€)',
            colorGetter: ({ dataIndex }) =>
              dataIndex === rows.length - 1
                ? '#1565c0'
                : rows[dataIndex].change >= 0
                  ? '#2e7d32'
                  : '#c62828',
            valueFormatter: (_, { dataIndex }) => `${rows[dataIndex].change} k€`,
          },
        ]}
        hideLegend
        height={320}
      />
    </Box>
  );
}
