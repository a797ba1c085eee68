import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

/** 2,000 taxi rides: distance (km) and fare ($), generated deterministically. */
function rides() {
  return Array.from({ length: 2000 }, (_, index) => {
    const distance = 0.5 + ((index * 7919) % 2500) / 100;
    const surge = 1 + ((index * 31) % 7) / 10;
    return {
      id: index,
      x: distance,
      y: Math.round((3 + distance * 1.9) * surge * 100) / 100,
    };
  });
}

/** The batch renderer draws the 2,000 markers as paths instead of one element each. */
export default function ScatterBatch() {
  const data = React.useMemo(() => rides(), []);
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ScatterChart
        height={300}
        renderer="svg-batch"
        xAxis={[{ label: 'Distance (km)' }]}
        yAxis={[{ width: 40 }]}
        series={[{ data, label: 'Fare ($)', markerSize: 2 }]}
        hideLegend
      />
    </Box>
  );
}
