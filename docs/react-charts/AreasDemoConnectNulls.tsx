import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 10 }, (_, index) => `W${index + 1}`);
// Weekly visitors of a beach kiosk; it was closed in weeks 4 and 7 (no data).
const visitors = [820, 940, 1010, null, 1180, 1250, null, 1320, 1290, 1150];

/** The same data twice: the gap left open on the left, bridged with `connectNulls` on the right. */
export default function AreasDemoConnectNulls() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: weeks }]}
          yAxis={[{ width: 40, min: 0 }]}
          series={[{ data: visitors, area: true, label: 'With gaps' }]}
          hideLegend
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LineChart
          height={300}
          xAxis={[{ scaleType: 'point', data: weeks }]}
          yAxis={[{ width: 40, min: 0 }]}
          series={[
            { data: visitors, area: true, connectNulls: true, label: 'Connected' },
          ]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
