import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];
// Overnight stays in a mountain village's hotels, campsites and rentals, in thousands.
const hotels = [42, 88, 35, 110];
const campsites = [12, 64, 9, 0];
const rentals = [18, 51, 15, 72];

/** `onItemClick` on the legend: the chart is left as is, the page decides what a click means. */
export default function LegendClick() {
  const [clicked, setClicked] = React.useState('nothing yet');
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <Typography variant="body2" data-testid="legend-clicked">
        Clicked: {clicked}
      </Typography>
      <Box sx={{ height: 300 }}>
        <BarChart
          xAxis={[{ scaleType: 'band', data: seasons }]}
          yAxis={[{ width: 40 }]}
          series={[
            { id: 'hotels', data: hotels, label: 'Hotels' },
            { id: 'campsites', data: campsites, label: 'Campsites' },
            { id: 'rentals', data: rentals, label: 'Holiday rentals' },
          ]}
          slotProps={{
            legend: {
              onItemClick: (
                _event: React.MouseEvent,
                item: SeriesLegendItemContext,
                index: number,
              ) =>
                setClicked(`${item.label} (series ${item.seriesId}, item ${index})`),
            },
          }}
        />
      </Box>
    </Box>
  );
}
