import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ChartsDataProviderPro } from '@mui/x-charts-pro/ChartsDataProviderPro';
import type { ChartProApi } from '@mui/x-charts-pro/context';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
// Rainfall (mm) and mean temperature (°C) in Bergen.
const rainfall = [190, 152, 170, 114, 106, 132, 148, 190, 283, 271, 259, 235];
const temperature = [2, 2, 3, 7, 11, 14, 15, 15, 12, 9, 5, 3];

/**
 * A composed chart exports like a single one, as long as its parts sit in `ChartsWrapper`: the export copies the
 * wrapper (legend included) and its SVG.
 */
export default function ExportComposition() {
  // Without a chart type, the API type lists every plugin of the Pro data provider, export included.
  const apiRef = React.useRef<ChartProApi | undefined>(undefined);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({ fileName: 'bergen-climate' })
          }
        >
          Download PNG
        </Button>
      </Box>
      <ChartsDataProviderPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'rain', width: 45, label: 'mm' },
          { id: 'temp', position: 'right', width: 40, label: '°C' },
        ]}
        series={[
          {
            type: 'bar',
            data: rainfall,
            label: 'Rainfall',
            yAxisId: 'rain',
            color: '#64b5f6',
          },
          {
            type: 'line',
            data: temperature,
            label: 'Temperature',
            yAxisId: 'temp',
            color: '#e65100',
          },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis axisId="rain" />
            <ChartsYAxis axisId="temp" />
          </ChartsSurface>
        </ChartsWrapper>
      </ChartsDataProviderPro>
    </Box>
  );
}
