import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const ageGroups = [
  '0–9',
  '10–19',
  '20–29',
  '30–39',
  '40–49',
  '50–59',
  '60–69',
  '70–79',
  '80+',
];
// Population of a town by age group, in hundreds.
const men = [41, 44, 48, 52, 55, 51, 43, 30, 12];
const women = [39, 42, 47, 51, 54, 53, 47, 36, 21];

const hundreds = (value: number | null) =>
  value === null ? '' : `${Math.abs(value) * 100}`;

/** A population pyramid: horizontal bars diverging from a shared axis. */
export default function BarDemoPopulationPyramid() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: ageGroups, width: 56 }]}
        xAxis={[
          {
            valueFormatter: (value: number) => `${Math.abs(value)}`,
            label: 'Hundreds of people',
          },
        ]}
        series={[
          {
            data: men.map((value) => -value),
            label: 'Men',
            stack: 'people',
            stackOffset: 'diverging',
            valueFormatter: hundreds,
          },
          { data: women, label: 'Women', stack: 'people', valueFormatter: hundreds },
        ]}
        height={340}
      />
    </Box>
  );
}
