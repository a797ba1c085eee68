import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Page views of a news site by day, as rows from an analytics export.
const traffic = [
  { day: new Date(2025, 2, 3), desktop: 8200, mobile: 11800 },
  { day: new Date(2025, 2, 4), desktop: 8600, mobile: 12500 },
  { day: new Date(2025, 2, 5), desktop: 9100, mobile: 12100 },
  { day: new Date(2025, 2, 6), desktop: 8800, mobile: 13900 },
  { day: new Date(2025, 2, 7), desktop: 7900, mobile: 15200 },
  { day: new Date(2025, 2, 8), desktop: 4300, mobile: 16800 },
  { day: new Date(2025, 2, 9), desktop: 3900, mobile: 16100 },
];

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
});

/** A time axis read from a dataset column; each series reads another column. */
export default function LinesDataset() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        dataset={traffic}
        xAxis={[
          {
            dataKey: 'day',
            scaleType: 'time',
            valueFormatter: (day: Date) => dayFormat.format(day),
          },
        ]}
        series={[
          { dataKey: 'desktop', label: 'Desktop' },
          { dataKey: 'mobile', label: 'Mobile' },
        ]}
        height={300}
      />
    </Box>
  );
}
