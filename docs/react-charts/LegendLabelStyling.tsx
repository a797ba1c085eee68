import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Support tickets per channel of a software vendor.
const phone = [820, 760, 690, 640];
const email = [1240, 1310, 1280, 1350];
const chat = [930, 1120, 1390, 1610];

/** Legend labels styled through their class: bigger, bolder, in the secondary text colour. */
export default function LegendLabelStyling() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 45 }]}
        series={[
          { data: phone, label: 'Phone' },
          { data: email, label: 'E-mail' },
          { data: chat, label: 'Live chat' },
        ]}
        slotProps={{
          legend: {
            sx: {
              [`& .${legendClasses.label}`]: {
                fontSize: 14,
                fontWeight: 600,
                letterSpacing: '0.04em',
                textTransform: 'uppercase',
                color: 'text.secondary',
              },
            },
          },
        }}
      />
    </Box>
  );
}
