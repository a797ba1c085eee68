import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
// Parcels delivered per weekday by a courier.
const parcels = [182, 164, 171, 190, 236];

/** Without `width` and `height`, the container fills its parent: resize the parent with the slider. */
export default function CompositionResponsive() {
  const [width, setWidth] = React.useState(100);
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <Typography variant="body2" id="parent-width">
        Parent width: {width} %
      </Typography>
      <Slider
        size="small"
        min={40}
        max={100}
        value={width}
        onChange={(_, v) => setWidth(v as number)}
        aria-labelledby="parent-width"
        sx={{ maxWidth: 300 }}
      />
      <Box
        sx={{
          width: `${width}%`,
          height: 270,
          border: '1px dashed',
          borderColor: 'divider',
        }}
      >
        <ChartsContainer
          xAxis={[{ scaleType: 'band', data: weekdays }]}
          yAxis={[{ width: 40 }]}
          series={[{ type: 'bar', data: parcels, label: 'Parcels' }]}
        >
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsContainer>
      </Box>
    </Box>
  );
}
