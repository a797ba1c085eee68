import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
// Subscribers of a podcast: measured until May, forecast afterwards (thousands).
const measured = [12.1, 13.4, 14.2, 15.8, 17.0, null, null, null];
const forecast = [null, null, null, null, 17.0, 18.1, 19.3, 20.2];

/** A dashed line, drawn in the series colour: the legend shows which line is the forecast. */
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 24 8" width={24} height={8}>
      <line
        x1={0}
        y1={4}
        x2={24}
        y2={4}
        stroke={color}
        strokeWidth={3}
        strokeDasharray="5 3"
      />
    </svg>
  );
}

function SolidMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 24 8" width={24} height={8}>
      <line x1={0} y1={4} x2={24} y2={4} stroke={color} strokeWidth={3} />
    </svg>
  );
}

export default function LegendCustomMark() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 35 }]}
        series={[
          {
            id: 'measured',
            data: measured,
            label: 'Measured',
            labelMarkType: SolidMark,
            color: '#6a1b9a',
          },
          {
            id: 'forecast',
            data: forecast,
            label: 'Forecast',
            labelMarkType: DashedMark,
            color: '#6a1b9a',
          },
        ]}
        sx={{
          '& .MuiLineChart-line[data-series="forecast"]': { strokeDasharray: '6 4' },
        }}
      />
    </Box>
  );
}
