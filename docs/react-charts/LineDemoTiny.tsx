import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Heart rate measured every ten minutes during a morning run, in beats per minute.
const heartRate = [72, 118, 142, 151, 149, 156, 162, 158, 131, 96];

/** A small chart next to a figure: no axes, no legend, no margin, only the line. */
export default function LineDemoTiny() {
  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      sx={{ width: '100%', height: 100 }}
    >
      <Box>
        <Typography variant="overline">Heart rate</Typography>
        <Typography variant="h5">{heartRate[heartRate.length - 1]} bpm</Typography>
      </Box>
      <Box sx={{ width: 240, height: 80 }}>
        <LineChart
          height={80}
          xAxis={[
            { data: heartRate.map((_, index) => index * 10), position: 'none' },
          ]}
          yAxis={[{ position: 'none' }]}
          series={[
            {
              data: heartRate,
              showMark: false,
              color: '#e53935',
              area: true,
              baseline: 'min',
            },
          ]}
          margin={0}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
