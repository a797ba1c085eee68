import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
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

interface Delivery {
  id: number;
  depot: string;
  driver: string;
  parcels: number;
}

const DEPOTS = ['Antwerp', 'Ghent', 'Liège'];
const DRIVERS = ['Amal', 'Bram', 'Chloé', 'Dries', 'Elif', 'Femke'];

const rows: Delivery[] = DRIVERS.flatMap((driver, index) =>
  [0, 1].map((round) => ({
    id: index * 2 + round + 1,
    depot: DEPOTS[index % DEPOTS.length],
    driver,
    parcels: 40 + ((index * 17 + round * 11) % 45),
  })),
);

const columns: GridColDef<Delivery>[] = [
  { field: 'depot', headerName: 'Depot', width: 120 },
  { field: 'driver', headerName: 'Driver', width: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 110 },
];

function ParcelsChart({ dimensions, values, configuration }: ChartRendererProps) {
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

/** Grouped by depot, with parcels summed: the chart draws one bar per depot from the group rows. */
export default function ChartsIntegrationRowGroupingGrid() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box
        sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ height: 280 }}>
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
              rowGrouping: { model: ['depot'] },
              aggregation: { model: { parcels: 'sum' } },
              chartsIntegration: {
                charts: {
                  depots: {
                    dimensions: ['depot'],
                    values: ['parcels'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 220, overflow: 'hidden' }}>
          <GridChartsRendererProxy
            id="depots"
            label="Parcels by depot"
            renderer={ParcelsChart}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
