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
import { frFR } from '@mui/x-data-grid-premium/locales';
import { categoriesOf, type ChartRendererProps } from './chartsIntegrationKit';

interface Region {
  id: number;
  region: string;
  visiteurs: number;
}

const rows: Region[] = [
  { id: 1, region: 'Bretagne', visiteurs: 13200 },
  { id: 2, region: 'Occitanie', visiteurs: 15800 },
  { id: 3, region: 'Normandie', visiteurs: 9400 },
  { id: 4, region: 'Grand Est', visiteurs: 8700 },
];

const columns: GridColDef<Region>[] = [
  { field: 'region', headerName: 'Région', width: 140 },
  { field: 'visiteurs', headerName: 'Visiteurs', type: 'number', width: 130 },
];

// The schema's own labels are yours to translate; the panel's other texts come from the grid's locale.
const schema = {
  bar: {
    label: 'Barres',
    icon: () => <span aria-hidden>▮</span>,
    dimensionsLabel: 'Catégories',
    valuesLabel: 'Séries',
    maxDimensions: 1,
    customization: [
      {
        id: 'affichage',
        label: 'Affichage',
        controls: {
          valeurs: {
            label: 'Afficher les valeurs',
            type: 'boolean' as const,
            default: false,
          },
        },
      },
    ],
  },
};

function VisitorsChart({ dimensions, values, configuration }: ChartRendererProps) {
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
        barLabel: configuration.valeurs === true ? ('value' as const) : undefined,
      }))}
    />
  );
}

/** The grid in French: the charts panel's tabs, fields and menus use the frFR locale. */
export default function ChartsIntegrationLocalizedGrid() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box
        sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Box sx={{ height: 260 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            localeText={frFR.components.MuiDataGrid.defaultProps.localeText}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  visiteurs: {
                    dimensions: ['region'],
                    values: ['visiteurs'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 220, overflow: 'hidden' }}>
          <GridChartsRendererProxy
            id="visiteurs"
            label="Visiteurs par région"
            renderer={VisitorsChart}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
