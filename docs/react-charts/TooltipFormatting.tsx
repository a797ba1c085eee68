import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

// Hourly wind speed at an airport, in km/h.
const hours = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
const wind = [8, 9, 12, 15, 19, 24, 27, 29, 31, 28, 22, 17, 12];
const gusts = [14, 15, 20, 26, 31, 38, 44, 47, 49, 45, 37, 28, 19];

/** The axis formatter writes the tooltip header; series formatters write each row. */
export default function TooltipFormatting() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChart
        xAxis={[
          {
            data: hours,
            valueFormatter: (hour: number, context: AxisValueFormatterContext) =>
              context.location === 'tooltip' ? `Today at ${hour}:00` : `${hour}h`,
          },
        ]}
        series={[
          { data: wind, label: 'Wind', valueFormatter: (value) => `${value} km/h` },
          {
            data: gusts,
            label: 'Gusts',
            valueFormatter: (value) =>
              value !== null && value >= 40 ? `${value} km/h ⚠` : `${value} km/h`,
          },
        ]}
        height={300}
      />
    </Box>
  );
}
