import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';

const hours = ['6h', '9h', '12h', '15h', '18h', '21h'];
// Temperature and felt temperature on a windy winter day, in °C.
const temperature = [-2, 1, 4, 5, 2, -1];
const feelsLike = [-8, -5, -1, 0, -4, -7];

/** A dark tooltip: the popper's `sx` reaches its paper and cells through the tooltip classes. */
export default function TooltipStyle() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 35 }]}
        series={[
          {
            data: temperature,
            label: 'Temperature',
            valueFormatter: (v) => `${v} °C`,
          },
          { data: feelsLike, label: 'Feels like', valueFormatter: (v) => `${v} °C` },
        ]}
        slotProps={{
          tooltip: {
            sx: {
              [`& .${chartsTooltipClasses.paper}`]: {
                backgroundColor: '#263238',
                color: '#eceff1',
                borderRadius: 2,
              },
              [`& .${chartsTooltipClasses.cell}`]: { color: 'inherit' },
              [`& .${chartsTooltipClasses.valueCell}`]: { fontWeight: 700 },
            },
          },
        }}
      />
    </Box>
  );
}
