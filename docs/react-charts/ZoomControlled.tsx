import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// Website visits per day over eight weeks (weekdays busier than weekends).
const days = Array.from({ length: 56 }, (_, index) => `Day ${index + 1}`);
const visits = days.map(
  (_, index) => (index % 7 >= 5 ? 1800 : 3200) + ((index * 37) % 500),
);

/** The zoom lives in state: buttons set it, and the text follows wheel, drag and pinch. */
export default function ZoomControlled() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'days', start: 75, end: 100 },
  ]);
  const current = zoomData.find((zoom) => zoom.axisId === 'days');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          onClick={() => setZoomData([{ axisId: 'days', start: 0, end: 100 }])}
        >
          All weeks
        </Button>
        <Button
          size="small"
          onClick={() => setZoomData([{ axisId: 'days', start: 75, end: 100 }])}
        >
          Last two weeks
        </Button>
        <Typography variant="body2" sx={{ ml: 'auto' }}>
          Showing {Math.round(current?.start ?? 0)}% to{' '}
          {Math.round(current?.end ?? 100)}%
        </Typography>
      </Stack>
      <BarChartPro
        xAxis={[{ id: 'days', scaleType: 'band', data: days, zoom: true }]}
        series={[{ data: visits, label: 'Visits' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        height={280}
      />
    </Stack>
  );
}
