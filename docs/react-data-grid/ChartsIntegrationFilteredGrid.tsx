import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface StoreRevenue {
  id: number;
  store: string;
  region: 'North' | 'South' | 'West';
  revenue: number;
}

const stores: [string, StoreRevenue['region']][] = [
  ['Aberdeen', 'North'],
  ['Brighton', 'South'],
  ['Bristol', 'West'],
  ['Leeds', 'North'],
  ['Plymouth', 'West'],
  ['Southampton', 'South'],
  ['Newcastle', 'North'],
  ['Exeter', 'West'],
  ['Portsmouth', 'South'],
];

const rows: StoreRevenue[] = stores.map(([store, region], index) => ({
  id: index + 1,
  store,
  region,
  revenue: 42_000 + ((index * 7_919) % 31_000),
}));

const columns: GridColDef<StoreRevenue>[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  {
    field: 'region',
    headerName: 'Region',
    type: 'singleSelect',
    valueOptions: ['North', 'South', 'West'],
    width: 110,
  },
  { field: 'revenue', headerName: 'Revenue (GBP)', type: 'number', width: 140 },
];

const schema = {
  bar: {
    label: 'Bar',
    icon: () => <span aria-hidden>▮</span>,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'labels',
        label: 'Labels',
        controls: {
          showValues: {
            label: 'Show values',
            type: 'boolean' as const,
            default: true,
          },
        },
      },
    ],
  },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

/** Draws one bar per row the grid shows, so filtered-out stores disappear. */
function RevenueChartRenderer({ dimensions, values, configuration }: RendererProps) {
  const categories = (dimensions[0]?.data ?? []).map((value) => String(value ?? ''));
  if (categories.length === 0 || values.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        No rows match the filter.
      </Typography>
    );
  }
  return (
    <Box data-testid="chart-categories" data-categories={categories.join(',')}>
      <BarChart
        height={200}
        xAxis={[{ scaleType: 'band', data: categories }]}
        series={values.map((set) => ({
          label: set.label,
          data: set.data,
          barLabel: configuration.showValues === true ? 'value' : undefined,
        }))}
      />
    </Box>
  );
}

export default function ChartsIntegrationFilteredGrid() {
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
              filter: {
                filterModel: {
                  items: [{ field: 'region', operator: 'is', value: 'North' }],
                },
              },
              chartsIntegration: {
                charts: {
                  revenue: {
                    dimensions: ['store'],
                    values: ['revenue'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 220, overflow: 'hidden' }}>
          <GridChartsRendererProxy
            id="revenue"
            label="Revenue by store"
            renderer={RevenueChartRenderer}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
