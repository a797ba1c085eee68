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
// Visitors to a museum, in thousands; this year is known up to September.
const lastYear = [42, 45, 51, 58, 63, 71, 88, 92, 66, 57, 48, 61];
const thisYear = [46, 49, 55, 61, 70, 78, 95, 99, 72, null, null, null];

/** This year against last year: the reference year is grey and dashed. */
export default function LineDemoYearOverYear() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          {
            id: 'last',
            data: lastYear,
            label: '2024',
            color: '#9e9e9e',
            showMark: false,
          },
          { id: 'this', data: thisYear, label: '2025' },
        ]}
        sx={{
          [`& .${lineClasses.line}[data-series="last"]`]: { strokeDasharray: '5 5' },
        }}
        height={300}
      />
    </Box>
  );
}
