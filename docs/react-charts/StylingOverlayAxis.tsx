import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/** No data yet, but the axes are configured: they are drawn around the overlay, fixed with `min` and `max`. */
export default function StylingOverlayAxis() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ width: 40, min: 0, max: 100 }]}
        series={[]}
        hideLegend
      />
    </Box>
  );
}
