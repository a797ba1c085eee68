import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Downloads of a podcast episode series, in thousands.
const downloads = [18, 22, 27, 25, 31, 36];

type SeriesType = 'bar' | 'line';

/** The container's `series` is a prop like any other: switch the series type and the matching plot draws it. */
export default function CompositionSwitchType() {
  const [type, setType] = React.useState<SeriesType>('bar');
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={type}
        onChange={(_, value: SeriesType | null) => value && setType(value)}
        aria-label="series type"
      >
        <ToggleButton value="bar">bar</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      <ChartsContainer
        height={300}
        xAxis={[{ scaleType: type === 'bar' ? 'band' : 'point', data: months }]}
        yAxis={[{ width: 35, min: 0 }]}
        series={[{ type, data: downloads, label: 'Downloads (k)' }]}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsContainer>
    </Box>
  );
}
