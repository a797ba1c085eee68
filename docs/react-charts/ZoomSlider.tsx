import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const months = Array.from(
  { length: 60 },
  (_, index) => new Date(Date.UTC(2020, index, 1)),
);
// Monthly subscribers of a streaming service, in thousands.
const subscribers = months.map((_, index) =>
  Math.round(120 + index * 9 + Math.sin(index / 2) * 14),
);
const monthYear = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Sliders on both axes: drag the thumbs to set a range, drag the window to move it. */
export default function ZoomSlider() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <LineChartPro
        height={330}
        xAxis={[
          {
            scaleType: 'utc',
            data: months,
            valueFormatter: (d: Date) => monthYear.format(d),
            zoom: { slider: { enabled: true } },
          },
        ]}
        yAxis={[{ width: 45, zoom: { slider: { enabled: true } } }]}
        series={[{ data: subscribers, label: 'Subscribers (k)', showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
