import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';

// Devices used to read a newsletter.
const devices = [
  { id: 'phone', value: 58, label: 'Phone' },
  { id: 'desktop', value: 31, label: 'Desktop' },
  { id: 'tablet', value: 11, label: 'Tablet' },
];

/** A nested theme: the chart text picks up its typography and the legend its palette. */
export default function StylingTheme() {
  const outer = useTheme();
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: { mode: outer.palette.mode },
        typography: { fontFamily: 'Georgia, serif' },
      }),
    [outer.palette.mode],
  );
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ width: '100%' }}>
        <PieChart
          colors={['#00796b', '#26a69a', '#b2dfdb']}
          series={[{ data: devices, arcLabel: 'value', innerRadius: 30 }]}
          height={240}
        />
      </Box>
    </ThemeProvider>
  );
}
