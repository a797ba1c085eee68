import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Cars: kerb weight in kg and fuel consumption in litres per 100 km.
const cars = [
  { model: 'City A', weight: 980, consumption: 4.9 },
  { model: 'City B', weight: 1050, consumption: 5.2 },
  { model: 'Hatch C', weight: 1220, consumption: 5.8 },
  { model: 'Hatch D', weight: 1290, consumption: 6.1 },
  { model: 'Sedan E', weight: 1430, consumption: 6.6 },
  { model: 'Sedan F', weight: 1510, consumption: 6.4 },
  { model: 'Estate G', weight: 1580, consumption: 7.0 },
  { model: 'SUV H', weight: 1720, consumption: 7.9 },
  { model: 'SUV I', weight: 1860, consumption: 8.4 },
  { model: 'Van J', weight: 2050, consumption: 9.1 },
];

/** `datasetKeys` tells a scatter series which columns hold x, y and the point id. */
export default function ScatterDataset() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChart
        dataset={cars}
        xAxis={[{ label: 'Weight (kg)', min: 900 }]}
        yAxis={[{ label: 'L/100 km', min: 4 }]}
        series={[
          {
            datasetKeys: { id: 'model', x: 'weight', y: 'consumption' },
            label: 'Cars',
            valueFormatter: (point) =>
              point ? `${point.x} kg, ${point.y} L/100 km` : '',
          },
        ]}
        height={300}
      />
    </Box>
  );
}
