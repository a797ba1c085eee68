import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Wholesale electricity price over one day, every hour, in €/MWh.
const hours = Array.from(
  { length: 25 },
  (_, hour) => new Date(Date.UTC(2025, 2, 12, hour)),
);
const price = [
  92, 85, 80, 78, 79, 86, 104, 131, 142, 118, 96, 84, 78, 74, 77, 89, 112, 149, 163,
  151, 128, 110, 101, 95, 90,
];
// Ticks only at the shift changes of the control room.
const shifts = [0, 6, 12, 18, 24].map(
  (hour) => new Date(Date.UTC(2025, 2, 12, hour)),
);
const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** `tickInterval` as an array: ticks exactly at these values, whatever the width. */
export default function AxisTickInterval() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: hours,
            tickInterval: shifts,
            valueFormatter: (date: Date) => time.format(date),
          },
        ]}
        yAxis={[{ width: 45 }]}
        series={[{ data: price, label: 'Price (€/MWh)', showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
