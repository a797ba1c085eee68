import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

/** Tab to the chart, then use the arrow keys: the focused bar shows its tooltip. */
export default function AccessibilityKeyboard() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        enableKeyboardNavigation
        title="Quarterly revenue of two product lines"
        desc="Hardware grows from 120 to 180 thousand euros over the year; software from 80 to 140."
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={[
          { data: [120, 135, 160, 180], label: 'Hardware (k€)' },
          { data: [80, 95, 118, 140], label: 'Software (k€)' },
        ]}
        height={300}
      />
    </Box>
  );
}
