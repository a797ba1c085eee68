import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsText, type ChartsTextProps } from '@mui/x-charts/ChartsText';

// Seats won by four parties in a city council election, with each party's colour.
const parties = [
  { name: 'Greens', color: '#2e7d32', seats: 14 },
  { name: 'Social Democrats', color: '#c62828', seats: 11 },
  { name: 'Liberals', color: '#f9a825', seats: 7 },
  { name: 'Conservatives', color: '#1565c0', seats: 9 },
];

/** The tick label slot: a colour dot above each party's name. */
function PartyTickLabel(props: ChartsTextProps) {
  const { x, y, text } = props;
  const party = parties.find((item) => item.name === text);
  return (
    <g>
      {party && (
        <circle cx={Number(x)} cy={Number(y) + 6} r={6} fill={party.color} />
      )}
      <ChartsText {...props} y={Number(y) + 16} />
    </g>
  );
}

export default function AxisTickIcons() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: parties.map((party) => party.name),
            height: 50,
            colorMap: {
              type: 'ordinal',
              values: parties.map((party) => party.name),
              colors: parties.map((party) => party.color),
            },
          },
        ]}
        yAxis={[{ width: 30 }]}
        series={[{ data: parties.map((party) => party.seats), label: 'Seats' }]}
        slots={{ axisTickLabel: PartyTickLabel }}
        hideLegend
      />
    </Box>
  );
}
