import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const years = [2019, 2020, 2021, 2022, 2023, 2024];
// Passengers of a regional airport, in thousands: the airport itself against two comparable ones.
const ours = [820, 310, 450, 760, 910, 985];
const north = [640, 250, 380, 610, 700, 740];
const south = [710, 280, 400, 650, 760, 800];

/** Each legend item carries `data-series`: the airport of interest stands out, the others recede. */
export default function LegendSeriesStyling() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: years }]}
        yAxis={[{ width: 40 }]}
        series={[
          { id: 'ours', data: ours, label: 'Our airport', color: '#d81b60' },
          { id: 'north', data: north, label: 'North Field', color: '#b0bec5' },
          { id: 'south', data: south, label: 'South Bay', color: '#90a4ae' },
        ]}
        slotProps={{
          legend: {
            sx: {
              [`& .${legendClasses.item}[data-series="ours"] .${legendClasses.label}`]:
                {
                  fontWeight: 700,
                  color: '#d81b60',
                },
              [`& .${legendClasses.item}:not([data-series="ours"]) .${legendClasses.label}`]:
                {
                  color: 'text.secondary',
                },
            },
          },
        }}
      />
    </Box>
  );
}
