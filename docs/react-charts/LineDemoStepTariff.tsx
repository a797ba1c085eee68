import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 25 }, (_, hour) => hour);
// Electricity price by hour under a time-of-use tariff, in cents per kWh.
const price = hours.map((hour) => {
  if (hour >= 7 && hour < 11) return 32;
  if (hour >= 17 && hour < 21) return 38;
  if (hour >= 23 || hour < 6) return 14;
  return 24;
});

/** A step curve for a value that holds until it changes. */
export default function LineDemoStepTariff() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[
          {
            data: hours,
            min: 0,
            max: 24,
            tickInterval: [0, 3, 6, 9, 12, 15, 18, 21, 24],
            valueFormatter: (hour: number) => `${hour}h`,
          },
        ]}
        yAxis={[{ min: 0, label: 'c/kWh' }]}
        series={[
          { data: price, label: 'Price', curve: 'stepAfter', showMark: false },
        ]}
        grid={{ horizontal: true }}
        height={300}
      />
    </Box>
  );
}
