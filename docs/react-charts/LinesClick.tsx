import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Orders of a web shop, per month.
const orders = [320, 290, 410, 385, 460, 520];

/** `onMarkClick` reports the clicked point; `onAxisClick` the clicked month, anywhere in the plot. */
export default function LinesClick() {
  const [message, setMessage] = React.useState(
    'Click a point or anywhere in the plot.',
  );
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ height: 24 }}>
        {message}
      </Typography>
      <LineChart
        height={300}
        hideLegend
        xAxis={[{ scaleType: 'point', data: months }]}
        series={[{ id: 'orders', data: orders, label: 'Orders' }]}
        onMarkClick={(_, item) =>
          setMessage(
            `Point clicked: ${months[item.dataIndex ?? 0]}, ${orders[item.dataIndex ?? 0]} orders`,
          )
        }
        onAxisClick={(_, data) =>
          data &&
          setMessage(
            `Month clicked: ${String(data.axisValue)}, ${data.seriesValues.orders} orders`,
          )
        }
      />
    </Box>
  );
}
