import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart, type BarLabelProps } from '@mui/x-charts/BarChart';

const products = ['Tents', 'Backpacks', 'Sleeping bags', 'Stoves', 'Headlamps'];
// Units sold by an outdoor shop this month and change against last month, in percent.
const units = [142, 318, 207, 96, 264];
const change = [12, -4, 27, 3, -11];

/** The `barLabel` slot: a label above each bar, coloured by the change it prints. */
function ChangeLabel(props: BarLabelProps) {
  const { x, y, width, dataIndex } = props;
  const delta = change[dataIndex];
  return (
    <text
      x={x + width / 2}
      y={y - 8}
      textAnchor="middle"
      fontSize={12}
      fontWeight={700}
      fill={delta >= 0 ? '#2e7d32' : '#c62828'}
    >
      {delta >= 0 ? `▲ ${delta} %` : `▼ ${-delta} %`}
    </text>
  );
}

export default function BarsLabelSlot() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: products }]}
        yAxis={[{ width: 40, max: 380 }]}
        series={[{ data: units, label: 'Units sold', barLabel: 'value' }]}
        slots={{ barLabel: ChangeLabel }}
        hideLegend
      />
    </Box>
  );
}
