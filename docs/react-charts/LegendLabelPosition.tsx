import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const weeks = Array.from({ length: 10 }, (_, index) => `W${index + 1}`);
// Weekly air quality index of a city.
const aqi = [38, 52, 61, 104, 87, 46, 33, 158, 72, 49];

type LabelPosition = 'start' | 'end' | 'extremes' | 'inline-start' | 'inline-end';

/** Where the piecewise legend writes its threshold labels. */
export default function LegendLabelPosition() {
  const [labelPosition, setLabelPosition] =
    React.useState<LabelPosition>('extremes');
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <TextField
        select
        size="small"
        label="labelPosition"
        value={labelPosition}
        onChange={(event) => setLabelPosition(event.target.value as LabelPosition)}
        sx={{ minWidth: 160 }}
      >
        {['start', 'end', 'extremes', 'inline-start', 'inline-end'].map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 320 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: weeks }]}
          yAxis={[
            {
              width: 40,
              colorMap: {
                type: 'piecewise',
                thresholds: [50, 100, 150],
                colors: ['#43a047', '#fdd835', '#fb8c00', '#e53935'],
              },
            },
          ]}
          series={[{ data: aqi, label: 'Air quality index' }]}
          slots={{ legend: PiecewiseColorLegend }}
          slotProps={{ legend: { axisDirection: 'y', labelPosition } }}
        />
      </Box>
    </Box>
  );
}
