import * as React from 'react';
import Box from '@mui/material/Box';
import { RadarChart } from '@mui/x-charts/RadarChart';

/** Two phones rated from 0 to 10 on five criteria: one polygon per phone. */
export default function RadarBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <RadarChart
        height={320}
        radar={{
          max: 10,
          metrics: ['Battery', 'Camera', 'Screen', 'Speed', 'Price'],
        }}
        series={[
          { label: 'Phone A', data: [8, 9, 7, 8, 4] },
          { label: 'Phone B', data: [6, 6, 8, 7, 8] },
        ]}
      />
    </Box>
  );
}
