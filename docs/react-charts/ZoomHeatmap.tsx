import * as React from 'react';
import Box from '@mui/material/Box';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const hours = Array.from({ length: 24 }, (_, hour) => `${hour}h`);
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Support chats started per hour and weekday.
const cells = weekdays.flatMap((_, day) =>
  hours.map((__, hour): [number, number, number] => {
    const open = hour >= 8 && hour <= 20 ? 1 : 0.15;
    const weekend = day >= 5 ? 0.5 : 1;
    return [hour, day, Math.round(40 * open * weekend + ((hour * 7 + day * 3) % 9))];
  }),
);

/** Both axes of a heatmap can zoom: wheel over the grid to see a few hours in detail. */
export default function ZoomHeatmap() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <Heatmap
        height={300}
        xAxis={[{ data: hours, zoom: true }]}
        yAxis={[{ data: weekdays, width: 40 }]}
        series={[{ data: cells, label: 'Chats' }]}
        hideLegend
      />
    </Box>
  );
}
