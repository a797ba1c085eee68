import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

const days = Array.from({ length: 14 }, (_, index) => `${index + 1} Jul`);
// Daily maximum UV index of a beach town.
const uv = [6, 7, 8, 9, 10, 11, 9, 7, 5, 6, 8, 10, 11, 12];

type MarkType = 'square' | 'circle' | 'line';

/** Piecewise colours split the line at the thresholds; the legend lists the bands with the chosen mark. */
export default function LegendPiecewise() {
  const [markType, setMarkType] = React.useState<MarkType>('square');
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <TextField
        select
        size="small"
        label="markType"
        value={markType}
        onChange={(event) => setMarkType(event.target.value as MarkType)}
        sx={{ minWidth: 160 }}
      >
        {['square', 'circle', 'line'].map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 320 }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: days }]}
          yAxis={[
            {
              width: 30,
              min: 0,
              colorMap: {
                type: 'piecewise',
                thresholds: [3, 6, 8, 11],
                colors: ['#4caf50', '#fdd835', '#fb8c00', '#e53935', '#8e24aa'],
              },
            },
          ]}
          series={[{ data: uv, label: 'UV index' }]}
          slots={{ legend: PiecewiseColorLegend }}
          slotProps={{
            legend: {
              axisDirection: 'y',
              markType,
              labelFormatter: ({ min, max }) =>
                min === null
                  ? `< ${max}`
                  : max === null
                    ? `≥ ${min}`
                    : `${min}–${max}`,
            },
          }}
        />
      </Box>
    </Box>
  );
}
