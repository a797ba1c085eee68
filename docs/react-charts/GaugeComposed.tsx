import * as React from 'react';
import Box from '@mui/material/Box';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

/** A needle drawn from the gauge state: the centre and the angle of the current value. */
function Needle() {
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  const tip = {
    x: cx + outerRadius * Math.sin(valueAngle),
    y: cy - outerRadius * Math.cos(valueAngle),
  };
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill="currentColor" />
      <path
        d={`M ${cx} ${cy} L ${tip.x} ${tip.y}`}
        stroke="currentColor"
        strokeWidth={3}
      />
    </g>
  );
}

/** A speedometer assembled from the gauge's parts, plus the needle above. */
export default function GaugeComposed() {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        width: '100%',
        color: 'text.primary',
      }}
    >
      {/* Speed in km/h out of 220. */}
      <GaugeContainer
        width={240}
        height={180}
        startAngle={-110}
        endAngle={110}
        value={96}
        valueMax={220}
        aria-label="Speed: 96 km/h"
      >
        <GaugeReferenceArc />
        <GaugeValueArc />
        <Needle />
      </GaugeContainer>
    </Box>
  );
}
