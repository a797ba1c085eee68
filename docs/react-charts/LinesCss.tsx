import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
// Revenue of a bakery chain this year and its budget, in thousands of euros.
const actual = [210, 198, 226, 241, 259, 270, 0, 0, 0, 0, 0, 0].map(
  (value) => value || null,
);
const budget = [205, 205, 220, 235, 250, 265, 270, 262, 250, 245, 255, 290];

/** The budget line is dashed and thin, the actual line thick: classes plus `data-series` in `sx`. */
export default function LinesCss() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          { id: 'actual', data: actual, label: 'Actual', color: '#ef6c00' },
          {
            id: 'budget',
            data: budget,
            label: 'Budget',
            color: '#757575',
            showMark: false,
          },
        ]}
        sx={{
          [`& .${lineClasses.line}[data-series="budget"]`]: {
            strokeDasharray: '8 4',
            strokeWidth: 1.5,
          },
          [`& .${lineClasses.line}[data-series="actual"]`]: { strokeWidth: 4 },
          [`& .${lineClasses.mark}[data-series="actual"]`]: {
            fill: '#ef6c00',
            strokeWidth: 0,
          },
        }}
      />
    </Box>
  );
}
