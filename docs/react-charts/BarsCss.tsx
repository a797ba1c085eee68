import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A team's hours: logged so far, and forecast for the months still to come.
const logged = [620, 580, 710, 0, 0, 0];
const forecast = [0, 0, 0, 690, 720, 540];

/** Plain CSS through `sx`: the forecast series is outlined and hatched-looking, found by `data-series`. */
export default function BarsCss() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            id: 'logged',
            data: logged,
            label: 'Logged',
            stack: 'hours',
            color: '#00796b',
          },
          {
            id: 'forecast',
            data: forecast,
            label: 'Forecast',
            stack: 'hours',
            color: '#00796b',
          },
        ]}
        sx={{
          [`& .${barClasses.series}[data-series="forecast"] .${barClasses.element}`]:
            {
              fillOpacity: 0.25,
              stroke: '#00796b',
              strokeWidth: 2,
              strokeDasharray: '5 3',
            },
          [`& .${barClasses.element}:hover`]: { filter: 'brightness(1.15)' },
        }}
      />
    </Box>
  );
}
