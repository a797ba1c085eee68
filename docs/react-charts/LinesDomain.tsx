import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];
// Body temperature of a patient, in °C.
const temperature = [37.2, 37.8, 38.4, 38.9, 38.1, 37.5];

/** Left: `domainLimit: 'nice'` (default) rounds the axis; right: `'strict'` stops at the data. */
export default function LinesDomain() {
  return (
    <Stack direction="row" sx={{ width: '100%' }}>
      {(['nice', 'strict'] as const).map((limit) => (
        <Box key={limit} sx={{ flex: 1, minWidth: 0 }}>
          <LineChart
            height={300}
            hideLegend
            xAxis={[{ scaleType: 'point', data: hours }]}
            yAxis={[{ domainLimit: limit, label: `domainLimit: '${limit}'` }]}
            series={[{ data: temperature, label: 'Temperature (°C)' }]}
          />
        </Box>
      ))}
    </Stack>
  );
}
