import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface MonthlySales {
  id: number;
  month: string;
  online: number;
  stores: number;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

const rows: MonthlySales[] = months.map((month, index) => ({
  id: index + 1,
  month,
  online: 120 + ((index * 37) % 90),
  stores: 200 - ((index * 23) % 70),
}));

const columns: GridColDef<MonthlySales>[] = [
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'online', headerName: 'Online sales', type: 'number', width: 130 },
  { field: 'stores', headerName: 'Store sales', type: 'number', width: 130 },
];

// The chart types the panel offers, with one setting each. The grid only stores
// the choices; the renderer below decides what they mean.
const schema = {
  bar: {
    label: 'Bar',
    icon: () => <span aria-hidden>▮</span>,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'display',
        label: 'Display',
        controls: {
          stacked: { label: 'Stacked', type: 'boolean' as const, default: false },
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: () => <span aria-hidden>∿</span>,
    dimensionsLabel: 'X axis',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'display',
        label: 'Display',
        controls: {
          area: { label: 'Fill area', type: 'boolean' as const, default: false },
        },
      },
    ],
  },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

/** Draws the grid's chart data with @mui/x-charts. */
function SalesChartRenderer({
  dimensions,
  values,
  chartType,
  configuration,
}: RendererProps) {
  const categories = (dimensions[0]?.data ?? []).map((value) => String(value ?? ''));
  if (categories.length === 0 || values.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        Pick a category and at least one series in the charts panel.
      </Typography>
    );
  }
  if (chartType === 'line') {
    return (
      <LineChart
        height={200}
        xAxis={[{ scaleType: 'point', data: categories }]}
        series={values.map((set) => ({
          label: set.label,
          data: set.data,
          area: configuration.area === true,
        }))}
      />
    );
  }
  return (
    <BarChart
      height={200}
      xAxis={[{ scaleType: 'band', data: categories }]}
      series={values.map((set) => ({
        label: set.label,
        data: set.data,
        stack: configuration.stacked === true ? 'total' : undefined,
      }))}
    />
  );
}

export default function ChartsIntegrationGrid() {
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
                  sales: {
                    dimensions: ['month'],
                    values: ['online', 'stores'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 220, overflow: 'hidden' }}>
          <GridChartsRendererProxy
            id="sales"
            label="Sales"
            renderer={SalesChartRenderer}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
