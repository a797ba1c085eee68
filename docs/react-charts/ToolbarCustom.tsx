import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Electricity drawn by a house over a winter day, in kW.
const load = [
  0.4, 0.3, 0.3, 0.3, 0.4, 0.6, 1.8, 2.6, 1.9, 1.1, 0.9, 1.0, 1.4, 1.0, 0.8, 0.9,
  1.3, 2.4, 3.1, 2.8, 2.2, 1.6, 0.9, 0.5,
];

/**
 * A toolbar of your own, defined at module level: the zoom triggers render as the chart's
 * ToolbarButton through `render`, the export triggers as outlined Material buttons.
 */
function EnergyToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, px: 1 }}>
        Household load
      </Typography>
      <ChartsToolbarZoomInTrigger
        render={<ToolbarButton size="small" aria-label="Zoom in" />}
      >
        +
      </ChartsToolbarZoomInTrigger>
      <ChartsToolbarZoomOutTrigger
        render={<ToolbarButton size="small" aria-label="Zoom out" />}
      >
        −
      </ChartsToolbarZoomOutTrigger>
      <ChartsToolbarPrintExportTrigger
        render={<Button size="small" variant="outlined" />}
        options={{ fileName: 'household-load' }}
      >
        Print
      </ChartsToolbarPrintExportTrigger>
      <ChartsToolbarImageExportTrigger
        render={<Button size="small" variant="outlined" />}
        options={{ type: 'image/png', fileName: 'household-load' }}
      >
        PNG
      </ChartsToolbarImageExportTrigger>
    </Toolbar>
  );
}

export default function ToolbarCustom() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <LineChartPro
        showToolbar
        slots={{ toolbar: EnergyToolbar }}
        xAxis={[{ data: hours, label: 'Hour', zoom: true }]}
        series={[{ data: load, label: 'Load (kW)', area: true, showMark: false }]}
        hideLegend
      />
    </Box>
  );
}
