import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import ImageIcon from '@mui/icons-material/Image';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';

const regions = ['North', 'East', 'South', 'West'];
// Wind power generated per region last year, in gigawatt-hours.
const output = [412, 268, 155, 334];

/** A toolbar of our own: a title and two buttons, each rendered by an export trigger. */
function WindPowerToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, ml: 1 }}>
        Wind power by region
      </Typography>
      <ChartsToolbarPrintExportTrigger
        render={<ToolbarButton aria-label="Print" />}
        options={{ fileName: 'wind-power' }}
      >
        <PrintIcon fontSize="small" />
      </ChartsToolbarPrintExportTrigger>
      <ChartsToolbarImageExportTrigger
        render={<ToolbarButton aria-label="Download PNG" />}
        options={{ type: 'image/png', fileName: 'wind-power' }}
      >
        <ImageIcon fontSize="small" />
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

/** `slots.toolbar` replaces the default toolbar; `showToolbar` still turns it on. */
export default function ExportCustomToolbar() {
  return (
    <Box sx={{ width: '100%' }}>
      <BarChartPro
        height={300}
        showToolbar
        slots={{ toolbar: WindPowerToolbar }}
        hideLegend
        xAxis={[{ scaleType: 'band', data: regions }]}
        yAxis={[{ width: 45 }]}
        series={[{ data: output, label: 'GWh', color: '#00838f' }]}
      />
    </Box>
  );
}
