import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Customers of an online shop: visits per month and average basket (€), in three segments.
function cluster(
  cx: number,
  cy: number,
  spreadX: number,
  spreadY: number,
  offset: number,
) {
  return Array.from({ length: 25 }, (_, index) => {
    const angle = (index + offset) * 2.399963;
    const radius = Math.sqrt((index + 1) / 25);
    return {
      id: `${offset}-${index}`,
      x: Math.round((cx + Math.cos(angle) * radius * spreadX) * 10) / 10,
      y: Math.round(cy + Math.sin(angle) * radius * spreadY),
    };
  });
}

/** Three series for three segments, each with its own marker size. */
export default function ScatterDemoClusters() {
  return (
    <Box sx={{ width: '100%' }}>
      <ScatterChart
        xAxis={[{ label: 'Visits per month', min: 0 }]}
        yAxis={[{ label: 'Average basket (€)', min: 0, width: 60 }]}
        series={[
          { data: cluster(2, 35, 1.5, 20, 0), label: 'Occasional', markerSize: 3 },
          { data: cluster(6, 60, 2, 25, 100), label: 'Regular', markerSize: 4 },
          { data: cluster(11, 120, 2.5, 35, 200), label: 'Loyal', markerSize: 5 },
        ]}
        height={320}
      />
    </Box>
  );
}
