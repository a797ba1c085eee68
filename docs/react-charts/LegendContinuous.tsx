import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Apartments for sale: surface (m²), price (k€) and distance to the centre (km, the colour).
const apartments = [
  { id: 1, x: 34, y: 215, z: 0.8 },
  { id: 2, x: 48, y: 260, z: 2.5 },
  { id: 3, x: 52, y: 390, z: 0.6 },
  { id: 4, x: 61, y: 310, z: 4.1 },
  { id: 5, x: 67, y: 455, z: 1.2 },
  { id: 6, x: 75, y: 340, z: 6.3 },
  { id: 7, x: 82, y: 520, z: 1.9 },
  { id: 8, x: 90, y: 365, z: 8.4 },
  { id: 9, x: 104, y: 610, z: 3.0 },
  { id: 10, x: 118, y: 480, z: 9.6 },
];

/** A vertical gradient legend on the side; `reverse` flips it, and the labels sit at both ends. */
export default function LegendContinuous() {
  const [vertical, setVertical] = React.useState(true);
  const [reverse, setReverse] = React.useState(false);
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <Stack direction="row">
        <FormControlLabel
          control={
            <Switch
              checked={vertical}
              onChange={(event) => setVertical(event.target.checked)}
            />
          }
          label="Vertical"
        />
        <FormControlLabel
          control={
            <Switch
              checked={reverse}
              onChange={(event) => setReverse(event.target.checked)}
            />
          }
          label="reverse"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        <ScatterChart
          xAxis={[{ label: 'Surface (m²)' }]}
          yAxis={[{ label: 'Price (k€)', width: 55 }]}
          zAxis={[
            {
              colorMap: {
                type: 'continuous',
                min: 0,
                max: 10,
                color: ['#00897b', '#e0e0e0'],
              },
            },
          ]}
          series={[{ data: apartments, label: 'Apartments', markerSize: 7 }]}
          slots={{ legend: ContinuousColorLegend }}
          slotProps={{
            legend: {
              direction: vertical ? 'vertical' : 'horizontal',
              position: vertical
                ? { vertical: 'middle', horizontal: 'end' }
                : { vertical: 'top', horizontal: 'center' },
              labelPosition: 'extremes',
              reverse,
              minLabel: '0 km',
              maxLabel: '10 km',
            },
          }}
        />
      </Box>
    </Box>
  );
}
