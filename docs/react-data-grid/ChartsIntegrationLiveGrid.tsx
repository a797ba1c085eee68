import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {
  barLineSchema,
  categoriesOf,
  type ChartRendererProps,
} from './chartsIntegrationKit';

interface Sample {
  id: number;
  time: string;
  load: number;
}

const columns: GridColDef<Sample>[] = [
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'load', headerName: 'Server load (%)', type: 'number', width: 150 },
];

function sampleAt(tick: number): Sample {
  const seconds = tick * 2;
  return {
    id: tick,
    time: `12:00:${String(seconds % 60).padStart(2, '0')}`,
    load: Math.round(45 + Math.sin(tick / 2) * 20 + ((tick * 7) % 9)),
  };
}

function LoadChart({ dimensions, values }: ChartRendererProps) {
  const categories = categoriesOf(dimensions);
  if (categories.length === 0 || values.length === 0) {
    return null;
  }
  return (
    <LineChart
      height={180}
      skipAnimation
      xAxis={[{ scaleType: 'point', data: categories }]}
      yAxis={[{ min: 0, max: 100 }]}
      series={values.map((set) => ({ label: set.label, data: set.data }))}
    />
  );
}

/** A new sample every two seconds while "Start" is on; the chart redraws from the grid's rows each time. */
export default function ChartsIntegrationLiveGrid() {
  const [rows, setRows] = React.useState<Sample[]>(() =>
    Array.from({ length: 10 }, (_, tick) => sampleAt(tick)),
  );
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      setRows((previous) => {
        const next = sampleAt(previous[previous.length - 1].id + 1);
        // Keep the last ten samples.
        return [...previous.slice(1), next];
      });
    }, 2000);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <GridChartsIntegrationContextProvider>
      <Box
        sx={{
          height: 500,
          width: '100%',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        <Button
          size="small"
          variant="outlined"
          sx={{ alignSelf: 'flex-start', height: 32 }}
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Stop' : 'Start'}
        </Button>
        <Box sx={{ height: 250 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: barLineSchema } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  load: {
                    dimensions: ['time'],
                    values: ['load'],
                    chartType: 'line',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
          <GridChartsRendererProxy
            id="load"
            label="Server load"
            renderer={LoadChart}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
