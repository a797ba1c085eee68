import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface RegionSales {
  id: number;
  region: string;
  subscriptions: number;
  renewals: number;
}

// Subscriptions and renewals of a magazine by region, in one quarter.
const rows: RegionSales[] = [
  { id: 1, region: 'North', subscriptions: 1240, renewals: 860 },
  { id: 2, region: 'South', subscriptions: 980, renewals: 720 },
  { id: 3, region: 'East', subscriptions: 1530, renewals: 1010 },
  { id: 4, region: 'West', subscriptions: 760, renewals: 540 },
  { id: 5, region: 'Centre', subscriptions: 1120, renewals: 930 },
];

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  {
    field: 'subscriptions',
    headerName: 'Subscriptions',
    type: 'number',
    width: 140,
  },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 120 },
];

// The chart types offered in the charts panel. The grid stores the reader's choices; the renderer draws them.
const schema = {
  bar: {
    label: 'Bar',
    icon: () => <span aria-hidden>▮</span>,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [],
  },
  pie: {
    label: 'Pie',
    icon: () => <span aria-hidden>◔</span>,
    dimensionsLabel: 'Slices',
    valuesLabel: 'Value',
    maxDimensions: 1,
    maxValues: 1,
    customization: [],
  },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

/** Draws what the grid sends: the categories of the dimension and one array per value column. */
function RegionChart({ dimensions, values, chartType }: RendererProps) {
  const categories = (dimensions[0]?.data ?? []).map((value) => String(value ?? ''));
  if (categories.length === 0 || values.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        Pick a category and a value in the charts panel.
      </Typography>
    );
  }
  if (chartType === 'pie') {
    const [first] = values;
    return (
      <PieChart
        height={200}
        series={[
          {
            data: categories.map((label, index) => ({
              id: label,
              label,
              value: Number(first.data[index] ?? 0),
            })),
          },
        ]}
      />
    );
  }
  return (
    <BarChart
      height={200}
      xAxis={[{ scaleType: 'band', data: categories }]}
      series={values.map((set) => ({ label: set.label, data: set.data }))}
    />
  );
}

/** Sort or filter the grid and the chart follows; open the charts panel from the toolbar to change it. */
export default function DataGridIntegrationRegions() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box
        sx={{ height: 520, width: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ height: 300 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  regions: {
                    dimensions: ['region'],
                    values: ['subscriptions', 'renewals'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 220, overflow: 'hidden' }} data-testid="region-chart">
          <GridChartsRendererProxy
            id="regions"
            label="Regions"
            renderer={RegionChart}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
