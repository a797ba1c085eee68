import * as React from 'react';
import Box from '@mui/material/Box';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

/** A custom range, a text built from the value and the maximum, and styled arcs. */
export default function GaugeText() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', width: '100%' }}>
      {/* Daily step count against a goal of 10,000 steps. */}
      <Gauge
        value={7420}
        valueMax={10000}
        startAngle={-120}
        endAngle={120}
        innerRadius="75%"
        cornerRadius="50%"
        width={220}
        height={200}
        text={({ value, valueMax }) => `${value} / ${valueMax}`}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 20 },
          [`& .${gaugeClasses.valueArc}`]: { fill: '#2e7d32' },
          [`& .${gaugeClasses.referenceArc}`]: { fill: '#c8e6c9' },
        }}
      />
    </Box>
  );
}
