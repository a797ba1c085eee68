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
import { categoriesOf, type ChartRendererProps } from './chartsIntegrationKit';

interface Crop {
  id: number;
  crop: string;
  spring: number;
  autumn: number;
}

const rows: Crop[] = [
  { id: 1, crop: 'Wheat', spring: 7.8, autumn: 8.6 },
  { id: 2, crop: 'Barley', spring: 6.1, autumn: 7.0 },
  { id: 3, crop: 'Rapeseed', spring: 3.4, autumn: 3.9 },
  { id: 4, crop: 'Oats', spring: 5.2, autumn: 4.8 },
];

const columns: GridColDef<Crop>[] = [
  { field: 'crop', headerName: 'Crop', width: 120 },
  { field: 'spring', headerName: 'Spring yield (t/ha)', type: 'number', width: 160 },
  { field: 'autumn', headerName: 'Autumn yield (t/ha)', type: 'number', width: 160 },
];

// One chart type with three kinds of controls: a select, a number and a boolean hidden for a single series.
const schema = {
  bar: {
    label: 'Bar',
    icon: () => <span aria-hidden>▮</span>,
    dimensionsLabel: 'Crops',
    valuesLabel: 'Yields',
    maxDimensions: 1,
    maxValues: 2,
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: {
          layout: {
            label: 'Bars',
            type: 'select' as const,
            default: 'vertical',
            options: [
              { content: 'Vertical', value: 'vertical' },
              { content: 'Horizontal', value: 'horizontal' },
            ],
          },
          height: { label: 'Height (px)', type: 'number' as const, default: 200 },
          stacked: {
            label: 'Stacked',
            type: 'boolean' as const,
            default: false,
            isHidden: ({ values }: { values: unknown[] }) => values.length < 2,
          },
        },
      },
    ],
  },
};

function YieldChart({ dimensions, values, configuration }: ChartRendererProps) {
  const categories = categoriesOf(dimensions);
  if (categories.length === 0 || values.length === 0) {
    return null;
  }
  const horizontal = configuration.layout === 'horizontal';
  const bandAxis = [{ scaleType: 'band' as const, data: categories }];
  return (
    <BarChart
      height={Math.min(Math.max(Number(configuration.height) || 200, 120), 260)}
      layout={horizontal ? 'horizontal' : 'vertical'}
      xAxis={horizontal ? undefined : bandAxis}
      yAxis={horizontal ? bandAxis : undefined}
      series={values.map((set) => ({
        label: set.label,
        data: set.data,
        stack: configuration.stacked === true ? 'yield' : undefined,
      }))}
    />
  );
}

/** Open the charts panel's Customize tab: the layout, height and stacking reach the renderer as `configuration`. */
export default function ChartsIntegrationCustomizationGrid() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box
        sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ height: 230 }}>
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
                  yields: {
                    dimensions: ['crop'],
                    values: ['spring', 'autumn'],
                    chartType: 'bar',
                    configuration: { layout: 'horizontal', height: 200 },
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 270, overflow: 'hidden' }}>
          <GridChartsRendererProxy
            id="yields"
            label="Yields by crop"
            renderer={YieldChart}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
