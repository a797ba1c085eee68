import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Students of a university by faculty, and what they do a year after graduating.
const links = [
  { source: 'Engineering', target: 'Employed', value: 820 },
  { source: 'Engineering', target: 'Further study', value: 160 },
  { source: 'Humanities', target: 'Employed', value: 410 },
  { source: 'Humanities', target: 'Further study', value: 230 },
  { source: 'Humanities', target: 'Seeking work', value: 90 },
  { source: 'Medicine', target: 'Further study', value: 300 },
  { source: 'Medicine', target: 'Employed', value: 60 },
];

/** The curve correction bends the links' control points: try 0 and larger values. */
export default function SankeyCurveCorrection() {
  const [curveCorrection, setCurveCorrection] = React.useState(10);
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <Typography variant="body2" id="curve-correction">
        curveCorrection: {curveCorrection}
      </Typography>
      <Slider
        size="small"
        min={-20}
        max={60}
        value={curveCorrection}
        onChange={(_, value) => setCurveCorrection(value as number)}
        aria-labelledby="curve-correction"
        sx={{ maxWidth: 300 }}
      />
      <SankeyChart
        height={300}
        series={{ data: { links }, linkOptions: { curveCorrection } }}
      />
    </Box>
  );
}
