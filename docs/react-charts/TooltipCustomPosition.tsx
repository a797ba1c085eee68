import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useItemTooltip } from '@mui/x-charts/ChartsTooltip';

// Mountain huts: altitude (m) and walking time from the valley (hours).
const huts = [
  { id: 'Alpenrose', x: 1720, y: 1.5 },
  { id: 'Edelweiss', x: 2180, y: 2.75 },
  { id: 'Gamsblick', x: 2460, y: 3.5 },
  { id: 'Gletscher', x: 2890, y: 4.75 },
  { id: 'Adlerhorst', x: 3120, y: 5.5 },
];

/** The hovered item, read with `useItemTooltip`, shown in a fixed panel beside the chart. */
function HutPanel() {
  const tooltip = useItemTooltip<'scatter'>();
  const hut = tooltip ? huts[tooltip.identifier.dataIndex] : null;
  return (
    <Paper variant="outlined" sx={{ width: 180, p: 1.5, flexShrink: 0 }}>
      {hut ? (
        <React.Fragment>
          <Typography variant="subtitle2">{hut.id} hut</Typography>
          <Typography variant="body2">{hut.x} m</Typography>
          <Typography variant="body2">{hut.y} h from the valley</Typography>
        </React.Fragment>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Hover a hut.
        </Typography>
      )}
    </Paper>
  );
}

export default function TooltipCustomPosition() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartsDataProvider
        height={300}
        xAxis={[{ id: 'altitude', label: 'Altitude (m)' }]}
        yAxis={[{ id: 'time', width: 35 }]}
        series={[{ type: 'scatter', data: huts, markerSize: 7 }]}
      >
        <Stack direction="row" spacing={2} alignItems="center">
          <ChartsSurface style={{ flex: 1, minWidth: 0 }}>
            <ScatterPlot />
            <ChartsXAxis axisId="altitude" />
            <ChartsYAxis axisId="time" />
          </ChartsSurface>
          <HutPanel />
        </Stack>
      </ChartsDataProvider>
    </Box>
  );
}
