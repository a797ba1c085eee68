import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
} from '@mui/x-data-grid-premium';
import {
  barLineSchema,
  categoriesOf,
  type ChartRendererProps,
} from './chartsIntegrationKit';
import { coffeeColumns, getCoffeeOrders } from './pivotingSales';

function RegionChart({ dimensions, values, configuration }: ChartRendererProps) {
  const categories = categoriesOf(dimensions);
  if (categories.length === 0 || values.length === 0) {
    return null;
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

/** The coffee orders pivoted by region, revenue and bags summed; the chart draws the pivot's rows. */
export default function ChartsIntegrationPivotingGrid() {
  const rows = React.useMemo(() => getCoffeeOrders(), []);
  return (
    <GridChartsIntegrationContextProvider>
      <Box
        sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ height: 280 }}>
          <DataGridPremium
            rows={rows}
            columns={coffeeColumns}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: barLineSchema } }}
            initialState={{
              pivoting: {
                enabled: true,
                model: {
                  rows: [{ field: 'region' }],
                  columns: [],
                  values: [{ field: 'revenue', aggFunc: 'sum' }],
                },
              },
              chartsIntegration: {
                charts: {
                  regions: {
                    dimensions: ['region'],
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
            id="regions"
            label="Revenue by region"
            renderer={RegionChart}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
