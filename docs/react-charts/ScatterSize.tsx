import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// European capitals: GDP per person (k€), life expectancy and population (millions, the marker size).
const capitals = [
  { id: 'Paris', x: 59, y: 84.0, z: 2.1 },
  { id: 'Berlin', x: 46, y: 81.3, z: 3.7 },
  { id: 'Madrid', x: 42, y: 85.3, z: 3.3 },
  { id: 'Rome', x: 39, y: 84.1, z: 2.8 },
  { id: 'Warsaw', x: 33, y: 80.2, z: 1.8 },
  { id: 'Lisbon', x: 31, y: 82.4, z: 0.5 },
  { id: 'Vienna', x: 53, y: 81.2, z: 2.0 },
  { id: 'Athens', x: 27, y: 82.0, z: 0.6 },
];

/** A bubble chart: the marker slot sizes each point from its `z` value (area proportional to population). */
function Bubble(props: ScatterMarkerProps) {
  const {
    x,
    y,
    color,
    dataIndex,
    isHighlighted,
    isFaded,
    seriesId: _seriesId,
    size: _size,
    ...other
  } = props;
  const radius = 5 * Math.sqrt(capitals[dataIndex].z) * (isHighlighted ? 1.15 : 1);
  return (
    <circle
      cx={x}
      cy={y}
      r={radius}
      fill={color}
      fillOpacity={isFaded ? 0.2 : 0.6}
      stroke={color}
      {...other}
    />
  );
}

export default function ScatterSize() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'GDP per person (k€)', min: 20, max: 65 }]}
        yAxis={[{ width: 40, min: 79, max: 86 }]}
        series={[
          {
            data: capitals,
            label: 'Capitals',
            valueFormatter: (v) => v && `${v.id}: ${v.z} million people`,
          },
        ]}
        slots={{ marker: Bubble }}
        hideLegend
      />
    </Box>
  );
}
