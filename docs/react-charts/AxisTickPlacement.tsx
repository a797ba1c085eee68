import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// New members of a climbing gym per month.
const members = [64, 51, 58, 47, 39, 33];

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

/** On a band axis, ticks can sit on the band edges or in the middle, and labels follow the band or the tick. */
export default function AxisTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('middle');
  const [tickLabelPlacement, setTickLabelPlacement] =
    React.useState<TickLabelPlacement>('middle');
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          sx={{ minWidth: 150 }}
        >
          {['start', 'end', 'middle', 'extremities'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) =>
            setTickLabelPlacement(event.target.value as TickLabelPlacement)
          }
          sx={{ minWidth: 150 }}
        >
          {['middle', 'tick'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          { scaleType: 'band', data: months, tickPlacement, tickLabelPlacement },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: members, label: 'New members' }]}
        hideLegend
      />
    </Box>
  );
}
