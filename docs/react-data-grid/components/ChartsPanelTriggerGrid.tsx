import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsPanelTrigger,
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  Toolbar,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface BranchVisits {
  id: number;
  branch: string;
  weekdays: number;
  weekends: number;
}

const rows: BranchVisits[] = [
  { id: 1, branch: 'Central library', weekdays: 2140, weekends: 1320 },
  { id: 2, branch: 'Harbour branch', weekdays: 860, weekends: 640 },
  { id: 3, branch: 'North hill', weekdays: 1210, weekends: 450 },
  { id: 4, branch: 'University', weekdays: 1930, weekends: 380 },
  { id: 5, branch: 'Old town', weekdays: 720, weekends: 910 },
];

const columns: GridColDef<BranchVisits>[] = [
  { field: 'branch', headerName: 'Branch', flex: 1, minWidth: 150 },
  { field: 'weekdays', headerName: 'Weekday visits', type: 'number', width: 140 },
  { field: 'weekends', headerName: 'Weekend visits', type: 'number', width: 140 },
];

// One chart type: the panel lets the reader pick the category and the series.
const schema = {
  bar: {
    label: 'Bar',
    icon: () => <BarChartIcon fontSize="small" />,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    // No options to set for this chart type.
    customization: [],
  },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

function VisitsChart({ dimensions, values }: RendererProps) {
  const categories = (dimensions[0]?.data ?? []).map((value) => String(value ?? ''));
  if (categories.length === 0 || values.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        Choose a category and a series in the charts panel.
      </Typography>
    );
  }
  return (
    <BarChart
      height={170}
      xAxis={[{ scaleType: 'band', data: categories }]}
      series={values.map((set) => ({ label: set.label, data: set.data }))}
    />
  );
}

function VisitsToolbar() {
  return (
    <Toolbar>
      <ChartsPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<BarChartIcon />}>
            {state.open ? 'Close chart settings' : 'Chart settings'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

/** A toolbar button of your own that opens and closes the charts panel. */
export default function ChartsPanelTriggerGrid() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box
        sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ height: 280 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ toolbar: VisitsToolbar, chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            showToolbar
            hideFooter
            initialState={{
              chartsIntegration: {
                charts: {
                  visits: {
                    dimensions: ['branch'],
                    values: ['weekdays'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 190, overflow: 'hidden' }}>
          <GridChartsRendererProxy
            id="visits"
            label="Library visits"
            renderer={VisitsChart}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
