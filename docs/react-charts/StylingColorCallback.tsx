import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const days = Array.from({ length: 14 }, (_, index) => `${index + 1} Jun`);
// Daily sales of a bakery; the two Sundays are closed days (0) and the target is 800 €.
const sales = [720, 810, 790, 860, 940, 1020, 0, 700, 830, 760, 880, 910, 1080, 0];

/** `colorGetter` picks each bar's colour from its value: below target, at or above it. */
export default function StylingColorCallback() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: sales,
            label: 'Sales (€)',
            color: '#43a047',
            colorGetter: ({ value }) =>
              (value ?? 0) >= 800 ? '#43a047' : '#fb8c00',
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
