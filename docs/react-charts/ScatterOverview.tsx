import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Used cars on sale: age in years and price in dollars, for two models.
const hatchback = [
  [1, 21500],
  [1, 22900],
  [2, 19800],
  [2, 18700],
  [3, 17200],
  [3, 16500],
  [4, 15100],
  [5, 13400],
  [5, 14200],
  [6, 12100],
  [7, 10900],
  [8, 9800],
  [9, 8600],
  [10, 7400],
].map(([x, y], index) => ({ id: `h${index}`, x, y }));
const suv = [
  [1, 38900],
  [2, 35400],
  [2, 36800],
  [3, 33100],
  [4, 30200],
  [4, 31500],
  [5, 27800],
  [6, 25400],
  [7, 22900],
  [8, 20500],
  [9, 18800],
  [10, 16200],
].map(([x, y], index) => ({ id: `s${index}`, x, y }));
const price = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Each car is a point: the clouds show how fast each model loses value. */
export default function ScatterOverview() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ScatterChart
        xAxis={[{ label: 'Age (years)', min: 0 }]}
        yAxis={[
          { width: 60, valueFormatter: (value: number) => price.format(value) },
        ]}
        series={[
          {
            data: hatchback,
            label: 'Hatchback',
            valueFormatter: (v) => v && `${v.x} y, ${price.format(v.y)}`,
          },
          {
            data: suv,
            label: 'SUV',
            valueFormatter: (v) => v && `${v.x} y, ${price.format(v.y)}`,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
