import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const airports = ['Atlanta', 'Dubai', 'Dallas', 'London', 'Tokyo', 'Denver'];
// Passengers per year, in millions.
const passengers = [104.7, 87.0, 81.8, 79.2, 78.7, 77.8];

/** Vertical grid lines across horizontal bars, one per tick of the value axis. */
export default function BarsGridLines() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: airports, width: 70 }]}
        xAxis={[{ tickNumber: 10 }]}
        series={[{ data: passengers, label: 'Passengers (millions)' }]}
        grid={{ vertical: true }}
        hideLegend
      />
    </Box>
  );
}
