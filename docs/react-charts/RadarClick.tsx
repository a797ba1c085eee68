import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Hotels compared on guest ratings out of 10.
const metrics = ['Cleanliness', 'Location', 'Staff', 'Comfort', 'Value'];
const hotels = [
  { id: 'harbour', label: 'Harbour Inn', data: [9.1, 8.4, 9.3, 8.2, 7.9] },
  { id: 'central', label: 'Central Suites', data: [8.6, 9.6, 8.1, 8.8, 7.1] },
];

/** `onMarkClick` reports the series and the metric of the clicked point; `onAreaClick` the series. */
export default function RadarClick() {
  const [message, setMessage] = React.useState('Click a point or an area.');
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <Typography variant="body2" data-testid="radar-clicked" sx={{ height: 24 }}>
        {message}
      </Typography>
      <Box sx={{ height: 336 }}>
        <RadarChart
          highlight="series"
          radar={{ max: 10, metrics }}
          series={hotels.map((hotel) => ({ ...hotel, fillArea: true }))}
          onMarkClick={(_, item) => {
            const hotel = hotels.find((entry) => entry.id === item.seriesId);
            setMessage(
              `${hotel?.label}, ${metrics[item.dataIndex]}: ${hotel?.data[item.dataIndex]}`,
            );
          }}
          onAreaClick={(_, item) =>
            setMessage(
              `Area of ${hotels.find((entry) => entry.id === item.seriesId)?.label}`,
            )
          }
        />
      </Box>
    </Box>
  );
}
