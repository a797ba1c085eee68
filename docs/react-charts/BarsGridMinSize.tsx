import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const cities = ['Lisbon', 'Porto', 'Braga', 'Faro', 'Évora', 'Aveiro'];
// Electric cars registered in a month: some towns register very few.
const registrations = [1840, 960, 310, 12, 6, 240];

/** Horizontal grid lines help read values; `minBarSize` keeps the tiny values visible. */
export default function BarsGridMinSize() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        height={300}
        hideLegend
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'band', data: cities }]}
        series={[{ data: registrations, label: 'Registrations', minBarSize: 4 }]}
      />
    </Box>
  );
}
