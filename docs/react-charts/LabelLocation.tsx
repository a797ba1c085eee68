import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2020', '2021', '2022', '2023', '2024', '2025'];

/** A label function: short names in the legend, full names in the tooltip. */
export default function LabelLocation() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: years }]}
        series={[
          // Passengers handled, in millions.
          {
            data: [22.3, 26.1, 48.9, 61.0, 66.4, 70.2],
            label: (location) =>
              location === 'legend' ? 'CDG' : 'Paris Charles de Gaulle',
          },
          {
            data: [28.0, 31.8, 61.6, 74.0, 79.2, 81.7],
            label: (location) => (location === 'legend' ? 'LHR' : 'London Heathrow'),
          },
        ]}
        yAxis={[{ label: 'Passengers (millions)' }]}
        height={300}
      />
    </Box>
  );
}
