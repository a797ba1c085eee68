import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

const days = Array.from({ length: 60 }, (_, index) => `D${index + 1}`);
// A web shop over sixty days: visits (line) and orders (bars) share one zoom state.
const visits = days.map((_, index) =>
  Math.round(2400 + Math.sin(index / 4) * 600 + index * 15),
);
const orders = visits.map((value, index) =>
  Math.round(value * (0.025 + ((index * 7) % 5) / 1000)),
);

/** Both charts read and write the same `zoomData`: zooming one zooms the other. */
export default function ZoomSync() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'days', start: 60, end: 100 },
  ]);
  const xAxis = [{ id: 'days', scaleType: 'band' as const, data: days, zoom: true }];
  return (
    <Box sx={{ width: '100%', height: 400 }}>
      <LineChartPro
        height={200}
        xAxis={[{ ...xAxis[0], scaleType: 'point' as const }]}
        yAxis={[{ width: 45 }]}
        series={[{ data: visits, label: 'Visits', showMark: false }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
      <BarChartPro
        height={200}
        xAxis={xAxis}
        yAxis={[{ width: 45 }]}
        series={[{ data: orders, label: 'Orders', color: '#ef6c00' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
    </Box>
  );
}
