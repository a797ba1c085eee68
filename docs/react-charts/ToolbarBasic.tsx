import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Daily page views of a news site over four weeks, in thousands.
const days = Array.from({ length: 28 }, (_, index) => index + 1);
const views = days.map((day) => 40 + ((day * 17) % 23) + (day % 7 === 0 ? 25 : 0));

/** `showToolbar` with zoom enabled: zoom in, zoom out and the export menu. */
export default function ToolbarBasic() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <LineChartPro
        showToolbar
        xAxis={[{ data: days, label: 'Day', zoom: true }]}
        series={[{ data: views, label: 'Page views (k)', showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
