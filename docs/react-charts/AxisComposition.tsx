import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Share of a city's commuters cycling to work, in percent.
const cycling = [6.1, 6.8, 9.4, 10.2, 11.0, 11.9, 12.6];

/** In a composed chart the axes are components: place them and give them their props. */
export default function AxisComposition() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartsContainer
        height={300}
        xAxis={[
          {
            id: 'years',
            scaleType: 'point',
            data: years,
            position: 'top',
            height: 45,
          },
        ]}
        yAxis={[{ id: 'share', position: 'right', min: 0, width: 55 }]}
        series={[{ type: 'line', data: cycling, label: 'Cycling share' }]}
      >
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis
          axisId="years"
          label="Year"
          tickLabelStyle={{ fontWeight: 700 }}
        />
        <ChartsYAxis axisId="share" label="% of commuters" disableLine />
      </ChartsContainer>
    </Box>
  );
}
