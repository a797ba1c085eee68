import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
// Support tickets opened and closed each weekday.
const opened = [48, 52, 39, 61, 44];
const closed = [41, 55, 42, 50, 47];
const labels: Record<string, string> = { opened: 'Opened', closed: 'Closed' };

/** `onItemClick` receives the series id and the index of the clicked bar. */
export default function BarsClick() {
  const [message, setMessage] = React.useState('Click a bar.');
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ height: 24 }}>
        {message}
      </Typography>
      <BarChart
        height={300}
        hideLegend
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={[
          { id: 'opened', data: opened, label: 'Opened' },
          { id: 'closed', data: closed, label: 'Closed' },
        ]}
        onItemClick={(_, item) => {
          const values = item.seriesId === 'opened' ? opened : closed;
          setMessage(
            `${labels[String(item.seriesId)]} on ${weekdays[item.dataIndex]}: ${values[item.dataIndex]} tickets`,
          );
        }}
      />
    </Box>
  );
}
