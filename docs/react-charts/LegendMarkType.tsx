import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Minimum and maximum temperatures of a week in Montreal, in °C.
const minimum = [-8, -11, -6, -3, -5, -12, -9];
const maximum = [-1, -4, 1, 3, 2, -5, -2];

type MarkType = 'square' | 'circle' | 'line';

/** `labelMarkType` sets the shape of a series' mark in the legend (and the tooltip). */
export default function LegendMarkType() {
  const [markType, setMarkType] = React.useState<MarkType>('line');
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <TextField
        select
        size="small"
        label="labelMarkType"
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
          yAxis={[{ width: 35 }]}
          series={[
            {
              data: minimum,
              label: 'Minimum',
              labelMarkType: markType,
              color: '#1e88e5',
            },
            {
              data: maximum,
              label: 'Maximum',
              labelMarkType: markType,
              color: '#e53935',
            },
          ]}
        />
      </Box>
    </Box>
  );
}
