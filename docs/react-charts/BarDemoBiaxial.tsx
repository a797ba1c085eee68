import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const stores = ['Harbour', 'Old town', 'Station', 'Mall', 'Airport'];
// Five shops of a bakery chain: daily revenue (left axis, €) and customers per day (right axis).
const revenue = [2480, 3120, 4210, 2890, 5340];
const customers = [310, 455, 720, 390, 610];

/** Two bar series with different units, each measured on its own y-axis. */
export default function BarDemoBiaxial() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: stores }]}
        yAxis={[
          { id: 'revenue', position: 'left', width: 50, label: '€' },
          { id: 'customers', position: 'right', width: 45, label: 'Customers' },
        ]}
        series={[
          { data: revenue, label: 'Revenue (€)', yAxisId: 'revenue' },
          { data: customers, label: 'Customers', yAxisId: 'customers' },
        ]}
      />
    </Box>
  );
}
