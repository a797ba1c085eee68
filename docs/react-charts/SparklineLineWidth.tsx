import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { lineClasses } from '@mui/x-charts/LineChart';

// Daily active players of a mobile game over two weeks, in thousands.
const players = [41, 43, 40, 46, 52, 61, 58, 44, 45, 43, 49, 55, 66, 63];

/** The line is an SVG path: its `stroke-width` is set with CSS through `sx`. */
export default function SparklineLineWidth() {
  const [width, setWidth] = React.useState(3);
  return (
    <Box sx={{ width: '100%', height: 130 }}>
      <Typography variant="body2" id="sparkline-width">
        Line width: {width} px
      </Typography>
      <Slider
        size="small"
        min={1}
        max={6}
        value={width}
        onChange={(_, v) => setWidth(v as number)}
        aria-labelledby="sparkline-width"
        sx={{ maxWidth: 300 }}
      />
      <Stack direction="row" sx={{ height: 60, maxWidth: 420 }}>
        <SparkLineChart
          height={60}
          data={players}
          sx={{ flex: 1, [`& .${lineClasses.line}`]: { strokeWidth: width } }}
        />
      </Stack>
    </Box>
  );
}
