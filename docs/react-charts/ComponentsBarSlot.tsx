import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';

/**
 * A bar drawn as a thin stem with a circle at its end (a lollipop). The props that only make sense to
 * the default bar are taken out; the rest (pointer handlers among them) go to the group.
 */
function LollipopBar(props: BarProps) {
  const {
    x,
    y,
    width,
    height,
    color,
    ownerState,
    // Props of the bar slot that are not SVG attributes: kept off the <g>.
    id: _id,
    dataIndex: _dataIndex,
    xOrigin: _xOrigin,
    yOrigin: _yOrigin,
    layout: _layout,
    skipAnimation: _skipAnimation,
    ...other
  } = props;
  const centerX = x + width / 2;
  return (
    <g
      {...(other as React.SVGProps<SVGGElement>)}
      opacity={ownerState.isFaded ? 0.3 : 1}
    >
      <rect x={centerX - 2} y={y} width={4} height={height} fill={color} />
      <circle
        cx={centerX}
        cy={y}
        r={ownerState.isHighlighted ? 10 : 8}
        fill={color}
      />
    </g>
  );
}

const apps = ['Maps', 'Mail', 'Music', 'Photos', 'Weather', 'Notes'];
// Minutes per day a typical user spends in each app.
const minutes = [18, 24, 41, 12, 4, 7];

/** The `bar` slot replaces how each bar is drawn; data, axes and tooltip stay the same. */
export default function ComponentsBarSlot() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChart
        xAxis={[{ scaleType: 'band', data: apps }]}
        series={[
          {
            data: minutes,
            label: 'Minutes per day',
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        slots={{ bar: LollipopBar }}
        hideLegend
        height={300}
      />
    </Box>
  );
}
