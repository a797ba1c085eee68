import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';

const hours = ['0h', '3h', '6h', '9h', '12h', '15h', '18h', '21h'];
// Pollen count of a spring day; the axis stops at the "very high" level of 120.
const pollen = [12, 9, 20, 88, 146, 171, 104, 37];

/** An axis `max` below the data: without clipping the line runs over the axes and the title space. */
export default function CompositionClipping() {
  const [clip, setClip] = React.useState(true);
  const clipId = React.useId();
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <FormControlLabel
        control={
          <Switch checked={clip} onChange={(e) => setClip(e.target.checked)} />
        }
        label="Clip to the drawing area"
      />
      <ChartsContainer
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 35, min: 0, max: 120 }]}
        series={[{ type: 'line', data: pollen, label: 'Pollen (grains/m³)' }]}
      >
        <g clipPath={clip ? `url(#${clipId})` : undefined}>
          <LinePlot />
          <MarkPlot />
        </g>
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsClipPath id={clipId} />
      </ChartsContainer>
    </Box>
  );
}
