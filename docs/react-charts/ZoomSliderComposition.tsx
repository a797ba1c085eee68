import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsContainerPro } from '@mui/x-charts-pro/ChartsContainerPro';
import { ChartsZoomSlider } from '@mui/x-charts-pro/ChartsZoomSlider';
import { LinePlot, AreaPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';

const days = Array.from(
  { length: 120 },
  (_, index) => new Date(Date.UTC(2025, 0, 1 + index)),
);
// Water level of a reservoir over four months, in percent of capacity.
const level = days.map(
  (_, index) => Math.round((62 + index * 0.2 + Math.sin(index / 8) * 6) * 10) / 10,
);
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** In a composed chart, `ChartsZoomSlider` draws the sliders of the axes whose zoom enables one. */
export default function ZoomSliderComposition() {
  const clipId = React.useId();
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <ChartsContainerPro
        height={330}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            valueFormatter: (d: Date) => dayMonth.format(d),
            zoom: { slider: { enabled: true } },
          },
        ]}
        yAxis={[{ id: 'level', width: 40, min: 40, max: 100 }]}
        series={[
          {
            type: 'line',
            data: level,
            area: true,
            label: 'Level (%)',
            color: '#0277bd',
          },
        ]}
      >
        <g clipPath={`url(#${clipId})`}>
          <AreaPlot />
          <LinePlot />
        </g>
        <ChartsClipPath id={clipId} />
        <ChartsAxisHighlight x="line" />
        <ChartsXAxis axisId="days" />
        <ChartsYAxis axisId="level" />
        <ChartsZoomSlider />
        <ChartsTooltip />
      </ChartsContainerPro>
    </Box>
  );
}
