import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Kilometres cycled by a commuter each month.
const km = [180, 210, 260, 320, 380, 410];

/** `margin` is the space between the SVG's edge and the drawing area, on top of the axes' own space. */
export default function StylingMargin() {
  const [margin, setMargin] = React.useState(20);
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <Typography variant="body2" id="chart-margin">
        margin: {margin} px
      </Typography>
      <Slider
        size="small"
        min={0}
        max={60}
        value={margin}
        onChange={(_, v) => setMargin(v as number)}
        aria-labelledby="chart-margin"
        sx={{ maxWidth: 300 }}
      />
      <Box sx={{ height: 300, border: '1px dashed', borderColor: 'divider' }}>
        <LineChart
          margin={margin}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ width: 40 }]}
          series={[{ data: km, label: 'Km cycled', area: true }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
