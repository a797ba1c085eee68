import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Units sold by three stores of a bicycle shop chain.
const harbour = [120, 210, 260, 140];
const oldTown = [95, 180, 230, 110];
const station = [70, 150, 170, 90];

/** The band axis sets the gaps: between categories, and between the bars of one category. */
export default function BarsGap() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <Stack direction="row" spacing={4} sx={{ maxWidth: 600 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" id="category-gap">
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={1}
            step={0.1}
            value={categoryGapRatio}
            onChange={(_, value) => setCategoryGapRatio(value as number)}
            aria-labelledby="category-gap"
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" id="bar-gap">
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            size="small"
            min={0}
            max={1}
            step={0.1}
            value={barGapRatio}
            onChange={(_, value) => setBarGapRatio(value as number)}
            aria-labelledby="bar-gap"
          />
        </Box>
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          { scaleType: 'band', data: quarters, categoryGapRatio, barGapRatio },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: harbour, label: 'Harbour' },
          { data: oldTown, label: 'Old town' },
          { data: station, label: 'Station' },
        ]}
        hideLegend
      />
    </Box>
  );
}
