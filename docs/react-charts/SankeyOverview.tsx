import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Primary energy of a country in one year, from sources to uses, in terawatt-hours.
const links = [
  { source: 'Nuclear', target: 'Electricity', value: 320 },
  { source: 'Wind & solar', target: 'Electricity', value: 95 },
  { source: 'Hydro', target: 'Electricity', value: 60 },
  { source: 'Natural gas', target: 'Electricity', value: 35 },
  { source: 'Natural gas', target: 'Heating', value: 240 },
  { source: 'Oil', target: 'Transport', value: 480 },
  { source: 'Oil', target: 'Industry', value: 110 },
  { source: 'Electricity', target: 'Homes', value: 160 },
  { source: 'Electricity', target: 'Industry', value: 120 },
  { source: 'Electricity', target: 'Services', value: 130 },
  { source: 'Electricity', target: 'Losses', value: 100 },
  { source: 'Heating', target: 'Homes', value: 170 },
  { source: 'Heating', target: 'Services', value: 70 },
];

/** Four columns of nodes: sources, carriers, and the sectors that use the energy. */
export default function SankeyOverview() {
  return (
    <Box sx={{ width: '100%', height: 400 }}>
      <SankeyChart
        height={400}
        series={{
          data: { links },
          valueFormatter: (value) => `${value} TWh`,
          nodeOptions: { width: 12, padding: 14 },
          linkOptions: { opacity: 0.45 },
        }}
      />
    </Box>
  );
}
