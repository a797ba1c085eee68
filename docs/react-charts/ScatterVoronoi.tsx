import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Houses sold in a town: living area (m²) and price (thousand euros).
const houses = [
  [62, 210],
  [75, 248],
  [81, 262],
  [90, 301],
  [96, 295],
  [104, 342],
  [112, 360],
  [118, 351],
  [126, 402],
  [135, 418],
  [148, 470],
  [160, 512],
  [175, 548],
  [190, 601],
].map(([x, y], index) => ({ id: index, x, y }));

type Mode = 'voronoi' | 'radius' | 'item' | 'off';

/** Which point the pointer designates: the closest one, within a distance, or only the one under it. */
export default function ScatterVoronoi() {
  const [mode, setMode] = React.useState<Mode>('voronoi');
  return (
    <Box sx={{ width: '100%', height: 370 }}>
      <TextField
        select
        size="small"
        label="Interaction"
        value={mode}
        onChange={(event) => setMode(event.target.value as Mode)}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="voronoi">closest point (default)</MenuItem>
        <MenuItem value="radius">closest within 30 px</MenuItem>
        <MenuItem value="item">voronoiMaxRadius: 'item'</MenuItem>
        <MenuItem value="off">disableVoronoi</MenuItem>
      </TextField>
      <Box sx={{ height: 320 }}>
        <ScatterChart
          xAxis={[{ label: 'Living area (m²)' }]}
          yAxis={[{ width: 45 }]}
          series={[{ data: houses, label: 'Price (k€)', markerSize: 6 }]}
          disableVoronoi={mode === 'off'}
          voronoiMaxRadius={
            mode === 'radius' ? 30 : mode === 'item' ? 'item' : undefined
          }
          hideLegend
        />
      </Box>
    </Box>
  );
}
