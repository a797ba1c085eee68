import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const years = Array.from(
  { length: 11 },
  (_, index) => new Date(Date.UTC(2014 + index, 0, 1)),
);
// Share of new cars sold in Norway by powertrain, in percent.
const electric = [6, 17, 16, 21, 31, 42, 54, 65, 79, 82, 89];
const hybrid = [3, 5, 12, 19, 17, 14, 20, 21, 11, 8, 6];
const combustion = [91, 78, 72, 60, 52, 44, 26, 14, 10, 10, 5];

/** Three trends over a decade: lines show where each one is heading and when they cross. */
export default function LinesOverview() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <LineChart
        xAxis={[
          {
            scaleType: 'utc',
            data: years,
            valueFormatter: (date: Date) => String(date.getUTCFullYear()),
          },
        ]}
        yAxis={[
          { width: 40, max: 100, valueFormatter: (value: number) => `${value} %` },
        ]}
        series={[
          { data: electric, label: 'Electric', color: '#2e7d32', showMark: false },
          {
            data: hybrid,
            label: 'Plug-in hybrid',
            color: '#0288d1',
            showMark: false,
          },
          {
            data: combustion,
            label: 'Petrol and diesel',
            color: '#6d4c41',
            showMark: false,
          },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
