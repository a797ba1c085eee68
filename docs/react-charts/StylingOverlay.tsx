import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Monthly visitors of a website, fetched from a simulated server.
const visitors = [8200, 9100, 8700, 10400, 11200, 12100];

/** `loading` shows the loading overlay; with no data yet, the no-data overlay would show instead. */
export default function StylingOverlay() {
  const [data, setData] = React.useState<number[]>([]);
  const [loading, setLoading] = React.useState(false);
  const load = () => {
    setLoading(true);
    setData([]);
    setTimeout(() => {
      setData(visitors);
      setLoading(false);
    }, 1500);
  };
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <Button size="small" variant="outlined" onClick={load} disabled={loading}>
        Load visitors
      </Button>
      <LineChart
        height={300}
        loading={loading}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 45 }]}
        series={[{ data, label: 'Visitors' }]}
        hideLegend
      />
    </Box>
  );
}
