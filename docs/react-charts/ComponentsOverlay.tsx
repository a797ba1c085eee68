import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

/** The overlay shown when there is no data: drawn in the middle of the plot area. */
function NoSalesOverlay() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="middle"
      fill="currentColor"
    >
      No sales recorded for this store yet
    </text>
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** `loading` shows the loading overlay; an empty series shows the no-data overlay, here replaced. */
export default function ComponentsOverlay() {
  const [loading, setLoading] = React.useState(false);
  const [empty, setEmpty] = React.useState(true);
  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={loading}
              onChange={(event) => setLoading(event.target.checked)}
            />
          }
          label="loading"
        />
        <FormControlLabel
          control={
            <Switch
              checked={empty}
              onChange={(event) => setEmpty(event.target.checked)}
            />
          }
          label="no data"
        />
      </Stack>
      <LineChart
        loading={loading}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[
          { data: empty ? [] : [12, 19, 15, 22, 28, 31], label: 'Sales (k€)' },
        ]}
        slots={{ noDataOverlay: NoSalesOverlay }}
        height={260}
      />
    </Stack>
  );
}
