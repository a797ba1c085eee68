import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Job changes of software engineers in a survey: previous role to current role.
const links = [
  { source: 'Junior dev', target: 'Senior dev', value: 48 },
  { source: 'Junior dev', target: 'QA engineer', value: 9 },
  { source: 'Senior dev', target: 'Tech lead', value: 31 },
  { source: 'Senior dev', target: 'Architect', value: 12 },
  { source: 'QA engineer', target: 'Senior dev', value: 6 },
  { source: 'QA engineer', target: 'Product manager', value: 5 },
  { source: 'Tech lead', target: 'Engineering manager', value: 18 },
  { source: 'Tech lead', target: 'Architect', value: 9 },
  { source: 'Senior dev', target: 'Product manager', value: 7 },
];

/** Fewer relaxation passes leave more crossings; more passes cost more time on large diagrams. */
export default function SankeyIterations() {
  const [iterations, setIterations] = React.useState(6);
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <Typography variant="body2" id="sankey-iterations">
        iterations: {iterations}
      </Typography>
      <Slider
        size="small"
        min={0}
        max={32}
        value={iterations}
        onChange={(_, value) => setIterations(value as number)}
        aria-labelledby="sankey-iterations"
        sx={{ maxWidth: 300 }}
      />
      <SankeyChart height={300} series={{ data: { links }, iterations }} />
    </Box>
  );
}
