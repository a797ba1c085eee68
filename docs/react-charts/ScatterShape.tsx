import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// Weather stations: altitude (m) and mean July temperature (°C), mountain and valley stations.
const valley = [
  [210, 21.4],
  [340, 20.6],
  [420, 19.9],
  [560, 19.1],
  [650, 18.2],
].map(([x, y], index) => ({ id: `v${index}`, x, y }));
const mountain = [
  [1150, 15.2],
  [1480, 13.1],
  [1760, 11.4],
  [2100, 9.0],
  [2450, 6.8],
].map(([x, y], index) => ({ id: `m${index}`, x, y }));

/** The `marker` slot: triangles for mountain stations, squares for the valley ones. */
function StationMarker(props: ScatterMarkerProps) {
  const {
    seriesId,
    x,
    y,
    size,
    color,
    isHighlighted,
    isFaded,
    dataIndex,
    ...other
  } = props;
  const r = (isHighlighted ? 1.3 : 1) * size;
  const opacity = isFaded ? 0.3 : 1;
  if (seriesId === 'mountain') {
    return (
      <path
        d={`M ${x} ${y - r} L ${x + r} ${y + r} L ${x - r} ${y + r} Z`}
        fill={color}
        opacity={opacity}
        data-index={dataIndex}
        {...other}
      />
    );
  }
  return (
    <rect
      x={x - r}
      y={y - r}
      width={2 * r}
      height={2 * r}
      fill={color}
      opacity={opacity}
      data-index={dataIndex}
      {...other}
    />
  );
}

export default function ScatterShape() {
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <ScatterChart
        xAxis={[{ label: 'Altitude (m)' }]}
        yAxis={[{ label: '°C', width: 45 }]}
        series={[
          {
            id: 'valley',
            data: valley,
            label: 'Valley',
            markerSize: 6,
            labelMarkType: 'square',
          },
          { id: 'mountain', data: mountain, label: 'Mountain', markerSize: 7 },
        ]}
        slots={{ marker: StationMarker }}
      />
    </Box>
  );
}
