import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
// Average monthly electricity use of three homes, in kWh.
const apartment = [210, 195, 180, 150, 130, 120, 125, 130, 140, 160, 185, 205];
const terraced = [380, 350, 320, 270, 230, 210, 215, 220, 245, 290, 335, 370];
const detached = [640, 590, 540, 450, 370, 330, 340, 350, 400, 480, 560, 620];

/** Every series with a `label` gets a legend entry with its colour. */
export default function LegendBasic() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 45 }]}
        series={[
          { data: apartment, label: 'Apartment' },
          { data: terraced, label: 'Terraced house' },
          { data: detached, label: 'Detached house' },
        ]}
      />
    </Box>
  );
}
