import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// Daily active users of a mobile app, in thousands.
const activeUsers = [12.1, 13.4, 13.0, 15.8, 17.2, 16.9, 19.5, 21.0];

/** `area: true` fills the space between the line and the axis. */
export default function LinesArea() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: weeks }]}
        series={[
          {
            data: activeUsers,
            label: 'Active users (k)',
            area: true,
            showMark: false,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
