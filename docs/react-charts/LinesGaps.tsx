import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
// A weather station that was offline on days 4 and 5.
const humidity = [62, 65, 70, null, null, 58, 55, 61, 66, 64];

/** `null` marks a missing value: one line breaks at the gap, the other bridges it. */
export default function LinesGaps() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: days, label: 'Day of month' }]}
        series={[
          { data: humidity, label: 'Humidity (gap)' },
          {
            data: humidity.map((value) => (value === null ? null : value - 20)),
            label: 'Humidity − 20 (connectNulls)',
            connectNulls: true,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
