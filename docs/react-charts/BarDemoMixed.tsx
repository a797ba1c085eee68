import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// A furniture maker: units sold online and in store (stacked), and units returned (beside them).
const online = [420, 460, 510, 690];
const store = [610, 580, 540, 720];
const returned = [45, 52, 49, 88];

/** A stack and a lone series in the same bands. */
export default function BarDemoMixed() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: online, label: 'Online', stack: 'sold' },
          { data: store, label: 'In store', stack: 'sold' },
          { data: returned, label: 'Returned', color: '#e57373' },
        ]}
      />
    </Box>
  );
}
