import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

// Medals of three countries at two Winter Games.
const entries = [
  { games: 'Beijing 2022', country: 'Norway', medals: 37 },
  { games: 'Beijing 2022', country: 'Germany', medals: 27 },
  { games: 'Beijing 2022', country: 'Canada', medals: 26 },
  { games: 'PyeongChang 2018', country: 'Norway', medals: 39 },
  { games: 'PyeongChang 2018', country: 'Germany', medals: 31 },
  { games: 'PyeongChang 2018', country: 'Canada', medals: 29 },
];

/**
 * Each group takes its own `tickLabelStyle`; the ticks of a group are reached in CSS through the
 * `data-group-index` attribute of their container.
 */
export default function AxisGroupedStyling() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: entries.map((entry) => entry.country),
            height: 50,
            groups: [
              { getValue: (country: string) => country },
              {
                getValue: (_country: string, index: number) => entries[index].games,
                tickSize: 20,
                tickLabelStyle: { fontWeight: 700, fill: '#1565c0' },
              },
            ],
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: entries.map((entry) => entry.medals), label: 'Medals' }]}
        hideLegend
        sx={{
          [`& [data-group-index="1"] .${axisClasses.tick}`]: {
            stroke: '#1565c0',
            strokeWidth: 2,
          },
        }}
      />
    </Box>
  );
}
