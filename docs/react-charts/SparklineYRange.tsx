import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Occupancy of three car parks over a day, in percent.
const carParks = [
  { name: 'Station', occupancy: [20, 45, 88, 95, 93, 90, 72, 40] },
  { name: 'Market', occupancy: [5, 12, 35, 61, 70, 66, 38, 10] },
  { name: 'Hospital', occupancy: [55, 60, 71, 78, 80, 77, 69, 58] },
];

/** The same 0–100 range on every sparkline, so the heights compare across rows. */
export default function SparklineYRange() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420, height: 180 }}>
      {carParks.map((park) => (
        <Stack
          key={park.name}
          direction="row"
          spacing={2}
          alignItems="center"
          sx={{ height: 50 }}
        >
          <Typography variant="body2" sx={{ width: 80 }}>
            {park.name}
          </Typography>
          <SparkLineChart
            sx={{ flex: 1 }}
            height={50}
            data={park.occupancy}
            yAxis={{ min: 0, max: 100 }}
            area
          />
        </Stack>
      ))}
    </Stack>
  );
}
