import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { frFR } from '@mui/x-charts/locales';

const mois = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin'];

/** The French locale in the theme translates the toolbar, the overlays and the export menu. */
export default function LocalizationTheme() {
  const outer = useTheme();
  const theme = React.useMemo(() => createTheme(outer, frFR), [outer]);
  const [empty, setEmpty] = React.useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Stack sx={{ width: '100%' }}>
        <FormControlLabel
          control={
            <Switch
              checked={empty}
              onChange={(event) => setEmpty(event.target.checked)}
            />
          }
          label="Sans données"
        />
        <BarChartPro
          showToolbar
          xAxis={[{ scaleType: 'band', data: mois, zoom: true }]}
          series={[
            { data: empty ? [] : [31, 28, 35, 40, 38, 44], label: 'Ventes (k€)' },
          ]}
          height={280}
        />
      </Stack>
    </ThemeProvider>
  );
}
