import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
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

interface Week {
  id: number;
  week: string;
  visitors: number;
  signups: number;
}

const rows: Week[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  week: `W${index + 10}`,
  visitors: 1800 + ((index * 433) % 900),
  signups: 60 + ((index * 29) % 45),
}));

const columns: GridColDef<Week>[] = [
  { field: 'week', headerName: 'Week', width: 90 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 110 },
  { field: 'signups', headerName: 'Sign-ups', type: 'number', width: 110 },
];

function WeeklyChart({ dimensions, values, chartType }: ChartRendererProps) {
  const categories = categoriesOf(dimensions);
  if (categories.length === 0 || values.length === 0) {
    return null;
  }
  const series = values.map((set) => ({ label: set.label, data: set.data }));
  return chartType === 'line' ? (
    <LineChart
      height={160}
      xAxis={[{ scaleType: 'point', data: categories }]}
      series={series}
    />
  ) : (
    <BarChart
      height={160}
      xAxis={[{ scaleType: 'band', data: categories }]}
      series={series}
    />
  );
}

/** Two charts of the same grid; the charts panel edits the active one, picked with the buttons. */
export default function ChartsIntegrationMultipleGrid() {
  const [activeChartId, setActiveChartId] = React.useState('visitors');
  return (
    <GridChartsIntegrationContextProvider>
      <Box
        sx={{
          height: 560,
          width: '100%',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        <Stack direction="row" spacing={1} sx={{ height: 32 }}>
          {['visitors', 'signups'].map((id) => (
            <Button
              key={id}
              size="small"
              variant={activeChartId === id ? 'contained' : 'outlined'}
              onClick={() => setActiveChartId(id)}
            >
              Edit the {id === 'visitors' ? 'visitors' : 'sign-ups'} chart
            </Button>
          ))}
        </Stack>
        <Box sx={{ height: 200 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            activeChartId={activeChartId}
            onActiveChartIdChange={setActiveChartId}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: barLineSchema } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  visitors: {
                    dimensions: ['week'],
                    values: ['visitors'],
                    chartType: 'line',
                  },
                  signups: {
                    dimensions: ['week'],
                    values: ['signups'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, height: 310 }}>
          <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            <GridChartsRendererProxy
              id="visitors"
              label="Visitors"
              renderer={WeeklyChart}
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            <GridChartsRendererProxy
              id="signups"
              label="Sign-ups"
              renderer={WeeklyChart}
            />
          </Box>
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
