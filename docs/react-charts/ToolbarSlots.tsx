import * as React from 'react';
import Box from '@mui/material/Box';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const stores = [
  'Berlin',
  'Hamburg',
  'Munich',
  'Cologne',
  'Frankfurt',
  'Stuttgart',
  'Leipzig',
  'Dresden',
];
// Bicycles sold by each store of a chain in spring.
const bicycles = [312, 254, 298, 201, 187, 176, 143, 129];

/** The icon slots replace the toolbar's icons; the buttons and their behaviour stay the same. */
export default function ToolbarSlots() {
  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <BarChartPro
        showToolbar
        xAxis={[{ scaleType: 'band', data: stores, zoom: true }]}
        series={[{ data: bicycles, label: 'Bicycles sold' }]}
        hideLegend
        slots={{
          zoomInIcon: AddCircleOutline,
          zoomOutIcon: RemoveCircleOutline,
          exportIcon: FileDownloadOutlined,
        }}
        slotProps={{
          toolbar: {
            imageExportOptions: [{ type: 'image/png', fileName: 'bicycles' }],
          },
        }}
      />
    </Box>
  );
}
