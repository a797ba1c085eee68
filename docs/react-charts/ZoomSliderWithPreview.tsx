import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Hourly electricity price on a power exchange over four days, in €/MWh.
const hours = Array.from({ length: 96 }, (_, hour) => hour);
const price = hours.map((hour) => {
  const time = hour % 24;
  const daily = time >= 7 && time <= 9 ? 40 : time >= 17 && time <= 20 ? 55 : 0;
  return Math.round(60 + daily + ((hour * 37) % 17) - (time < 5 ? 20 : 0));
});

/** A zoom slider under the x-axis: drag its thumbs or its window; the preview shows the whole series. */
export default function ZoomSliderWithPreview() {
  return (
    <Box sx={{ width: '100%' }}>
      <LineChartPro
        height={320}
        hideLegend
        xAxis={[
          {
            id: 'hours',
            data: hours,
            label: 'Hour',
            zoom: {
              slider: { enabled: true, preview: true, showTooltip: 'always' },
            },
          },
        ]}
        initialZoom={[{ axisId: 'hours', start: 25, end: 50 }]}
        series={[{ data: price, label: 'Price (€/MWh)', showMark: false }]}
      />
    </Box>
  );
}
