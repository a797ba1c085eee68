import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { labelMarkClasses } from '@mui/x-charts/ChartsLabel';

const years = ['2021', '2022', '2023', '2024'];
// Tonnes of waste collected by a town, per stream.
const paper = [410, 398, 385, 372];
const glass = [220, 231, 240, 236];
const plastic = [160, 172, 181, 190];
const organic = [530, 560, 602, 640];

/** The legend is HTML: its gap and mark size are CSS, set through the legend's `sx`. */
export default function LegendDimensions() {
  const [gap, setGap] = React.useState(2);
  const [markSize, setMarkSize] = React.useState(14);
  return (
    <Box sx={{ width: '100%', height: 380 }}>
      <Stack direction="row" spacing={4} sx={{ maxWidth: 560 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" id="legend-gap">
            Gap between items: {gap * 8} px
          </Typography>
          <Slider
            size="small"
            min={0}
            max={6}
            value={gap}
            onChange={(_, v) => setGap(v as number)}
            aria-labelledby="legend-gap"
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="body2" id="legend-mark">
            Mark size: {markSize} px
          </Typography>
          <Slider
            size="small"
            min={8}
            max={24}
            value={markSize}
            onChange={(_, v) => setMarkSize(v as number)}
            aria-labelledby="legend-mark"
          />
        </Box>
      </Stack>
      <Box sx={{ height: 320 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: years }]}
          yAxis={[{ width: 40 }]}
          series={[
            { data: paper, label: 'Paper', stack: 'waste' },
            { data: glass, label: 'Glass', stack: 'waste' },
            { data: plastic, label: 'Plastic', stack: 'waste' },
            { data: organic, label: 'Organic', stack: 'waste' },
          ]}
          slotProps={{
            legend: {
              sx: {
                gap,
                [`& .${labelMarkClasses.root}`]: {
                  width: markSize,
                  height: markSize,
                },
                [`& .${legendClasses.series}`]: { gap: 0.5 },
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
