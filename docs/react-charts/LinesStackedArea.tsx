import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025];
// Electricity generated in a region, in terawatt-hours.
const solar = [4, 6, 9, 13, 18, 24, 31];
const wind = [12, 14, 17, 19, 22, 25, 27];
const hydro = [20, 21, 19, 20, 21, 20, 21];

const twh = (value: number | null) => (value === null ? '' : `${value} TWh`);

/** Stacked areas: each band sits on top of the previous one, the top edge is the total. */
export default function LinesStackedArea() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ data: years, scaleType: 'point' }]}
        series={[
          {
            data: hydro,
            label: 'Hydro',
            stack: 'total',
            area: true,
            valueFormatter: twh,
          },
          {
            data: wind,
            label: 'Wind',
            stack: 'total',
            area: true,
            valueFormatter: twh,
          },
          {
            data: solar,
            label: 'Solar',
            stack: 'total',
            area: true,
            valueFormatter: twh,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
